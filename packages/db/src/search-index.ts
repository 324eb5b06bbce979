import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './connection';
import { translatedSql, translationOrder } from './translated-sql';

/**
 * Feeds the search table (schema/search.ts) from the catalogue tables with
 * set-based SQL: one DELETE and one INSERT … SELECT per call, whatever the
 * number of products. The shop API calls `reindexProducts` after each product
 * write; seeding and bulk imports call `reindexShop` once at the end.
 */

/** Text-search configuration per language; languages without a stemmer match word for word. */
export const searchConfigs: Record<string, string> = {
  ar: 'arabic',
  ca: 'catalan',
  da: 'danish',
  de: 'german',
  el: 'greek',
  en: 'english',
  es: 'spanish',
  eu: 'basque',
  fi: 'finnish',
  fr: 'french',
  ga: 'irish',
  hi: 'hindi',
  hu: 'hungarian',
  hy: 'armenian',
  id: 'indonesian',
  it: 'italian',
  lt: 'lithuanian',
  nb: 'norwegian',
  ne: 'nepali',
  nl: 'dutch',
  no: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sr: 'serbian',
  sv: 'swedish',
  ta: 'tamil',
  tr: 'turkish',
  yi: 'yiddish',
};

/** The configuration name for a language code such as en or pt-BR. */
export function searchConfigOf(locale: string): string {
  return searchConfigs[locale.toLowerCase().split(/[-_]/)[0] ?? ''] ?? 'simple';
}

/** The same mapping inside SQL, for a column holding a language code. */
function configSqlOf(localeColumn: SQL): SQL {
  const cases = Object.entries(searchConfigs).map(([code, config]) =>
    sql.raw(`WHEN '${code}' THEN '${config}'`),
  );
  return sql`(CASE split_part(lower(${localeColumn}), '-', 1) ${sql.join(cases, sql` `)} ELSE 'simple' END)::regconfig`;
}

/**
 * The shown categories a product is filed in and every shown category above
 * them, as an int[]: a product in Tents is also in Camping, so filtering or
 * scoping by Camping (its page, its facet) finds it through one GIN lookup.
 * The walk up stops at a hidden category, as the storefront's tree does.
 */
export function categoriesWithAncestors(shopId: SQL, productId: SQL): SQL {
  return sql`coalesce((WITH RECURSIVE up AS (
      SELECT c.shop_id, c.id, c.parent_id FROM product_categories pc
      JOIN categories c ON c.shop_id = pc.shop_id AND c.id = pc.category_id AND c.status = 1
      WHERE pc.shop_id = ${shopId} AND pc.product_id = ${productId}
      UNION
      SELECT a.shop_id, a.id, a.parent_id FROM up
      JOIN categories a ON a.shop_id = up.shop_id AND a.id = up.parent_id AND a.status = 1
    ) SELECT array_agg(id ORDER BY id) FROM up), '{}'::int[])`;
}

/** How much of a description is searchable: enough for its first sentences, small enough to stay in the row. */
const descriptionChars = 300;

/**
 * The rows of `search_products` for the listed products of one shop that
 * `only` selects (all when absent). Variants are never rows of their own:
 * they are found through their parent (see `reindexProducts`). Every part is
 * a lookup by product id through the catalogue's indexes, so the plan stays
 * linear even right after a bulk load, before statistics exist.
 */
