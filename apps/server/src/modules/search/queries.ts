import type { ProductSort } from '@emporia/contracts/catalog';
import type { Db } from '@emporia/db';
import type { SearchImage, SearchManufacturer, SearchTranslation } from '@emporia/db/schema/search';
import { translatedSql, translationOrder } from '@emporia/db/translated-sql';
import { type SQL, sql } from 'drizzle-orm';
import { executeNamedByText } from '../../kernel/sql-lists';
import { cellFigures, cellsServe, inPriceRange } from './facet-cells';
import type { ListingScope, SearchPlan } from './search-plan';
import { intList, priceNow, saleRuns } from './sql-parts';

export type { ListingScope, SearchPlan } from './search-plan';

export interface HitRow {
  product_id: number;
  type: string;
  sku: string;
  quantity: number;
  quantity_discount_status: number;
  tax_class_id: number | null;
  manufacturer: SearchManufacturer | null;
  price_minor: number;
  price_now: number;
  rating_total: number;
  total_reviews: number;
  images: SearchImage[];
  translations: SearchTranslation[];
}

export interface SearchRow {
  /** With `facets: 'cells'`: false when the cells were stale and the counts are missing. */
  facets_fresh?: boolean;
  total: number;
  /** Counts of rating 4, 3, 2 and 1 & up. */
  ratings: [number, number, number, number];
  bounds: [number | null, number | null];
  manufacturers: [number, number][] | null;
  categories: [number, number][] | null;
  manufacturer_names: Record<string, string> | null;
  category_names: Record<string, string> | null;
  /** With `hits: 'rows'`. */
  hits?: HitRow[] | null;
  /** With `hits: 'ids'`. */
  hit_ids?: number[] | null;
}

/**
 * How alike a mistyped keyword and a product name must be (pg_trgm word similarity) when the
 * words themselves find nothing: 0.4 lets one wrong letter through ('jaket'), where pg_trgm's
 * default 0.6 only forgives a missing one.
 */
const likenessThreshold = 0.4;

const shopOrder = sql`sort_order, featured DESC, created_at DESC, product_id DESC`;
const orderings: Record<ProductSort, SQL> = {
  best_match: shopOrder,
  name_a_z: sql`name_sort, product_id`,
  name_z_a: sql`name_sort DESC, product_id DESC`,
  lowest_first: sql`price_now, product_id`,
  highest_first: sql`price_now DESC, product_id DESC`,
  date_asc: sql`created_at, product_id`,
  date_desc: sql`created_at DESC, product_id DESC`,
};

/** The four filter kinds as conditions on a `matched` row; null when the group has no selection. */
function conditionsOf(plan: SearchPlan) {
  return {
    category: plan.categoryIds.length ? sql`category_ids && ${intList(plan.categoryIds)}` : null,
    manufacturer: plan.manufacturerIds.length
      ? sql`manufacturer_id = ANY(${intList(plan.manufacturerIds)})`
      : null,
    rating: plan.minRating
      ? sql`(total_reviews > 0 AND rating_total >= ${plan.minRating} * total_reviews)`
      : null,
    price: plan.price ? sql`price_now BETWEEN ${plan.price.minMinor} AND ${plan.price.maxMinor}` : null,
  };
}
type Group = keyof ReturnType<typeof conditionsOf>;

/** The scope as a condition on a `search_products sp` row; null for the whole shop. */
function scopeOf(scope: ListingScope | null): SQL | null {
  if (!scope) return null;
  return scope.kind === 'category'
    ? sql`sp.category_ids && ${intList([scope.id])}`
    : sql`sp.manufacturer_id = ${scope.id}`;
}
const allGroups: Group[] = ['category', 'manufacturer', 'rating', 'price'];

/**
 * One statement answers the whole page: the hits of the page, the total,
 * every group's counts (each with the other groups' filters but not its own)
 * and the price bounds.
 *
 * A scoped listing (a category or manufacturer page) gathers its rows once
 * through the scope's index and every part filters that set. Its groups list
 * the options present in those rows, except that a category page offers its
 * subcategories (each counting the products below it) and a manufacturer
 * page no manufacturers.
 *
 * With a keyword the matches are gathered once (full text; trigram
 * similarity when the full text finds nothing) and every part filters that
 * set; the groups list the options present in the matches, so an option the
 * other filters rule out shows with 0. Without a keyword the groups list the
 * shop's enabled categories and manufacturers; the rows are gathered once
 * through the category and manufacturer indexes when both are filtered, and
 * otherwise each part reads the table through the indexes of its own
 * conditions.
 */
