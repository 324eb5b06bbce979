import { z } from 'zod';
import { calendarDateSchema } from './primitives';
import { shopSummarySchema, subdomainSchema } from './shop';

/** SPEC §7: links to files with these extensions send a download beacon, then open in a new tab. */
export const downloadExtensions = [
  'pdf',
  'mp4',
  'mp3',
  'csv',
  'xls',
  'xlsx',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'webp',
  'svg',
] as const;

/** The beacon endpoint (same host as the shop) and its largest accepted body. */
export const beaconPath = '/api/v1/analytics/event';
export const maxBeaconBytes = 16 * 1024;

// Beacons come from any browser: bounded and shaped, never trusted further.
const label = (max: number) => z.string().max(max);
const address = z.string().max(2000).url();
const amount = z.number().finite().min(-1e9).max(1e9);
const count = z.number().int().min(0).max(100_000);

const productRefSchema = z.object({ sku: label(100), name: label(300), price: amount });
export const beaconProductSchema = productRefSchema.extend({
  categories: z.array(label(200)).max(50),
  children: z.array(productRefSchema).max(200),
});
const beaconLineSchema = productRefSchema.extend({ quantity: count });
export const beaconCartSchema = z.object({ items: z.array(beaconLineSchema).max(200), total: amount });
export const beaconOrderSchema = z.object({
  id: label(64),
  subtotal: amount,
  shipping: amount,
  tax: amount,
  total: amount,
  items: z.array(beaconLineSchema).max(200),
  discounts: z.array(z.object({ code: label(100), amount })).max(20),
});

const common = {
  /** SPEC §7: the subdomain without the platform suffix; must name the shop the host serves. */
  username: subdomainSchema,
  /** SPEC §6: a signed-in customer's (positive) id. */
  customer_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  url: address,
};

export const pageViewBeaconSchema = z.object({
  kind: z.literal('pageview'),
  ...common,
  title: label(300),
  referrer: z.union([z.literal(''), address]),
  /** The page's route name (SPEC §2), when it has one. */
  route: z.enum(['product', 'checkout', 'checkout_success', 'cart', 'other']).default('other'),
  product: beaconProductSchema.optional(),
  cart: beaconCartSchema.optional(),
  order: beaconOrderSchema.optional(),
});
export const downloadBeaconSchema = z.object({ kind: z.literal('download'), ...common });
export const beaconSchema = z.discriminatedUnion('kind', [pageViewBeaconSchema, downloadBeaconSchema]);
export type Beacon = z.infer<typeof beaconSchema>;
/** The tracker's one-time number for a beacon (`?n=`), outside the SPEC fields: a replay is refused. */
export const beaconQuerySchema = z.object({
  n: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'A one-time number of 16 to 64 letters and digits.')
    .optional(),
});
export type BeaconInput = z.input<typeof beaconSchema>;
export type PageViewBeacon = z.infer<typeof pageViewBeaconSchema>;

export const analyticsRanges = ['today', '7d', '30d', '90d', '12mo', 'custom'] as const;
export const analyticsRangeLabels: Record<AnalyticsRange, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '12mo': 'Last 12 months',
  custom: 'Custom',
};
/** The longest range the dashboard compares (a year and a day, for leap years). */
export const maxRangeDays = 366;
export type AnalyticsRange = (typeof analyticsRanges)[number];
/** A preset range ending today, or `custom` from one UTC day to another (both included). */
export const dashboardQuerySchema = z
  .object({
    range: z.enum(analyticsRanges, { error: 'Choose a date range from the list.' }).default('7d'),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.range !== 'custom') return;
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!query.from) return issue('from', 'Choose the first day of the range.');
    if (!query.to) return issue('to', 'Choose the last day of the range.');
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days < 1) issue('to', 'The last day must come on or after the first.');
    else if (days > maxRangeDays) issue('to', `Choose at most ${maxRangeDays} days.`);
  });
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

