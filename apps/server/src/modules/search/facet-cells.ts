import { type SQL, sql } from 'drizzle-orm';
import type { SearchPlan } from './search-plan';
import { intList, saleRuns } from './sql-parts';

// Searches without a keyword count from the shop's precomputed facet cells (ADR 0091).

/**
 * Whether the facet cells can serve this search: they know no keyword matches; a scope (a
 * category or manufacturer page) is one more condition on them. With a price filter they give
 * the price bounds (which ignore that filter) and the rows in the price range, found through
 * the price indexes, give the rest.
 */
export const cellsServe = (plan: Pick<SearchPlan, 'keyword'>) => plan.keyword === '';

/**
 * The shop's rows whose current price lies in the range, through the two price indexes: a
 * running sale's price, or the list price of the rest. The two branches split the rows
 * exactly, so nothing is counted twice.
 */
export function inPriceRange(
  columns: SQL,
  shop: number,
  price: { minMinor: number; maxMinor: number },
  inScope: SQL,
): SQL {
  return sql`SELECT ${columns} FROM search_products sp WHERE sp.shop_id = ${shop}${inScope}
      AND sp.price_minor BETWEEN ${price.minMinor} AND ${price.maxMinor} AND NOT ${saleRuns}
    UNION ALL
    SELECT ${columns} FROM search_products sp WHERE sp.shop_id = ${shop}${inScope} AND sp.sale_price_minor IS NOT NULL
      AND LEAST(sp.sale_price_minor, sp.price_minor) BETWEEN ${price.minMinor} AND ${price.maxMinor} AND ${saleRuns}`;
}

/**
 * The counts, totals and bounds of a search or listing without keyword, read from the facet
 * cells (a few hundred rows a shop) instead of every product row. The same figures as the row
 * statement: each cell is a group of rows alike in everything the conditions ask but price.
 */
export function cellFigures(plan: SearchPlan) {
  const shop = plan.shopId;
  const conditions = {
    category: plan.categoryIds.length ? sql`category_ids && ${intList(plan.categoryIds)}` : null,
    manufacturer: plan.manufacturerIds.length
      ? sql`manufacturer_id = ANY(${intList(plan.manufacturerIds)})`
      : null,
    rating: plan.minRating ? sql`stars >= ${plan.minRating}` : null,
  };
  type CellGroup = keyof typeof conditions;
  const all: CellGroup[] = ['category', 'manufacturer', 'rating'];
  const when = (groups: CellGroup[], extra?: SQL) => {
    const parts = [
      ...groups.map((g) => conditions[g]).filter((c): c is SQL => c !== null),
      ...(extra ? [extra] : []),
    ];
    return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
  };
  const summed = (groups: CellGroup[], extra?: SQL) =>
    sql`coalesce(sum(products) FILTER (WHERE ${when(groups, extra)}), 0)::int`;
  const stars = (n: number) => sql`stars >= ${sql.raw(String(n))}`;
  const scope = !plan.scope
    ? sql``
    : plan.scope.kind === 'category'
      ? sql` AND category_ids && ${intList([plan.scope.id])}`
      : sql` AND manufacturer_id = ${plan.scope.id}`;
  // Options are those present in the cells (the scope's rows), each counting those that pass the
  // other groups' filters, 0 when none does: what the row statement gives over gathered rows.
  return {
    cells: sql`cells AS MATERIALIZED (SELECT * FROM search_facet_cells
      WHERE shop_id = ${shop}${scope} AND (SELECT fresh FROM facet_state))`,
    state: sql`facet_state AS MATERIALIZED (SELECT coalesce((SELECT fresh AND (valid_until IS NULL OR valid_until > now())
      FROM search_facet_state WHERE shop_id = ${shop}), false) AS fresh)`,
    stats: sql`SELECT ${summed(all)} AS total,
        json_build_array(${summed(['category', 'manufacturer'], stars(4))}, ${summed(['category', 'manufacturer'], stars(3))},
          ${summed(['category', 'manufacturer'], stars(2))}, ${summed(['category', 'manufacturer'], stars(1))}) AS ratings,
        json_build_array(min(min_price) FILTER (WHERE ${when(all)}), max(max_price) FILTER (WHERE ${when(all)})) AS bounds
      FROM cells`,
    bounds: sql`SELECT json_build_array(min(min_price), max(max_price)) FROM cells WHERE ${when(all)}`,
    byManufacturer: sql`SELECT manufacturer_id AS k, ${summed(['category', 'rating'])} AS n FROM cells
      WHERE manufacturer_id IS NOT NULL GROUP BY manufacturer_id`,
    byCategory: sql`SELECT k, sum(n)::int AS n FROM (SELECT unnest(category_ids) AS k, n FROM (
        SELECT category_ids, ${summed(['manufacturer', 'rating'])} AS n FROM cells GROUP BY category_ids) g) u
      GROUP BY k`,
  };
}
