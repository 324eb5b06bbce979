import type { AnalyticsDashboard, AnalyticsRange, DashboardQuery } from '@emporia/contracts/analytics';
import type { RequestContext } from '../../kernel/context';
import { toMinor } from '../../kernel/money';
import { type Sales, salesBy, salesIn } from '../orders';
import { shopCurrency } from '../store-settings';
import {
  abandonedCarts,
  dailySeries,
  dayTotals,
  eventBreakdown,
  hourlySeries,
  liveVisitors,
  productBreakdown,
  productPerformance,
  type Span,
  visitBreakdown,
} from './dashboard-queries';
import { utcDay } from './visitor';

const dayMs = 24 * 60 * 60 * 1000;
const rangeDays: Record<Exclude<AnalyticsRange, 'custom'>, number> = {
  today: 1,
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '12mo': 365,
};

/**
 * The range (UTC days, like the roll-ups) and the period of equal length before it: a preset
 * ends today, a custom range runs from its first to its last day.
 */
export function spansOf(query: DashboardQuery, now: Date): { current: Span; previous: Span } {
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const custom = query.range === 'custom' && query.from && query.to;
  const lastDayStart = custom ? Date.parse(`${query.to}T00:00:00Z`) : startOfToday;
  const days = custom
    ? (lastDayStart - Date.parse(`${query.from}T00:00:00Z`)) / dayMs + 1
    : rangeDays[query.range as Exclude<AnalyticsRange, 'custom'>];
  const span = (from: number, to: number): Span => ({
    from: new Date(from),
    to: new Date(to),
    firstDay: utcDay(new Date(from)),
    lastDay: utcDay(new Date(to - 1)),
  });
  const from = lastDayStart - (days - 1) * dayMs;
  return { current: span(from, lastDayStart + dayMs), previous: span(from - days * dayMs, from) };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number) => (whole > 0 ? round1((part / whole) * 100) : 0);

function totalsOf(t: Awaited<ReturnType<typeof dayTotals>>) {
  return {
    visitors: t.visitors,
    visits: t.visits,
    pageviews: t.pageviews,
    bounce_rate: percent(t.bounces, t.visits),
    views_per_visit: t.visits > 0 ? round1(t.pageviews / t.visits) : 0,
    visit_duration: t.visits > 0 ? Math.round(t.durationSeconds / t.visits) : 0,
    downloads: t.downloads,
  };
}

const salesOf = (s: Sales) => ({
  revenue_minor: s.revenueMinor,
  orders: s.orders,
  average_order_value_minor: s.orders > 0 ? Math.round(s.revenueMinor / s.orders) : 0,
});