const totalsSchema = z.object({
  visitors: z.number().int(),
  visits: z.number().int(),
  pageviews: z.number().int(),
  /** Share of visits with one page view, 0–100. */
  bounce_rate: z.number(),
  views_per_visit: z.number(),
  /** Average seconds from a visit's first to last event. */
  visit_duration: z.number(),
  downloads: z.number().int(),
});
/**
 * Sales of the range (ADR 0110, the one definition, modules/orders/sales.ts): the orders placed in
 * it, cancelled ones left out; revenue is what their lines sold for after discounts, without tax
 * and shipping, in the shop's currency as integer minor units (refunds are not taken off).
 */
const salesSchema = z.object({
  revenue_minor: z.number().int(),
  orders: z.number().int(),
  /** Revenue per order, rounded to the minor unit. */
  average_order_value_minor: z.number().int(),
});
const breakdownSchema = z.array(
  z.object({ name: z.string(), visitors: z.number().int(), count: z.number().int() }),
);
export const funnelSteps = ['Sessions', 'Product views', 'Add to cart', 'Checkout', 'Purchase'] as const;

export const dashboardSchema = z.object({
  range: z.enum(analyticsRanges),
  from: z.string(),
  to: z.string(),
  totals: totalsSchema,
  previous: totalsSchema,
  sales: salesSchema,
  previous_sales: salesSchema,
  currency: shopSummarySchema.shape.currency,
  /** One point per hour (today) or day: label is the hour or the ISO date; orders and revenue as in `sales`. */
  series: z.array(
    z.object({
      label: z.string(),
      visitors: z.number().int(),
      pageviews: z.number().int(),
      orders: z.number().int(),
      revenue_minor: z.number().int(),
    }),
  ),
  /** Visitors seen in the last 5 minutes, whatever the range. */
  live_visitors: z.number().int(),
  top_pages: breakdownSchema,
  entry_pages: breakdownSchema,
  exit_pages: breakdownSchema,
  campaigns: breakdownSchema,
  /** Products by page views (count); visitors who viewed them. */
  top_products: breakdownSchema,
  referrers: breakdownSchema,
  countries: breakdownSchema,
  devices: breakdownSchema,
  browsers: breakdownSchema,
  downloads: breakdownSchema,
  /**
   * Visits reaching each step, but Purchase: the orders placed (`sales.orders`, the same set).
   * rate is the share of the step before (the first: of all), 0–100.
   */
  funnel: z.array(z.object({ step: z.enum(funnelSteps), count: z.number().int(), rate: z.number() })),
  /** Visits of the range that put something in the cart and did not buy; value of their last carts (as beaconed). */
  abandoned_carts: z.object({ visits: z.number().int(), rate: z.number(), value_minor: z.number().int() }),
  /**
   * The ten products with the most revenue, then views: page views and visits with it in the cart
   * (beacons), units sold and revenue (the range's orders, by the line's SKU, as in `sales`).
   */
  product_performance: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      views: z.number().int(),
      adds: z.number().int(),
      units: z.number().int(),
      revenue_minor: z.number().int(),
    }),
  ),
  /** The products sold beyond those ten: with them, product revenue adds up to `sales.revenue_minor`. */
  other_products: z.object({
    products: z.number().int(),
    units: z.number().int(),
    revenue_minor: z.number().int(),
  }),
});
export type AnalyticsDashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({ data: dashboardSchema });

const tally = z.number().int().min(0);
/**
 * What one server process did with the beacons it was sent since it started (ADR 0106), for the
 * platform operator: each process counts its own (WORKERS), like its per-visitor limit.
 */
export const beaconIntakeSchema = z.object({
  process_id: z.number().int(),
  since: z.string(),
  /** Beacons held in memory for the database (waiting or being written), the most at once, the cap. */
  buffer: z.object({ held: tally, peak: tally, max: tally }),
  written: tally,
  /** Beacons the database refused even alone. */
  failed: tally,
  /** Answered but not stored: the buffer was full, the visitor over its minute's limit, a replay. */
  dropped: z.object({ buffer_full: tally, rate_limited: tally, replayed: tally }),
  /** Visitors and one-time numbers remembered now, and the most of each that are. */
  remembered: z.object({ visitors: tally, once_numbers: tally, max: tally }),
});
export type BeaconIntakeReport = z.infer<typeof beaconIntakeSchema>;
export const beaconIntakeResponseSchema = z.object({ data: beaconIntakeSchema });
