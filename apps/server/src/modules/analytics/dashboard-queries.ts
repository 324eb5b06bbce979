import { type Db, schema } from '@emporia/db';
import { and, count, countDistinct, desc, eq, gte, isNotNull, lt, ne, sql, sum } from 'drizzle-orm';
import { canceledStatusId } from '../orders/returns-service';

const {
  analyticsSessions: sessions,
  analyticsEvents: events,
  analyticsDaily: daily,
  analyticsHourly: hourly,
  orders,
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
    .innerJoin(sessions, eq(sessions.id, events.sessionId))
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
    .innerJoin(sessions, eq(sessions.id, events.sessionId))
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

/** Orders placed in the span, cancelled ones left out (as the admin dashboard's sales cards); minor units. */
export async function salesIn(db: Db, shopId: number, span: Span) {
  const [row] = await db
    .select({
      orders: count(),
      revenue: sql<number>`coalesce(sum(${orders.totalMinor}), 0)::bigint`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shopId),
        ne(orders.statusId, canceledStatusId),
        gte(orders.createdAt, span.from),
        lt(orders.createdAt, span.to),
      ),
    );
  return { orders: row?.orders ?? 0, revenue: Number(row?.revenue ?? 0) };
}
