import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { shops } from './shops';

const shopId = () =>
  integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });

/**
 * One random salt per UTC day (Plausible's scheme): a visitor's hash is only comparable within
 * a day, and once yesterday's salt is deleted no one can link it back to an address.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/** A visit: events of one visitor hash with less than 30 minutes between them. */
export const analyticsSessions = pgTable(
  'analytics_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: shopId(),
    visitorHash: text('visitor_hash').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    pageviews: integer('pageviews').notNull().default(0),
    entryPath: text('entry_path').notNull().default(''),
    exitPath: text('exit_path').notNull().default(''),
    referrerHost: text('referrer_host').notNull().default(''),
    /** utm_campaign of the visit's first address (a campaign's link), else ''. */
    utmCampaign: text('utm_campaign').notNull().default(''),
    country: text('country').notNull().default(''),
    device: text('device').notNull().default(''),
    browser: text('browser').notNull().default(''),
    os: text('os').notNull().default(''),
    /** Funnel steps this visit reached, 1 once reached (the daily roll-up counts the first time). */
    viewedProduct: integer('viewed_product').notNull().default(0),
    addedToCart: integer('added_to_cart').notNull().default(0),
    reachedCheckout: integer('reached_checkout').notNull().default(0),
    purchased: integer('purchased').notNull().default(0),
  },
  (t) => [
    index('analytics_sessions_visitor_idx').on(t.shopId, t.visitorHash, t.lastSeenAt),
    index('analytics_sessions_started_idx').on(t.shopId, t.startedAt),
  ],
);

/**
 * Append-only raw events (page views and downloads); kept for the configured period. Partitioned
 * by month of `occurred_at` (migration 0033, modules/analytics/partitions.ts), hence the key that
 * includes it; drizzle sees the parent table only.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    shopId: shopId(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** pageview | download */
    kind: text('kind').notNull(),
    path: text('path').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull().default(''),
    referrer: text('referrer').notNull().default(''),
    customerId: integer('customer_id'),
    productSku: text('product_sku'),
    /** The beacon's product, cart and order as sent (SPEC §7 fields), for drill-downs. */
    product: jsonb('product'),
    cart: jsonb('cart'),
    order: jsonb('order'),
    country: text('country').notNull().default(''),
    device: text('device').notNull().default(''),
    browser: text('browser').notNull().default(''),
    os: text('os').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id, t.occurredAt] }),
    index('analytics_events_shop_time_idx').on(t.shopId, t.occurredAt),
  ],
);

/** The counts a roll-up keeps, added to on every event (store.ts). */
const rolledUpCounts = () => ({
  visitors: integer('visitors').notNull().default(0),
  visits: integer('visits').notNull().default(0),
  pageviews: integer('pageviews').notNull().default(0),
  bounces: integer('bounces').notNull().default(0),
  durationSeconds: integer('duration_seconds').notNull().default(0),
  downloads: integer('downloads').notNull().default(0),
  productViews: integer('product_views').notNull().default(0),
  carts: integer('carts').notNull().default(0),
  checkouts: integer('checkouts').notNull().default(0),
  purchases: integer('purchases').notNull().default(0),
});

/** Daily totals per shop, kept up to date on every event and kept forever. */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    shopId: shopId(),
    day: date('day', { mode: 'string' }).notNull(),
    ...rolledUpCounts(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day] })],
);

/**
 * Hourly totals per shop (UTC hours), kept like the daily ones: the "today" chart reads them, so
 * it works after the raw events of the hour are gone. `visitors` counts a visitor once per hour.
 */
export const analyticsHourly = pgTable(
  'analytics_hourly',
  {
    shopId: shopId(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    ...rolledUpCounts(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.hour] })],
);
