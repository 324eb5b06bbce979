import { schema } from '@emporia/db';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';

/**
 * Which tables a backup carries, derived from the drizzle schema so a table added later is
 * backed up without anyone remembering to: every table with a shop_id, and every table without
 * one that hangs off such a table by a foreign key (news_article_products, …). Only the tables
 * named in `excludedTables` are left out, each for its reason; a test fails on any other gap.
 */
export const excludedTables: Record<string, string> = {
  auth_sessions: 'sign-in sessions are short-lived secrets; people sign in again',
  account_tokens: 'password-reset and sign-in links are short-lived secrets',
  login_failures: 'throttling records of failed sign-ins',
  login_lockouts: 'throttling records of failed sign-ins',
  gift_card_attempts: 'throttling records of gift-card guesses',
  outbox_emails: 'mail already queued or sent; a restore must not send it again',
  imports: 'a move-in job and its uploaded file; what it made is in the catalogue tables',
  import_pictures: 'pictures an import still fetches; the fetched ones are product_images',
  catalog_changes: 'the read cache’s version log; a restore writes a fresh one',
  shipping_carrier_errors: 'a carrier’s last failure, for staff, rewritten on the next quote',
  search_products: 'derived from the catalogue; rebuilt after a restore',
  search_facet_cells: 'counts derived from search_products; rebuilt by the first search after a restore',
  search_facet_state: 'whether those counts are current; absent means rebuild',
  search_index_changes: 'the in-memory search index’s catch-up log; a restore rewrites the search rows',
  search_category_products: 'sort rows derived from search_products; written by its triggers on the rebuild',
  shop_domains: 'a hostname belongs to one shop on the platform; domains are connected again',
  social_sign_in_attempts: 'a sign-in with Google or Facebook under way: ten minutes long',
  analytics_events: 'raw visit events, kept for a limited period; the daily roll-ups are backed up',
  audit_entries: 'the activity log records history, backups included; a restore must not rewrite it',
  analytics_sessions: 'raw visits, kept for a limited period; the daily roll-ups are backed up',
  shop_subscriptions: 'what the shop pays the platform: a restore must not bring back an old plan or card',
  subscription_invoices: 'the platform’s invoices to the shop are its records, not the shop’s data',
  app_installations: 'an app’s grant is a live credential; the owner installs the app again',
  app_authorization_codes: 'OAuth codes live ten minutes and are used once',
  webhook_deliveries: 'webhooks already queued or sent; a restore must not send them again',
};

/** Platform tables that are no shop's: never backed up. */
export const platformTables = new Set([
  'shops',
  'countries',
  'zones',
  'analytics_salts',
  'apps',
  'platform_signups',
  'developers',
  'developer_tokens',
]);

/**
 * Integer id columns that point at a shop's rows without a declared foreign key, so the
 * schema cannot say where: restoring into a new shop rewrites them like foreign keys.
 */
export const undeclaredReferences: Record<string, string> = {
  'admin_users.role_id': 'admin_roles',
  'file_folders.parent_id': 'file_folders',
  'customers.customer_group_id': 'customer_groups',
  'coupon_usages.order_id': 'orders',
  'coupon_usages.customer_id': 'customers',
  'gift_card_movements.admin_id': 'admin_users',
  'order_discounts.coupon_id': 'coupons',
  'order_history.admin_id': 'admin_users',
  'order_return_history.admin_id': 'admin_users',
  'orders.cart_id': 'carts',
  'payment_events.admin_id': 'admin_users',
  'payments.order_id': 'orders',
  'product_reviews.customer_id': 'customers',
  'products.tax_class_id': 'tax_classes',
  'restock_subscriptions.customer_id': 'customers',
};

/** Id columns that keep their value in a new shop: order statuses are numbered per shop (key shop_id + id). */
export const keptIdColumns = new Set(['orders.status_id', 'order_history.status_id']);

/** menu_items.target_id points at one of several tables, chosen by its kind. */
export const menuTargetTables: Record<string, string> = {
  category: 'categories',
  manufacturer: 'manufacturers',
  article: 'news_articles',
  blog_category: 'blog_categories',
  content_page: 'content_pages',
};

export interface BackupTable {
  name: string;
  columns: string[];
  /** Primary key columns, in order: the export pages by them. */
  key: string[];
  /** Has a serial `id`: a new shop's copy gets fresh ids from its sequence. */
  serialId: boolean;
  /** How the shop's rows are found: by shop_id, or through a parent table's rows. */
  scope: { kind: 'shop' } | { kind: 'parent'; column: string; parent: string };
  /**
   * Columns that hold ids of other tables: declared by a foreign key (the database kept them
   * whole, so one pointing outside the archive means a forged archive) or listed as undeclared.
   */
  references: { column: string; table: string; declared: boolean }[];
}

function describe(table: PgTable): BackupTable {
  const config = getTableConfig(table);
  const columns = config.columns.map((c) => c.name);
  const declared = config.foreignKeys
    .map((fk) => {
      const ref = fk.reference();
      return { column: ref.columns[0]!.name, table: getTableConfig(ref.foreignTable).name, declared: true };
    })
    .filter((r) => r.column !== 'shop_id');
  const undeclared = Object.entries(undeclaredReferences)
    .filter(([at]) => at.startsWith(`${config.name}.`))
    .map(([at, target]) => ({ column: at.slice(config.name.length + 1), table: target, declared: false }));
  const key =
    config.primaryKeys[0]?.columns.map((c) => c.name) ??
    config.columns.filter((c) => c.primary).map((c) => c.name);
  const serialId = config.columns.some((c) => c.name === 'id' && c.columnType === 'PgSerial');
  const parent = declared.find((r) => !platformTables.has(r.table));
  const scope: BackupTable['scope'] = columns.includes('shop_id')
    ? { kind: 'shop' }
    : { kind: 'parent', column: parent?.column ?? '', parent: parent?.table ?? '' };
  return { name: config.name, columns, key, serialId, scope, references: [...declared, ...undeclared] };
}

export function allSchemaTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
}

/** True for a table that holds a shop's rows (directly or through a parent). */
export function isTenantTable(table: BackupTable): boolean {
  return !platformTables.has(table.name) && (table.scope.kind === 'shop' || table.scope.parent !== '');
}

let plan: BackupTable[] | undefined;

/** The backed-up tables, parents before children (restore order; delete in reverse). */
export function backupTables(): BackupTable[] {
  if (plan) return plan;
  const tables = allSchemaTables()
    .map(describe)
    .filter((t) => isTenantTable(t) && !(t.name in excludedTables));
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: BackupTable[] = [];
  const visiting = new Set<string>();
  const visit = (t: BackupTable) => {
    if (ordered.includes(t) || visiting.has(t.name)) return;
    visiting.add(t.name);
    for (const ref of t.references) {
      const parent = byName.get(ref.table);
      if (parent && parent !== t) visit(parent);
    }
    ordered.push(t);
  };
  for (const t of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(t);
  plan = ordered;
  return plan;
}
