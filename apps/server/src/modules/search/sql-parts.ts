import { sql } from 'drizzle-orm';

// SQL pieces the search statement (queries.ts) and the facet cells (facet-cells.ts) share.

/** An id list as one int[] parameter. */
export const intList = (ids: readonly number[]) => sql`${intArrayText(ids)}::int[]`;

/** The same list as the text of a PostgreSQL array, for a prepared statement's `::int[]` value. */
export const intArrayText = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** Whether a sale price is what the shopper pays now. */
export const saleRuns = sql`(sp.sale_price_minor IS NOT NULL
  AND (sp.sale_starts_at IS NULL OR sp.sale_starts_at <= now())
  AND (sp.sale_ends_at IS NULL OR sp.sale_ends_at > now()))`;

/** The price a shopper pays now (a running sale), the same rule as the catalogue's listings. */
export const priceNow = sql`(CASE WHEN ${saleRuns} THEN LEAST(sp.sale_price_minor, sp.price_minor) ELSE sp.price_minor END)`;
