import type { Db } from '@emporia/db';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../kernel/sql-lists';
import { canceledStatusId } from './returns-service';

/**
 * The one definition of the shop's sales (ADR 0110), read by the analytics dashboard (totals,
 * per day or hour, per product, the funnel's Purchase step) and the admin dashboard's cards:
 * - an order counts when it was placed in the period (`created_at`, UTC) and is not cancelled,
 *   whoever placed it (shopper or staff);
 * - revenue is what its lines sold for after their discounts (`total_minor - discount_minor`):
 *   no tax, no shipping (nor a free-shipping coupon, which only waives shipping), gift cards used
 *   as payment change nothing; refunds and returns are not taken off;
 * - in the shop's currency (orders are placed in it), integer minor units;
 * - orders imported from another platform are history, not sales: out unless the merchant asked
 *   when importing (`orders.in_sales`, issue 35).
 * A product's revenue is the sum of its lines (by the SKU on the line), so the products add up
 * to the total.
 */

/** A time span [from, to). */
export interface SalesSpan {
  from: Date;
  to: Date;
}

/** The orders that count, as `o`. */
export const countedOrder = (shopId: number, span: SalesSpan): SQL =>
  sql`o.shop_id = ${shopId} AND o.in_sales AND o.status_id <> ${canceledStatusId} AND o.created_at >= ${span.from} AND o.created_at < ${span.to}`;

/** What an order line (`i`) sold for, in minor units. */
export const lineRevenue = sql`(i.total_minor - i.discount_minor)`;

/** The counted orders' lines, as `i` joined to `o`. */
const countedLines = (shopId: number, span: SalesSpan) =>
  sql`order_items i JOIN orders o ON o.shop_id = i.shop_id AND o.id = i.order_id WHERE ${countedOrder(shopId, span)}`;

export interface Sales {
  orders: number;
  revenueMinor: number;
}

export async function salesIn(db: Db, shopId: number, span: SalesSpan): Promise<Sales> {
  const [row] = await rowsOf<{ orders: number; revenue: string | number }>(
    db.execute(sql`
      SELECT (SELECT count(*)::int FROM orders o WHERE ${countedOrder(shopId, span)}) AS orders,
        (SELECT coalesce(sum(${lineRevenue}), 0)::bigint FROM ${countedLines(shopId, span)}) AS revenue`),
  );
  return { orders: Number(row?.orders ?? 0), revenueMinor: Number(row?.revenue ?? 0) };
}

/** Sales per UTC day ('2026-03-01') or per hour of the day ('0'–'23'), only those with an order. */
export async function salesBy(
  db: Db,
  shopId: number,
  span: SalesSpan,
  bucket: 'day' | 'hour',
): Promise<Map<string, Sales>> {
  const key =
    bucket === 'day'
      ? sql`to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`
      : sql`extract(hour from o.created_at AT TIME ZONE 'UTC')::int::text`;
  const rows = await rowsOf<{ bucket: string; orders: number; revenue: string | number }>(
    db.execute(sql`
      SELECT ${key} AS bucket, count(*)::int AS orders, coalesce(sum(r.revenue), 0)::bigint AS revenue
      FROM orders o
      CROSS JOIN LATERAL (
        SELECT sum(${lineRevenue}) AS revenue FROM order_items i
        WHERE i.shop_id = o.shop_id AND i.order_id = o.id
      ) r
      WHERE ${countedOrder(shopId, span)}
      GROUP BY 1`),
  );
  return new Map(rows.map((r) => [r.bucket, { orders: Number(r.orders), revenueMinor: Number(r.revenue) }]));
}

/**
 * Every product sold in the span, by the SKU on its lines, as a query to build on: sku, name (as
 * last sold), units and revenue (minor units).
 */
export const soldProducts = (shopId: number, span: SalesSpan): SQL => sql`
  SELECT i.sku, (array_agg(i.name ORDER BY o.created_at DESC, i.id DESC))[1] AS name,
    sum(i.quantity)::int AS units, sum(${lineRevenue})::bigint AS revenue
  FROM ${countedLines(shopId, span)}
  GROUP BY i.sku`;