/** Every panel of the analytics dashboard for one range, scoped to the request's shop. */
export async function analyticsDashboard(
  ctx: RequestContext,
  query: DashboardQuery,
  now = new Date(),
): Promise<AnalyticsDashboard> {
  const { db, shop } = ctx;
  const { range } = query;
  const { current, previous } = spansOf(query, now);
  const [
    totals,
    before,
    sales,
    salesBefore,
    pages,
    referrers,
    countries,
    devices,
    browsers,
    downloads,
    live,
  ] = await Promise.all([
    dayTotals(db, shop.id, current),
    dayTotals(db, shop.id, previous),
    salesIn(db, shop.id, current),
    salesIn(db, shop.id, previous),
    eventBreakdown(db, shop.id, current, 'pageview'),
    visitBreakdown(db, shop.id, current, 'referrerHost'),
    visitBreakdown(db, shop.id, current, 'country'),
    visitBreakdown(db, shop.id, current, 'device'),
    visitBreakdown(db, shop.id, current, 'browser'),
    eventBreakdown(db, shop.id, current, 'download'),
    liveVisitors(db, shop.id, now),
  ]);
  const [entries, exits, campaigns, products, abandoned, performance] = await Promise.all([
    visitBreakdown(db, shop.id, current, 'entryPath'),
    visitBreakdown(db, shop.id, current, 'exitPath'),
    visitBreakdown(db, shop.id, current, 'utmCampaign'),
    productBreakdown(db, shop.id, current),
    abandonedCarts(db, shop.id, current),
    productPerformance(db, shop.id, current),
  ]);
  // The last step counts the orders placed, as Orders and Revenue do (ADR 0110), not beacons seen.
  const soldRows = performance.map((row) => ({
    sku: row.sku,
    name: row.name,
    views: row.views,
    adds: row.adds,
    units: Number(row.units),
    revenue_minor: Number(row.revenue),
  }));
  const funnelCounts = [totals.visits, totals.productViews, totals.carts, totals.checkouts, sales.orders];
  const steps = ['Sessions', 'Product views', 'Add to cart', 'Checkout', 'Purchase'] as const;
  return {
    range,
    from: current.firstDay,
    to: current.lastDay,
    totals: totalsOf(totals),
    previous: totalsOf(before),
    sales: salesOf(sales),
    previous_sales: salesOf(salesBefore),
    currency: await shopCurrency(ctx),
    // One day (today, or a custom range of one day) by the hour; longer ranges by the day.
    series: current.firstDay === current.lastDay ? await hours(ctx, current) : await days(ctx, current),
    live_visitors: live,
    top_pages: pages,
    entry_pages: entries,
    exit_pages: exits,
    campaigns,
    top_products: products,
    referrers: referrers.map((r) => ({ ...r, name: r.name || 'Direct / none' })),
    countries: countries.map((c) => ({ ...c, name: c.name || 'Unknown' })),
    devices,
    browsers,
    downloads,
    funnel: steps.map((step, i) => ({
      step,
      count: funnelCounts[i]!,
      rate: i === 0 ? (totals.visits > 0 ? 100 : 0) : percent(funnelCounts[i]!, funnelCounts[i - 1]!),
    })),
    abandoned_carts: {
      visits: abandoned.visits,
      rate: percent(abandoned.visits, totals.carts),
      value_minor: toMinor(abandoned.value),
    },
    product_performance: soldRows,
    other_products: otherProducts(sales, soldRows, performance[0]),
  };
}

/** The products sold beyond the ten shown: the total less what the ten have. */
function otherProducts(
  sales: Sales,
  shown: { units: number; revenue_minor: number }[],
  all: { sold_products: number; sold_units: number } | undefined,
) {
  const sum = (pick: (row: (typeof shown)[number]) => number) => shown.reduce((n, row) => n + pick(row), 0);
  return {
    products: (all?.sold_products ?? 0) - shown.filter((row) => row.units > 0).length,
    units: (all?.sold_units ?? 0) - sum((row) => row.units),
    revenue_minor: sales.revenueMinor - sum((row) => row.revenue_minor),
  };
}

const salesPoint = (sales: Sales | undefined) => ({
  orders: sales?.orders ?? 0,
  revenue_minor: sales?.revenueMinor ?? 0,
});

async function hours(ctx: RequestContext, span: Span) {
  const [traffic, sales] = await Promise.all([
    hourlySeries(ctx.db, ctx.shop.id, span),
    salesBy(ctx.db, ctx.shop.id, span, 'hour'),
  ]);
  const rows = new Map(traffic.map((r) => [Number(r.hour), r]));
  return Array.from({ length: 24 }, (_, h) => ({
    label: `${String(h).padStart(2, '0')}:00`,
    visitors: rows.get(h)?.visitors ?? 0,
    pageviews: Number(rows.get(h)?.pageviews ?? 0),
    ...salesPoint(sales.get(String(h))),
  }));
}

async function days(ctx: RequestContext, span: Span) {
  const [traffic, sales] = await Promise.all([
    dailySeries(ctx.db, ctx.shop.id, span),
    salesBy(ctx.db, ctx.shop.id, span, 'day'),
  ]);
  const rows = new Map(traffic.map((r) => [r.day, r]));
  const out = [];
  for (let at = span.from.getTime(); at < span.to.getTime(); at += dayMs) {
    const day = utcDay(new Date(at));
    out.push({
      label: day,
      visitors: rows.get(day)?.visitors ?? 0,
      pageviews: rows.get(day)?.pageviews ?? 0,
      ...salesPoint(sales.get(day)),
    });
  }
  return out;
}
