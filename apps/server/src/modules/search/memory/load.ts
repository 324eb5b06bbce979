import type { Db } from '@emporia/db';
import { translatedSql, translationOrder } from '@emporia/db/translated-sql';
import { type SQL, sql } from 'drizzle-orm';
import { executeNamedByText, namedStatement } from '../../../kernel/sql-lists';
import { intArrayText, priceNow } from '../sql-parts';
import type { IndexRow } from './shop-index';
import type { ListingRow } from './shop-listing';

// The statements the in-memory search index (ADR 0100) reads with. Each answer that pairs rows
// with a version is one statement, so both come from one snapshot.

const version = (shopId: number) =>
  sql`coalesce((SELECT index_version FROM search_facet_state WHERE shop_id = ${shopId}), 0)::text`;

/** A search row as the index keeps it (IndexRow): each field's name and how it is read. */
const rowFields: [name: keyof IndexRow, value: SQL][] = [
  ['product_id', sql`sp.product_id`],
  ['manufacturer_id', sql`sp.manufacturer_id`],
  ['category_ids', sql`sp.category_ids`],
  ['price_minor', sql`sp.price_minor`],
  ['sale_price_minor', sql`sp.sale_price_minor`],
  ['sale_starts', sql`(extract(epoch FROM sp.sale_starts_at) * 1000)::float8`],
  ['sale_ends', sql`(extract(epoch FROM sp.sale_ends_at) * 1000)::float8`],
  ['rating_total', sql`sp.rating_total`],
  ['total_reviews', sql`sp.total_reviews`],
  ['sort_order', sql`sp.sort_order`],
  ['featured', sql`sp.featured`],
  ['created', sql`(extract(epoch FROM sp.created_at) * 1000000)::bigint::text`],
  ['names', sql`sp.names`],
  ['document', sql`sp.document::text`],
];

/** The row as columns, for a statement that returns rows. */
const rowColumns = sql.join(
  rowFields.map(([name, value]) => sql`${value} AS ${sql.identifier(name)}`),
  sql`, `,
);

/** The same as one JSON object, for a statement that returns rows alongside other figures. */
const rowJson = sql`json_build_object(${sql.join(
  rowFields.map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
  sql`, `,
)})`;

async function one<T>(db: Db, query: SQL): Promise<T> {
  return (await db.execute(query)).rows[0] as T;
}

/** The same, as a statement each connection prepares once: the searches' own two run on every search. */
async function prepared<T>(db: Db, name: string, query: SQL): Promise<T> {
  return (await executeNamedByText(db, name, query)).rows[0] as T;
}

/** A small shop's whole listing (shop-listing.ts), with its version; `rows` null when the shop is not small. */
export interface SmallShop {
  version: number;
  products: number;
  ctypeIsC: boolean;
  rows: ListingRow[] | null;
  nameOrder: number[] | null;
}

/** The listing's fields: the index's row without the names and document. */
const listingJson = sql`json_build_object(${sql.join(
  rowFields
    .filter(([name]) => name !== 'names' && name !== 'document')
    .map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
  sql`, `,
)})`;

/**
 * How many products the shop lists in search and whether the database's character type is C;
 * when it lists fewer than `below`, also its rows and name order with the version they are of:
 * one statement, one snapshot, so a small shop loads in one round trip.
 */
export async function readSmallShop(db: Db, shopId: number, below: number): Promise<SmallShop> {
  const row = await prepared<{
    version: string;
    products: number;
    ctype: string;
    rows: ListingRow[] | null;
    name_order: number[] | null;
  }>(
    db,
    'search-memory-small-shop',
    sql`SELECT ${version(shopId)} AS version, n.products,
        (SELECT datctype FROM pg_database WHERE datname = current_database()) AS ctype,
        CASE WHEN n.products < ${below} THEN (SELECT json_agg(${listingJson} ORDER BY sp.product_id)
          FROM search_products sp WHERE sp.shop_id = ${shopId}) END AS rows,
        CASE WHEN n.products < ${below} THEN (SELECT json_agg(product_id ORDER BY name_sort, product_id)
          FROM search_products WHERE shop_id = ${shopId}) END AS name_order
      FROM (SELECT count(*)::int AS products FROM search_products WHERE shop_id = ${shopId}) n`,
  );
  const small = row.products < below;
  return {
    version: Number(row.version),
    products: row.products,
    ctypeIsC: row.ctype === 'C' || row.ctype === 'POSIX',
    rows: small ? (row.rows ?? []) : null,
    nameOrder: small ? (row.name_order ?? []) : null,
  };
}

