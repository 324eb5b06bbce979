// How the schema maps onto Citus (ADR 0089): tenant tables are distributed by shop_id and
// colocated, a few shared tables are reference tables, the operator's own tables stay local on
// the coordinator. The schema test (citus-ready.test.ts) holds the schema to these lists, and
// `npm run db:citus` applies them to a Citus cluster.
import { sql } from 'drizzle-orm';
import type { Db } from './connection';

/**
 * Reference tables: small, shared by every shop, replicated to every Citus node so any shard may
 * join or point a foreign key at them. `shops` is here because every tenant row's
 * shop_id → shops(id) key must find its shop on the node that holds the row.
 */
export const referenceTables = [
  'shops',
  'countries', // ISO country list
  'zones', // states/provinces of those countries
  'apps', // the platform's app registry; shops install them (app_installations is per shop)
  'analytics_salts', // one visitor-hash salt per day for the whole platform
] as const;

/**
 * Platform tables: the operator's own records about shops, read across shops by platform jobs
 * and screens. They stay local tables on the Citus coordinator, so no tenant table may point a
 * foreign key at them.
 */
export const platformTables = [
  'platform_signups', // a sign-up exists before its shop does (shop_id is empty until then)
  'shop_subscriptions', // the shop's plan with the platform; the renewal job scans all shops
  'subscription_invoices', // the platform's invoices to shops, numbered platform-wide
  'shop_domains', // Host → shop routing: a hostname is unique across the platform
  'domain_certificates', // TLS certificates of those hostnames, read by the TLS front end
  'domain_purchases', // domains bought through the platform's registrar account
  'developers', // app developers' accounts on the platform home (ADR 0122)
  'developer_tokens', // their sessions and e-mail links
  'rate_limit_hits', // API rate-limit counts by client address, shared by every process (ADR 0084)
] as const;

const notTenant = new Set<string>([...referenceTables, ...platformTables]);

/** Ordinary and partitioned tables of the public schema; partitions follow their parent. */
export const publicTablesSql = `
  SELECT c.oid, c.relname
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition`;

/**
 * The Citus calls that distribute this database, in an order Citus accepts: reference tables
 * first, then each tenant table after every table its foreign keys point at, all colocated with
 * the first so joins and foreign keys on shop_id stay on one node.
 */
export async function citusPlan(db: Db): Promise<string[]> {
  const tables = (await db.execute(sql.raw(publicTablesSql))).rows.map((r) => String(r.relname));
  const edges = (
    await db.execute(
      sql.raw(`
        SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
        FROM pg_constraint c
        WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace AND c.conrelid <> c.confrelid
          AND c.conparentid = 0`),
    )
  ).rows.map((r) => ({ child: String(r.child), parent: String(r.parent) }));
  const ordered: string[] = [];
  const visit = (table: string, seen: Set<string>) => {
    if (ordered.includes(table) || seen.has(table)) return;
    seen.add(table);
    for (const e of edges) if (e.child === table) visit(e.parent, seen);
    ordered.push(table);
  };
  for (const t of [...tables].sort()) visit(t, new Set());
  const quote = (t: string) => `'${t.replace(/'/g, "''")}'`;
  const reference = ordered.filter((t) => (referenceTables as readonly string[]).includes(t));
  const tenant = ordered.filter((t) => !notTenant.has(t));
  const [first] = tenant;
  return [
    ...reference.map((t) => `SELECT create_reference_table(${quote(t)})`),
    ...tenant.map(
      (t) =>
        `SELECT create_distributed_table(${quote(t)}, 'shop_id', colocate_with => ${t === first ? "'none'" : quote(first!)})`,
    ),
  ];
}
