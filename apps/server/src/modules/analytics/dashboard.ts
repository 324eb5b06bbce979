import type { AnalyticsDashboard, AnalyticsRange } from '@emporia/contracts/analytics';
import type { RequestContext } from '../../platform/context';
import { toDecimal } from '../catalog/money';
import { shopCurrency } from '../store-settings/shop-currency';
import {
  dailySeries,
  dayTotals,
  eventBreakdown,
  hourlySeries,
  liveVisitors,
  productBreakdown,
  type Span,
  salesIn,
  visitBreakdown,
} from './dashboard-queries';
import { utcDay } from './visitor';

const dayMs = 24 * 60 * 60 * 1000;
const rangeDays: Record<AnalyticsRange, number> = { today: 1, '7d': 7, '30d': 30 };

/** The range ending today (UTC days, like the roll-ups) and the period of equal length before it. */
export function spansOf(range: AnalyticsRange, now: Date): { current: Span; previous: Span } {
  const days = rangeDays[range];
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const span = (from: number, to: number): Span => ({
    from: new Date(from),
    to: new Date(to),
    firstDay: utcDay(new Date(from)),
    lastDay: utcDay(new Date(to - 1)),
  });
  const from = startOfToday - (days - 1) * dayMs;
  return { current: span(from, startOfToday + dayMs), previous: span(from - days * dayMs, from) };
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

const salesOf = (s: { orders: number; revenue: number }) => ({
  revenue: toDecimal(s.revenue),
  orders: s.orders,
  average_order_value: s.orders > 0 ? toDecimal(Math.round(s.revenue / s.orders)) : 0,
});

/** Every panel of the analytics dashboard for one range, scoped to the request's shop. */
export async function analyticsDashboard(
  ctx: RequestContext,
  range: AnalyticsRange,
  now = new Date(),
): Promise<AnalyticsDashboard> {
  const { db, shop } = ctx;
  const { current, previous } = spansOf(range, now);
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
  const [entries, exits, campaigns, products] = await Promise.all([
    visitBreakdown(db, shop.id, current, 'entryPath'),
    visitBreakdown(db, shop.id, current, 'exitPath'),
    visitBreakdown(db, shop.id, current, 'utmCampaign'),
    productBreakdown(db, shop.id, current),
  ]);
  const funnelCounts = [totals.visits, totals.productViews, totals.carts, totals.checkouts, totals.purchases];
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
    series: range === 'today' ? await hours(ctx, current) : await days(ctx, current),
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
      visits: funnelCounts[i]!,
      rate: i === 0 ? (totals.visits > 0 ? 100 : 0) : percent(funnelCounts[i]!, funnelCounts[i - 1]!),
    })),
  };
}

async function hours(ctx: RequestContext, span: Span) {
  const rows = new Map((await hourlySeries(ctx.db, ctx.shop.id, span)).map((r) => [Number(r.hour), r]));
  return Array.from({ length: 24 }, (_, h) => ({
    label: `${String(h).padStart(2, '0')}:00`,
    visitors: rows.get(h)?.visitors ?? 0,
    pageviews: Number(rows.get(h)?.pageviews ?? 0),
  }));
}

async function days(ctx: RequestContext, span: Span) {
  const rows = new Map((await dailySeries(ctx.db, ctx.shop.id, span)).map((r) => [r.day, r]));
  const out = [];
  for (let at = span.from.getTime(); at < span.to.getTime(); at += dayMs) {
    const day = utcDay(new Date(at));
    out.push({
      label: day,
      visitors: rows.get(day)?.visitors ?? 0,
      pageviews: rows.get(day)?.pageviews ?? 0,
    });
  }
  return out;
}