export async function readVersion(db: Db, shopId: number): Promise<number> {
  return Number((await one<{ version: string }>(db, sql`SELECT ${version(shopId)} AS version`)).version);
}

/**
 * Up to `limit` of the shop's rows after a product id, in product id order, as plain rows: one
 * JSON value of thousands of rows would be gathered by the driver in one growing buffer.
 */
export async function readRows(db: Db, shopId: number, after: number, limit: number): Promise<IndexRow[]> {
  const result = await db.execute(sql`SELECT ${rowColumns} FROM search_products sp
    WHERE sp.shop_id = ${shopId} AND sp.product_id > ${after} ORDER BY sp.product_id LIMIT ${limit}`);
  return result.rows as unknown as IndexRow[];
}

export interface Changes {
  version: number;
  /** Products changed since the version asked about; 0 means the whole shop. */
  changed: number[];
  /** The changed products' rows as they are now (a changed product without one left). */
  rows: IndexRow[];
  /** Every listed product in name order (name_sort, product_id), when asked for the whole order. */
  nameOrder: number[] | null;
  /**
   * Otherwise each changed product still listed, with the product just before it in name order
   * (null when it is first): enough to place the changed products in the order the index holds.
   */
  placed: NamePlace[];
  /** The oldest version still logged. */
  oldestLogged: number | null;
}

/** A changed product and the product before it in name order (null: it comes first). */
export type NamePlace = [productId: number, before: number | null];

/**
 * What changed since `since`, and the rows as they are now: one statement, one snapshot. A load
 * asks for the whole name order; a catch-up asks only where each changed product now stands, so a
 * change does not re-read a large shop's every name (an import changes the shop every few products).
 */
export async function readChanges(
  db: Db,
  shopId: number,
  since: number,
  nameOrder: 'whole' | 'changed',
): Promise<Changes> {
  // The product just before in (name_sort, product_id): one backward step in the shop's name index.
  const names =
    nameOrder === 'whole'
      ? sql`(SELECT json_agg(product_id ORDER BY name_sort, product_id) FROM search_products
          WHERE shop_id = ${shopId}) AS name_order`
      : sql`(SELECT json_agg(json_build_array(sp.product_id,
            (SELECT b.product_id FROM search_products b WHERE b.shop_id = ${shopId}
              AND (b.name_sort, b.product_id) < (sp.name_sort, sp.product_id)
              ORDER BY b.name_sort DESC, b.product_id DESC LIMIT 1)))
          FROM search_products sp
          WHERE sp.shop_id = ${shopId} AND sp.product_id IN (SELECT product_id FROM changed)) AS placed`;
  const row = await one<{
    version: string;
    changed: number[] | null;
    rows: IndexRow[] | null;
    name_order?: number[] | null;
    placed?: NamePlace[] | null;
    oldest: string | null;
  }>(
    db,
    sql`WITH changed AS MATERIALIZED (SELECT DISTINCT product_id FROM search_index_changes
        WHERE shop_id = ${shopId} AND version > ${since})
      SELECT ${version(shopId)} AS version,
        (SELECT min(version) FROM search_index_changes WHERE shop_id = ${shopId})::text AS oldest,
        (SELECT json_agg(product_id) FROM changed) AS changed,
        (SELECT json_agg(${rowJson}) FROM search_products sp
          WHERE sp.shop_id = ${shopId} AND sp.product_id IN (SELECT product_id FROM changed)) AS rows,
        ${names}`,
  );
  return {
    version: Number(row.version),
    changed: row.changed ?? [],
    rows: row.rows ?? [],
    nameOrder: nameOrder === 'whole' ? (row.name_order ?? []) : null,
    placed: row.placed ?? [],
    oldestLogged: row.oldest === null ? null : Number(row.oldest),
  };
}