export async function runSearch(db: Db, plan: SearchPlan): Promise<SearchRow> {
  const conditions = conditionsOf(plan);
  const present = (groups: Group[]) => groups.map((g) => conditions[g]).filter((c): c is SQL => c !== null);
  const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` AND `) : sql`true`);
  const where = (groups: Group[]) => {
    const parts = present(groups);
    return parts.length ? sql`WHERE ${and(parts)}` : sql``;
  };
  const except = (group: Group) => allGroups.filter((g) => g !== group);
  const ranked = plan.keyword !== '' && plan.sort === 'best_match';
  const order = ranked ? sql`rank DESC, ${shopOrder}` : orderings[plan.sort];
  const shop = plan.shopId;
  const scope = scopeOf(plan.scope);
  const inScope = scope ? sql` AND ${scope}` : sql``;

  const columns = (rank: SQL) => sql`sp.product_id, sp.manufacturer_id, sp.category_ids, sp.rating_total,
    sp.total_reviews, ${priceNow} AS price_now, ${rank} AS rank, sp.sort_order, sp.featured, sp.created_at,
    sp.name_sort`;
  let matched: SQL;
  // Whether `matched` is gathered once (then each figure filters it) or read per figure through indexes.
  let gathered: boolean;
  if (plan.keyword) {
    // Parsed once (scalar subqueries become one-time parameters): as plain expressions the
    // parser and stemmer would run again for every row they are compared with or ranked against.
    const tsquery = sql`(SELECT tsquery FROM keyword)`;
    const words = sql`(SELECT words FROM keyword)`;
    matched = sql`keyword AS MATERIALIZED (
      SELECT websearch_to_tsquery(${plan.config}::regconfig, unaccent(${plan.keyword})) AS tsquery,
        lower(unaccent(${plan.keyword})) AS words
    ),
    by_words AS MATERIALIZED (
      SELECT ${columns(ranked ? sql`ts_rank(sp.document, ${tsquery})` : sql`0::real`)}
      FROM search_products sp WHERE sp.shop_id = ${shop} AND sp.document @@ ${tsquery}${inScope}
    ),
    by_likeness AS MATERIALIZED (
      SELECT ${columns(ranked ? sql`word_similarity(${words}, sp.names)` : sql`0::real`)}
      FROM search_products sp
      WHERE NOT EXISTS (SELECT 1 FROM by_words) AND EXISTS (SELECT 1 FROM settings)
        AND sp.shop_id = ${shop} AND sp.names %> ${words}${inScope}
    ),
    matched AS NOT MATERIALIZED (SELECT * FROM by_words UNION ALL SELECT * FROM by_likeness)`;
    gathered = true;
  } else if (plan.facets === 'cells' && plan.price && cellsServe(plan)) {
    // The rows in the price range are all any count needs but the price bounds (from the cells).
    matched = sql`matched AS MATERIALIZED (${inPriceRange(columns(sql`0::real`), shop, plan.price, inScope)})`;
    gathered = true;
  } else if (plan.facets === 'cells' && cellsServe(plan)) {
    // Counted from the cells; the page alone reads rows, in the order of a sort index.
    matched = sql`matched AS NOT MATERIALIZED (SELECT ${columns(sql`0::real`)} FROM search_products sp
      WHERE sp.shop_id = ${shop}${inScope})`;
    gathered = false;
  } else if (scope) {
    // A category or manufacturer page: its rows, found through the scope's index, bound every figure.
    matched = sql`matched AS MATERIALIZED (
      SELECT ${columns(sql`0::real`)} FROM search_products sp WHERE sp.shop_id = ${shop} AND ${scope})`;
    gathered = true;
  } else if (conditions.category && conditions.manufacturer) {
    // Every figure needs rows passing all groups but at most one, so each such row passes the
    // category or the manufacturer filter: both indexed, they bound the rows read once.
    // Two branches rather than an OR, so each keeps its own index whatever the planner's estimates.
    const inCategories = sql`sp.category_ids && ${intList(plan.categoryIds)}`;
    matched = sql`matched AS MATERIALIZED (
      SELECT ${columns(sql`0::real`)} FROM search_products sp WHERE sp.shop_id = ${shop} AND ${inCategories}
      UNION ALL
      SELECT ${columns(sql`0::real`)} FROM search_products sp
      WHERE sp.shop_id = ${shop} AND sp.manufacturer_id = ANY(${intList(plan.manufacturerIds)}) AND NOT ${inCategories})`;
    gathered = true;
  } else {
    matched = sql`matched AS NOT MATERIALIZED (SELECT ${columns(sql`0::real`)} FROM search_products sp
      WHERE sp.shop_id = ${shop})`;
    gathered = false;
  }

  const countedExcept = (group: Group) => {
    const parts = present(except(group));
    return parts.length ? sql`count(*) FILTER (WHERE ${and(parts)})` : sql`count(*)`;
  };
  const cells = plan.facets === 'cells' && cellsServe(plan) ? cellFigures(plan) : null;
  // Without a price filter the cells give every figure; with one only the price bounds.
  const fromCells = cells && !plan.price ? cells : null;
  const rowsByManufacturer = fromCells
    ? fromCells.byManufacturer
    : gathered
      ? sql`SELECT manufacturer_id AS k, ${countedExcept('manufacturer')}::int AS n FROM matched
        WHERE manufacturer_id IS NOT NULL GROUP BY manufacturer_id`
      : sql`SELECT manufacturer_id AS k, count(*)::int AS n FROM matched ${where(except('manufacturer'))}
        GROUP BY manufacturer_id`;
  // Rows are grouped by their category set before the sets are unnested: a shop has few distinct
  // sets, so each category is summed over a few groups instead of every row's every category.
  const rowsByCategory = fromCells
    ? fromCells.byCategory
    : gathered
      ? sql`SELECT k, sum(n)::int AS n FROM (SELECT unnest(category_ids) AS k, n FROM (
          SELECT category_ids, count(*) FILTER (WHERE ${and(present(except('category')))}) AS n
          FROM matched GROUP BY category_ids) g) u GROUP BY k`
      : sql`SELECT k, sum(n)::int AS n FROM (SELECT unnest(category_ids) AS k, n FROM (
          SELECT category_ids, count(*) AS n FROM matched ${where(except('category'))} GROUP BY category_ids) g) u
        GROUP BY k`;
  // A scoped listing with a price range counts the rows in the range, but offers every option
  // present in its scope (the cells know them), as when it gathers the scope's rows.
  const offeredInScope = (counts: SQL, options: SQL) =>
    cells && plan.price && plan.scope
      ? sql`SELECT o.k, coalesce(r.n, 0) AS n FROM (${options}) o LEFT JOIN (${counts}) r ON r.k = o.k`
      : counts;
  const byManufacturer = offeredInScope(
    rowsByManufacturer,
    sql`SELECT DISTINCT manufacturer_id AS k FROM cells WHERE manufacturer_id IS NOT NULL`,
  );
  const byCategory = offeredInScope(
    rowsByCategory,
    sql`SELECT DISTINCT unnest(category_ids) AS k FROM cells`,
  );
  // With a keyword or a scope the options are those of the rows found; the whole shop offers its enabled ones.
  const presentOnly = plan.keyword !== '' || plan.scope !== null;
  const none = sql`SELECT 0 AS k, 0 AS n WHERE false`;
  const manufacturerCounts =
    plan.scope?.kind === 'manufacturer'
      ? none
      : presentOnly
        ? byManufacturer
        : sql`SELECT m.id AS k, coalesce(c.n, 0) AS n FROM manufacturers m LEFT JOIN (${byManufacturer}) c ON c.k = m.id
        WHERE m.shop_id = ${shop} AND m.status = 1`;
  // A category page's subcategories, each counting its products and theirs (category_ids holds ancestors).
  const categoryCounts =
    plan.scope?.kind === 'category'
      ? sql`SELECT c.id AS k, coalesce(u.n, 0) AS n FROM categories c LEFT JOIN (${byCategory}) u ON u.k = c.id
        WHERE c.shop_id = ${shop} AND c.status = 1 AND c.parent_id = ${plan.scope.id}`
      : presentOnly
        ? byCategory
        : sql`SELECT c.id AS k, coalesce(u.n, 0) AS n FROM categories c LEFT JOIN (${byCategory}) u ON u.k = c.id
        WHERE c.shop_id = ${shop} AND c.status = 1`;
  // Each figure needs all groups but one; a pass reads the rows every figure needs and filters the rest.
  const statsNeed: Group[] = ['category', 'manufacturer'];
  const cut = (groups: Group[]) => and(present(groups.filter((g) => !statsNeed.includes(g))));
  const ratingCount = (stars: number) =>
    sql`count(*) FILTER (WHERE ${cut(except('rating'))} AND total_reviews > 0 AND rating_total >= ${sql.raw(String(stars))} * total_reviews)`;

  // A category page without keyword or filters reads its page from the category's own sort
  // indexes (search_category_products, ADR 0097) instead of filtering the shop's rows by category.
  const categoryRows =
    plan.scope?.kind === 'category' && !plan.keyword && present(allGroups).length === 0
      ? sql`SELECT sp.product_id, ${priceNow} AS price_now, sp.sort_order, sp.featured, sp.created_at, sp.name_sort
        FROM search_category_products sp WHERE sp.shop_id = ${shop} AND sp.category_id = ${plan.scope.id}`
      : null;
  const rowsRead =
    categoryRows ??
    sql`SELECT ${columns(sql`0::real`)} FROM search_products sp WHERE sp.shop_id = ${shop}${inScope}`;

  // The price sorts of the whole shop: the price depends on the sale window, so no index holds
  // its order; the rows without a running sale (list price) and those with one (sale price) each
  // have theirs, and the page is the start of the two merged.
  const priceSorted =
    (!gathered || categoryRows) &&
    !plan.price &&
    (plan.sort === 'lowest_first' || plan.sort === 'highest_first');
  const direction = plan.sort === 'highest_first' ? sql.raw('DESC') : sql.raw('ASC');
  const firstRows = plan.offset + plan.limit;
  const pageSource = priceSorted
    ? sql`(
      (${rowsRead} AND NOT ${saleRuns} AND ${and(present(allGroups))}
        ORDER BY sp.price_minor ${direction}, sp.product_id ${direction} LIMIT ${firstRows})
      UNION ALL
      (${rowsRead} AND sp.sale_price_minor IS NOT NULL AND ${saleRuns} AND ${and(present(allGroups))}
        ORDER BY LEAST(sp.sale_price_minor, sp.price_minor) ${direction}, sp.product_id ${direction} LIMIT ${firstRows})
    ) merged`
    : categoryRows
      ? sql`(${categoryRows}) in_category`
      : sql`matched`;

  const hitsColumn =
    plan.hits === 'ids'
      ? sql`(SELECT json_agg(pg.product_id ORDER BY pg.ord) FROM page pg) AS hit_ids`
      : sql`(SELECT json_agg(json_build_object(
          'product_id', sp.product_id, 'type', sp.type, 'sku', sp.sku, 'quantity', sp.quantity,
          'quantity_discount_status', sp.quantity_discount_status, 'tax_class_id', sp.tax_class_id,
          'manufacturer', sp.manufacturer, 'price_minor', sp.price_minor, 'price_now', pg.price_now,
          'rating_total', sp.rating_total, 'total_reviews', sp.total_reviews,
          'images', sp.images, 'translations', sp.translations) ORDER BY pg.ord)
        FROM page pg JOIN search_products sp ON sp.shop_id = ${shop} AND sp.product_id = pg.product_id) AS hits`;

  const settings = sql`settings AS MATERIALIZED (
      -- The trigram threshold of the typo fallback, until the end of this statement (its implicit
      -- transaction); the fallback's scan is gated on this, so it runs first. set_config is also
      -- parallel-unsafe, which keeps this statement from starting parallel workers: at many
      -- concurrent searches on few cores they cost more than they give.
      SELECT set_config('pg_trgm.word_similarity_threshold', ${String(likenessThreshold)}, true) AS threshold
    )`;
  const page = sql`page AS (
      -- Numbered after the cut, so the sort stays a top-N sort.
      SELECT product_id, price_now, row_number() OVER () AS ord FROM (
        SELECT product_id, price_now FROM ${pageSource} ${where(allGroups)}
        ORDER BY ${order} LIMIT ${plan.limit} OFFSET ${plan.offset}) cut
    )`;
  const figureColumns = sql`stats.total, stats.ratings, stats.bounds,
      ${cells ? sql`(SELECT fresh FROM facet_state) AS facets_fresh,` : sql``}
      (SELECT json_agg(json_build_array(k, n) ORDER BY n DESC, k) FROM manufacturer_counts) AS manufacturers,
      (SELECT json_agg(json_build_array(k, n) ORDER BY n DESC, k) FROM category_counts) AS categories,
      (SELECT json_object_agg(m.id, ${translatedSql(sql`m.name_translations ->> ${plan.locale}`, sql`m.name`)}) FROM manufacturers m
        WHERE m.shop_id = ${shop} AND m.id IN (SELECT k FROM manufacturer_counts)) AS manufacturer_names,
      (SELECT json_object_agg(l.category_id, l.name) FROM (
        SELECT DISTINCT ON (ct.category_id) ct.category_id, ct.name FROM category_translations ct
        WHERE ct.shop_id = ${shop} AND ct.category_id IN (SELECT k FROM category_counts)
        ORDER BY ct.category_id, ${translationOrder(sql`ct.name`, sql`ct.locale`, sql`${plan.locale}`, sql`${plan.defaultLocale}`)}
      ) l) AS category_names`;
  const counts = sql`manufacturer_counts AS (${manufacturerCounts}),
    category_counts AS (${categoryCounts})`;

  if (fromCells) {
    // Every figure from the cells, none from the rows: two statements, each planned for what it
    // reads. One statement of both cost more to plan than to run (bench/README.md, issue 18). The
    // figures' text depends only on which filters are set, so it is prepared once per connection
    // and soon runs a generic plan (the cells are a few hundred rows a shop, read by shop). With
    // filters the page is planned for each request: the size of its scope decides its best index,
    // which a generic plan cannot know (a scope without filters: below).
    const figures = (
      await executeNamedByText(
        db,
        'search-figures',
        sql`
      WITH ${fromCells.state}, ${fromCells.cells},
      stats AS (${fromCells.stats}),
      ${counts}
      SELECT ${figureColumns} FROM stats`,
      )
    ).rows[0] as unknown as SearchRow;
    if (figures.facets_fresh === false) return figures;
    // A category's or manufacturer's page without filters is a range of its own sort index
    // whatever its size (ADR 0097, 0098), so it is prepared too (a generic plan is the right one);
    // it needs no typo threshold either.
    const ownRange = plan.scope !== null && !plan.keyword && present(allGroups).length === 0;
    const hits = (
      ownRange
        ? await executeNamedByText(
            db,
            'search-scope-page',
            categoryRows
              ? sql`WITH ${page} SELECT ${hitsColumn}`
              : sql`WITH ${matched}, ${page} SELECT ${hitsColumn}`,
          )
        : await db.execute(sql`
      WITH ${settings}, ${matched}, ${page}
      SELECT ${hitsColumn} FROM settings`)
    ).rows[0] as Pick<SearchRow, 'hits' | 'hit_ids'>;
    return { ...figures, ...hits };
  }

  // Named by its text (one per combination of filters, sort and keyword kind): PostgreSQL keeps
  // the parse, and plans each execution afresh unless a generic plan costs no more than its custom
  // ones (its default plan_cache_mode). Measured (ADR 0098): 1,000 products 283 → 378 req/s, the
  // same as unnamed at 100,064 in every class of search.
  const result = await executeNamedByText(
    db,
    'search-all',
    sql`
    WITH ${settings},
    ${matched},
    ${page},
    ${cells ? sql`${cells.state}, ${cells.cells},` : sql``}
    stats AS (
      SELECT count(*) FILTER (WHERE ${cut(allGroups)})::int AS total,
        json_build_array(${ratingCount(4)}, ${ratingCount(3)}, ${ratingCount(2)}, ${ratingCount(1)}) AS ratings,
        ${
          cells
            ? sql`(${cells.bounds})`
            : sql`json_build_array(min(price_now) FILTER (WHERE ${cut(except('price'))}),
          max(price_now) FILTER (WHERE ${cut(except('price'))}))`
        } AS bounds
      FROM matched ${where(statsNeed)}),
    ${counts}
    SELECT ${figureColumns},
      ${hitsColumn}
    FROM stats, settings`,
  );
  return result.rows[0] as unknown as SearchRow;
}
