import { type Db, schema } from '@emporia/db';
import { and, count, countDistinct, desc, eq, gte, isNotNull, lt, ne, sql, sum } from 'drizzle-orm';
import { rowsOf } from '../../kernel/sql-lists';
import { soldProducts } from '../orders';

const {
  analyticsSessions: sessions,
  analyticsEvents: events,
  analyticsDaily: daily,
  analyticsHourly: hourly,
} = schema;

/** A half-open time span [from, to) and the UTC days it touches. */
export interface Span {
  from: Date;
  to: Date;
  firstDay: string;
  lastDay: string;
}

export async function dayTotals(db: Db, shopId: number, span: Span) {
  const [row] = await db
    .select({
      visitors: sum(daily.visitors).mapWith(Number),
      visits: sum(daily.visits).mapWith(Number),
      pageviews: sum(daily.pageviews).mapWith(Number),
      bounces: sum(daily.bounces).mapWith(Number),
      durationSeconds: sum(daily.durationSeconds).mapWith(Number),
      downloads: sum(daily.downloads).mapWith(Number),
      productViews: sum(daily.productViews).mapWith(Number),
      carts: sum(daily.carts).mapWith(Number),
      checkouts: sum(daily.checkouts).mapWith(Number),
      purchases: sum(daily.purchases).mapWith(Number),
    })
    .from(daily)
    .where(
      and(eq(daily.shopId, shopId), gte(daily.day, span.firstDay), sql`${daily.day} <= ${span.lastDay}`),
    );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, v ?? 0])) as {
    [K in keyof NonNullable<typeof row>]: number;
  };
}

export const dailySeries = (db: Db, shopId: number, span: Span) =>
  db
    .select({ day: daily.day, visitors: daily.visitors, pageviews: daily.pageviews })
    .from(daily)
    .where(and(eq(daily.shopId, shopId), gte(daily.day, span.firstDay), sql`${daily.day} <= ${span.lastDay}`))
    .orderBy(daily.day);

/** Today by the hour, from the hourly roll-up. */
export function hourlySeries(db: Db, shopId: number, span: Span) {
  return db
    .select({
      hour: sql<number>`extract(hour from ${hourly.hour} at time zone 'UTC')::int`,
      visitors: hourly.visitors,
      pageviews: hourly.pageviews,
    })
    .from(hourly)
    .where(and(eq(hourly.shopId, shopId), gte(hourly.hour, span.from), lt(hourly.hour, span.to)));
}

const top = 10;

/** Page views or downloads by address, with the visitors behind them. */
export function eventBreakdown(db: Db, shopId: number, span: Span, kind: 'pageview' | 'download') {
  const name = kind === 'pageview' ? events.path : events.url;
  return db
    .select({ name, visitors: countDistinct(sessions.visitorHash), count: count() })
    .from(events)
    .innerJoin(sessions, and(eq(sessions.shopId, events.shopId), eq(sessions.id, events.sessionId)))
    .where(
      and(
        eq(events.shopId, shopId),
        eq(events.kind, kind),
        gte(events.occurredAt, span.from),
        lt(events.occurredAt, span.to),
      ),
    )
    .groupBy(name)
    .orderBy(desc(count()), name)
    .limit(top);
}

/** Products by their page views (the name the beacon carried, with its sku). */
export function productBreakdown(db: Db, shopId: number, span: Span) {
  const name = sql<string>`coalesce(${events.product}->>'name', '') || ' (' || ${events.productSku} || ')'`;
  return db
    .select({ name, visitors: countDistinct(sessions.visitorHash), count: count() })
    .from(events)
    .innerJoin(sessions, and(eq(sessions.shopId, events.shopId), eq(sessions.id, events.sessionId)))
    .where(
      and(
        eq(events.shopId, shopId),
        eq(events.kind, 'pageview'),
        isNotNull(events.productSku),
        gte(events.occurredAt, span.from),
        lt(events.occurredAt, span.to),
      ),
    )
    .groupBy(name)
    .orderBy(desc(count()), name)
    .limit(top);
}

/** Visitors with an event in the last five minutes. */
export async function liveVisitors(db: Db, shopId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ visitors: countDistinct(sessions.visitorHash) })
    .from(sessions)
    .where(and(eq(sessions.shopId, shopId), gte(sessions.lastSeenAt, new Date(now.getTime() - 5 * 60_000))));
  return row?.visitors ?? 0;
}