/** lower(unaccent(keyword)) and the keyword's query in the shopper's language, with the shop's version. */
export async function readTerms(
  db: Db,
  shopId: number,
  config: string,
  keyword: string,
): Promise<{ version: number; query: string; folded: string }> {
  const row = await prepared<{ version: string; query: string; folded: string }>(
    db,
    'search-memory-terms',
    sql`SELECT ${version(shopId)} AS version,
      websearch_to_tsquery(${config}::regconfig, unaccent(${keyword}))::text AS query,
      lower(unaccent(${keyword})) AS folded`,
  );
  return { version: Number(row.version), query: row.query, folded: row.folded };
}

export interface PageRows {
  version: number;
  hits: unknown[] | null;
  manufacturer_names: Record<string, string> | null;
  category_names: Record<string, string> | null;
}

/**
 * The page's statement, one text per kind of name list (the shop's enabled manufacturers and
 * categories, or the ones the facets name), compiled once and prepared once per connection: it
 * runs on every search, where building its text again cost a twentieth of the search's time.
 */
const pageStatement = (names: 'enabled' | 'listed') => {
  const shopId = sql`${sql.placeholder('shopId')}::int`;
  const locale = sql`${sql.placeholder('locale')}::text`;
  const manufacturers =
    names === 'enabled' ? sql`m.status = 1` : sql`m.id = ANY(${sql.placeholder('manufacturers')}::int[])`;
  const categories =
    names === 'enabled'
      ? sql`ct.category_id IN (SELECT c.id FROM categories c WHERE c.shop_id = ${shopId} AND c.status = 1)`
      : sql`ct.category_id = ANY(${sql.placeholder('categories')}::int[])`;
  return namedStatement(
    `search-memory-page-${names}`,
    sql`SELECT coalesce((SELECT index_version FROM search_facet_state WHERE shop_id = ${shopId}), 0)::text AS version,
      (SELECT json_agg(json_build_object(
          'product_id', sp.product_id, 'type', sp.type, 'sku', sp.sku, 'quantity', sp.quantity,
          'quantity_discount_status', sp.quantity_discount_status, 'tax_class_id', sp.tax_class_id,
          'manufacturer', sp.manufacturer, 'price_minor', sp.price_minor, 'price_now', ${priceNow},
          'rating_total', sp.rating_total, 'total_reviews', sp.total_reviews,
          'images', sp.images, 'translations', sp.translations) ORDER BY pg.ord)
        FROM unnest(${sql.placeholder('page')}::int[]) WITH ORDINALITY AS pg(product_id, ord)
        JOIN search_products sp ON sp.shop_id = ${shopId} AND sp.product_id = pg.product_id) AS hits,
      (SELECT json_object_agg(m.id, ${translatedSql(sql`m.name_translations ->> ${locale}`, sql`m.name`)})
        FROM manufacturers m WHERE m.shop_id = ${shopId} AND ${manufacturers}) AS manufacturer_names,
      (SELECT json_object_agg(l.category_id, l.name) FROM (
        SELECT DISTINCT ON (ct.category_id) ct.category_id, ct.name FROM category_translations ct
        WHERE ct.shop_id = ${shopId} AND ${categories}
        ORDER BY ct.category_id, ${translationOrder(sql`ct.name`, sql`ct.locale`, locale, sql`${sql.placeholder('defaultLocale')}::text`)}
      ) l) AS category_names`,
  );
};
const pageOfEnabled = pageStatement('enabled');
const pageOfListed = pageStatement('listed');

/**
 * The page's hits (as the SQL search builds them) and the options' labels, with the shop's
 * version to check the in-memory figures against. Without keyword the options are the shop's
 * enabled manufacturers and categories, as in the SQL search.
 */
export async function readPage(
  db: Db,
  shopId: number,
  page: number[],
  options: { manufacturers: number[]; categories: number[] } | 'enabled',
  locale: string,
  defaultLocale: string,
): Promise<PageRows> {
  const values = { shopId, page: intArrayText(page), locale, defaultLocale };
  const { rows } =
    options === 'enabled'
      ? await pageOfEnabled(db, values)
      : await pageOfListed(db, {
          ...values,
          manufacturers: intArrayText(options.manufacturers),
          categories: intArrayText(options.categories),
        });
  const row = rows[0] as unknown as PageRows & { version: string };
  return { ...row, version: Number(row.version) };
}