function selectRows(shopId: number, only?: SQL): SQL {
  const config = configSqlOf(sql`t.locale`);
  const name = sql`coalesce(${translatedSql(sql`t.name`, sql`d.name`)}, t.name, '')`;
  return sql`
    SELECT p.shop_id, p.id, p.type, p.sku, p.quantity, p.quantity_discount_status, p.tax_class_id,
      p.sort_order, p.featured,
      CASE WHEN m.status = 1 THEN m.id END,
      CASE WHEN m.id IS NULL THEN NULL ELSE jsonb_build_object('id', m.id, 'name', m.name, 'slug', m.slug) END,
      ${categoriesWithAncestors(sql`p.shop_id`, sql`p.id`)},
      p.price_minor, p.sale_price_minor, p.sale_starts_at, p.sale_ends_at,
      p.rating_total, p.total_reviews,
      coalesce((SELECT jsonb_agg(jsonb_build_object('id', i.id, 'image', i.image) ORDER BY i.sort_order, i.id)
        FROM product_images i WHERE i.shop_id = p.shop_id AND i.product_id = p.id), '[]'::jsonb),
      coalesce(tx.translations, '[]'::jsonb),
      coalesce(tx.name_sort, lower(p.sku)),
      coalesce(tx.names, lower(p.sku)),
      coalesce(tx.document, '')::tsvector,
      p.created_at
    FROM products p
    JOIN shops s ON s.id = p.shop_id
    LEFT JOIN manufacturers m ON m.shop_id = p.shop_id AND m.id = p.manufacturer_id
    LEFT JOIN LATERAL (
      SELECT
        -- Each language is stemmed by its own configuration; the text forms of the
        -- per-language documents concatenate into one document (tsvector has no aggregate).
        -- A language's untranslated fields read the default language's (ADR 0107), so a French
        -- search finds the words a French shopper is shown.
        string_agg((
          setweight(to_tsvector(${config}, unaccent(${name})), 'A')
          || setweight(to_tsvector('simple', p.sku), 'B')
          || setweight(to_tsvector(${config}, unaccent(coalesce(${translatedSql(sql`m.name_translations ->> t.locale`, sql`m.name`)}, ''))), 'B')
          || setweight(to_tsvector(${config}, unaccent(coalesce((
               SELECT string_agg((SELECT ct.name FROM category_translations ct
                   WHERE ct.shop_id = c.shop_id AND ct.category_id = c.id
                   ORDER BY ${translationOrder(sql`ct.name`, sql`ct.locale`, sql`t.locale`, sql`s.default_language`)} LIMIT 1), ' ')
               FROM product_categories pc
               JOIN categories c ON c.shop_id = pc.shop_id AND c.id = pc.category_id AND c.status = 1
               WHERE pc.shop_id = p.shop_id AND pc.product_id = p.id), ''))), 'C')
          || setweight(to_tsvector(${config}, unaccent(left(
               regexp_replace(regexp_replace(coalesce(${translatedSql(sql`t.description`, sql`d.description`)}, ''),
                 '<[^>]*>', ' ', 'g'), '&[a-z#0-9]+;', ' ', 'gi'),
               ${descriptionChars}))), 'D')
        )::text, ' ') AS document,
        jsonb_agg(jsonb_build_object('locale', t.locale, 'name', ${name},
            'slug', coalesce(${translatedSql(sql`t.slug`, sql`d.slug`)}, ''))
          ORDER BY t.locale) AS translations,
        lower(unaccent(string_agg(t.name, ' ' ORDER BY t.locale) || ' ' || p.sku)) AS names,
        lower(unaccent((array_agg(t.name ORDER BY t.locale = s.default_language DESC, t.locale))[1])) AS name_sort
      FROM product_translations t
      LEFT JOIN product_translations d
        ON d.shop_id = t.shop_id AND d.product_id = t.product_id AND d.locale = s.default_language
      WHERE t.shop_id = p.shop_id AND t.product_id = p.id
    ) tx ON true
    WHERE p.shop_id = ${shopId} AND p.parent_id IS NULL AND p.status = 1 ${only ? sql`AND ${only}` : sql``}`;
}

const columns = [
  'shop_id',
  'product_id',
  'type',
  'sku',
  'quantity',
  'quantity_discount_status',
  'tax_class_id',
  'sort_order',
  'featured',
  'manufacturer_id',
  'manufacturer',
  'category_ids',
  'price_minor',
  'sale_price_minor',
  'sale_starts_at',
  'sale_ends_at',
  'rating_total',
  'total_reviews',
  'images',
  'translations',
  'name_sort',
  'names',
  'document',
  'created_at',
];
const insertColumns = sql.raw(`(${columns.join(', ')})`);
// A concurrent write of the same product may have inserted the row first: the later one wins.
const onConflictUpdate = sql.raw(
  `ON CONFLICT (shop_id, product_id) DO UPDATE SET ${columns
    .slice(2)
    .map((c) => `${c} = EXCLUDED.${c}`)
    .join(', ')}, indexed_at = now()`,
);