/** Visits by where they came from or what they came with. */
export function visitBreakdown(
  db: Db,
  shopId: number,
  span: Span,
  by: 'referrerHost' | 'country' | 'device' | 'browser' | 'entryPath' | 'exitPath' | 'utmCampaign',
) {
  const name = sessions[by];
  return db
    .select({ name, visitors: countDistinct(sessions.visitorHash), count: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.shopId, shopId),
        gte(sessions.startedAt, span.from),
        lt(sessions.startedAt, span.to),
        // '' is a panel row only where it means something ('Direct / none', 'Unknown'): a visit of
        // downloads alone has no entry page, most visits have no campaign.
        by === 'referrerHost' || by === 'country' ? undefined : ne(name, ''),
      ),
    )
    .groupBy(name)
    .orderBy(desc(count()), name)
    .limit(top);
}

/**
 * Visits started in the span that had something in the cart and did not buy, and the value of
 * each one's last cart (a decimal amount, as the beacons carry it; summed exactly in SQL).
 */
export async function abandonedCarts(db: Db, shopId: number, span: Span) {
  const [row] = await rowsOf<{ visits: number; value: string | null }>(
    db.execute(sql`
      SELECT count(*)::int AS visits, round(coalesce(sum(last_cart.total), 0), 2)::text AS value
      FROM ${sessions} s
      LEFT JOIN LATERAL (
        SELECT (e.cart->>'total')::numeric AS total FROM ${events} e
        WHERE e.shop_id = s.shop_id AND e.session_id = s.id AND e.shop_id = ${shopId} AND e.cart IS NOT NULL
        ORDER BY e.occurred_at DESC LIMIT 1
      ) last_cart ON true
      WHERE s.shop_id = ${shopId} AND s.started_at >= ${span.from} AND s.started_at < ${span.to}
        AND s.added_to_cart = 1 AND s.purchased = 0`),
  );
  return { visits: row?.visits ?? 0, value: Number(row?.value ?? 0) };
}

/**
 * Each product's page views and visits that had it in the cart (beacons), with its units and
 * revenue from the span's orders (the one definition of sales, orders/sales.ts), joined by SKU:
 * the ten with the most revenue, then views; each row carries how many products sold in all and
 * their units, so the rest can be summed up.
 */
export function productPerformance(db: Db, shopId: number, span: Span) {
  const inSpan = sql`e.shop_id = ${shopId} AND e.occurred_at >= ${span.from} AND e.occurred_at < ${span.to}`;
  return rowsOf<{
    sku: string;
    name: string;
    views: number;
    adds: number;
    units: number;
    revenue: string | number;
    sold_products: number;
    sold_units: number;
  }>(
    db.execute(sql`
      WITH viewed AS (
        SELECT e.product_sku AS sku, max(e.product->>'name') AS name, count(*)::int AS views
        FROM ${events} e WHERE ${inSpan} AND e.kind = 'pageview' AND e.product_sku IS NOT NULL
        GROUP BY 1
      ), added AS (
        SELECT item->>'sku' AS sku, max(item->>'name') AS name, count(DISTINCT e.session_id)::int AS adds
        FROM ${events} e, jsonb_array_elements(e.cart->'items') item
        WHERE ${inSpan} AND e.cart IS NOT NULL
        GROUP BY 1
      ), sold AS (${soldProducts(shopId, span)})
      SELECT coalesce(viewed.sku, added.sku, sold.sku) AS sku,
        coalesce(sold.name, viewed.name, added.name, '') AS name,
        coalesce(viewed.views, 0) AS views, coalesce(added.adds, 0) AS adds,
        coalesce(sold.units, 0) AS units, coalesce(sold.revenue, 0)::bigint AS revenue,
        (SELECT count(*)::int FROM sold) AS sold_products,
        (SELECT coalesce(sum(units), 0)::int FROM sold) AS sold_units
      FROM viewed FULL JOIN added USING (sku) FULL JOIN sold USING (sku)
      ORDER BY coalesce(sold.revenue, 0) DESC, views DESC, adds DESC, sku
      LIMIT ${top}`),
  );
}