/** Rebuilds the whole shop's search rows in one transaction (seed, imports, benchmark generator). */
export async function reindexShop(db: Db, shopId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM search_products WHERE shop_id = ${shopId}`);
    const result = await tx.execute(
      sql`INSERT INTO search_products ${insertColumns} ${selectRows(shopId)} ${onConflictUpdate}`,
    );
    const inserted = affectedRows(result);
    // Fresh statistics, or the planner misjudges the first searches after a bulk load. Only when
    // this shop is a large share of the table: ANALYZE reads a sample of every shop's rows (half a
    // second at 10,000 shops, and two at once wait for each other), while one small shop among
    // many moves no statistic and autovacuum's analyze follows the table's growth anyway.
    const [table] = (
      await tx.execute(
        sql`SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = 'search_products'::regclass`,
      )
    ).rows as { rows: number }[];
    const known = Number(table?.rows ?? -1);
    if (known < 0 || inserted * 10 >= known) {
      await tx.execute(sql`ANALYZE search_products`);
      await tx.execute(sql`ANALYZE search_category_products`);
    }
    return inserted;
  });
}

/** The price a shopper pays now, as the search computes it (queries.ts `priceNow`). */
const priceNowOf = sql`(CASE WHEN sale_price_minor IS NOT NULL
  AND (sale_starts_at IS NULL OR sale_starts_at <= now())
  AND (sale_ends_at IS NULL OR sale_ends_at > now())
  THEN LEAST(sale_price_minor, price_minor) ELSE price_minor END)`;

/**
 * Rebuilds the shop's facet cells from its search rows: the rows grouped by manufacturer,
 * category set and whole stars, each with its count and price bounds. Every write to
 * search_products marks them stale (a trigger, migration 0040); the state row is locked first,
 * so a write that marks them stale meanwhile waits for this build and then wins.
 */
export async function buildFacetCells(db: Db, shopId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO search_facet_state (shop_id) VALUES (${shopId}) ON CONFLICT (shop_id) DO NOTHING`,
    );
    const { rows } =
      await tx.execute(sql`SELECT fresh AND (valid_until IS NULL OR valid_until > now()) AS fresh
      FROM search_facet_state WHERE shop_id = ${shopId} FOR UPDATE`);
    // Another process built them while this one waited for the lock.
    if ((rows[0] as { fresh?: boolean } | undefined)?.fresh) return;
    await tx.execute(sql`DELETE FROM search_facet_cells WHERE shop_id = ${shopId}`);
    await tx.execute(sql`INSERT INTO search_facet_cells
        (shop_id, manufacturer_id, category_ids, stars, products, min_price, max_price)
      SELECT shop_id, manufacturer_id, category_ids, stars, count(*), min(price_now), max(price_now) FROM (
        SELECT shop_id, manufacturer_id, category_ids, ${priceNowOf} AS price_now,
          CASE WHEN total_reviews > 0 THEN rating_total / total_reviews ELSE 0 END AS stars
        FROM search_products WHERE shop_id = ${shopId}) r
      GROUP BY shop_id, manufacturer_id, category_ids, stars`);
    await tx.execute(sql`UPDATE search_facet_state SET fresh = true, built_at = now(), valid_until = (
        SELECT least(min(sale_starts_at) FILTER (WHERE sale_starts_at > now()),
          min(sale_ends_at) FILTER (WHERE sale_ends_at > now()))
        FROM search_products WHERE shop_id = ${shopId} AND sale_price_minor IS NOT NULL)
      WHERE shop_id = ${shopId}`);
  });
}

/**
 * Brings the search rows of the given products up to date: rewritten when
 * listed, removed when disabled or deleted. A variant's id updates its parent.
 */
export async function reindexProducts(db: Db, shopId: number, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)].filter((id) => Number.isInteger(id));
  if (!ids.length) return;
  const idList = sql`${`{${ids.join(',')}}`}::int[]`;
  await db.transaction(async (tx) => {
    // Parents of changed variants are the rows that change. Found first and passed as a list:
    // inside the INSERT as a subquery, a planner without statistics (PGlite never autovacuums)
    // built every product's search document before keeping the few asked for — a whole-catalogue
    // cost on each product save (issue 18: 460 ms a row at 4,000 products).
    const parents = await tx.execute(sql`SELECT DISTINCT coalesce(v.parent_id, v.id) AS id FROM products v
      WHERE v.shop_id = ${shopId} AND v.id = ANY(${idList})`);
    const targets = parents.rows.map((row) => Number(row.id));
    if (targets.length) {
      const targetList = sql`${`{${targets.join(',')}}`}::int[]`;
      await tx.execute(
        sql`INSERT INTO search_products ${insertColumns} ${selectRows(shopId, sql`p.id = ANY(${targetList})`)} ${onConflictUpdate}`,
      );
    }
    // Deleted products are gone already (foreign key cascade); disabled ones and former variants leave here.
    await tx.execute(sql`DELETE FROM search_products sp WHERE sp.shop_id = ${shopId} AND sp.product_id = ANY(${idList})
      AND NOT EXISTS (SELECT 1 FROM products p WHERE p.shop_id = sp.shop_id AND p.id = sp.product_id AND p.shop_id = ${shopId}
        AND p.parent_id IS NULL AND p.status = 1)`);
  });
}

function affectedRows(result: unknown): number {
  const value = result as { rowCount?: number | null; affectedRows?: number };
  return value.rowCount ?? value.affectedRows ?? 0;
}
