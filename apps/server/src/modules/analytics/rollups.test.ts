import { schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { rowsOf } from '../../kernel/sql-lists';
import { dropExpiredEventPartitions, ensureEventPartitions } from './partitions';
import { purgeRawAnalytics } from './retention';
import { type AnalyticsEvent, postgresAnalyticsStore } from './store';

// The store behind the beacon endpoint: hourly and daily roll-ups kept as events arrive, beacons
// written together under load without losing one, and raw events expiring while roll-ups stay.
let t: TestApp;
let shopId: number;
beforeAll(async () => {
  // The app's own purge keeps 10 years here: these tests write events of past years.
  t = await createTestApp({ ANALYTICS_RAW_DAYS: '3650' });
  const [shop] = await t.database.db
    .select()
    .from(schema.shops)
    .where(eq(schema.shops.subdomain, 'outdoors'));
  shopId = shop!.id;
});
afterAll(() => t.close());

const traits = { device: 'desktop', browser: 'Firefox', os: 'Linux', country: 'DE' };
const event = (visitorHash: string, at: string, extra: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  shopId,
  visitorHash,
  at: new Date(at),
  kind: 'pageview',
  path: '/',
  url: 'http://outdoors.localhost/',
  title: 'Home',
  referrer: '',
  referrerHost: '',
  utmCampaign: '',
  customerId: null,
  route: 'other',
  traits,
  ...extra,
});
const hourRow = async (hour: string) =>
  (
    await t.database.db
      .select()
      .from(schema.analyticsHourly)
      .where(and(eq(schema.analyticsHourly.shopId, shopId), eq(schema.analyticsHourly.hour, new Date(hour))))
  )[0];
const dayRow = async (day: string) =>
  (
    await t.database.db
      .select()
      .from(schema.analyticsDaily)
      .where(and(eq(schema.analyticsDaily.shopId, shopId), eq(schema.analyticsDaily.day, day)))
  )[0];

describe('analytics roll-ups and storage', () => {
  it('keeps hourly totals that count a visitor once per hour, and daily totals once per day', async () => {
    const store = postgresAnalyticsStore(t.database.db);
    await store.record(event('v-a', '2026-03-02T10:10:00Z'));
    await store.record(event('v-a', '2026-03-02T10:35:00Z', { path: '/tents' }));
    await store.record(event('v-b', '2026-03-02T10:40:00Z'));
    // Same visit, next hour: a visitor again for that hour, not for the day.
    await store.record(event('v-a', '2026-03-02T11:02:00Z', { kind: 'download', path: '/guide.pdf' }));

    expect(await hourRow('2026-03-02T10:00:00Z')).toMatchObject({ visitors: 2, visits: 2, pageviews: 3 });
    expect(await hourRow('2026-03-02T11:00:00Z')).toMatchObject({
      visitors: 1,
      visits: 0,
      pageviews: 0,
      downloads: 1,
    });
    expect(await dayRow('2026-03-02')).toMatchObject({ visitors: 2, visits: 2, pageviews: 3, downloads: 1 });
  });

  it('writes a burst of beacons together without losing one, and one refused event loses only itself', async () => {
    const store = postgresAnalyticsStore(t.database.db);
    const burst = Array.from({ length: 120 }, (_, i) => event(`burst-${i % 30}`, '2026-03-03T09:15:00Z'));
    const refused = event('ghost', '2026-03-03T09:15:00Z', { shopId: 2_000_000_000 });
    const outcomes = await Promise.allSettled([...burst, refused].map((e) => store.record(e)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(120);
    expect(outcomes.at(-1)?.status).toBe('rejected');
    expect(await dayRow('2026-03-03')).toMatchObject({ visitors: 30, visits: 30, pageviews: 120 });
    const stored = await t.database.db
      .select({ id: schema.analyticsEvents.id })
      .from(schema.analyticsEvents)
      .where(eq(schema.analyticsEvents.shopId, shopId));
    expect(stored.length).toBeGreaterThanOrEqual(124);
  });

  it('expires raw events and visits past the kept period, and keeps every roll-up', async () => {
    const store = postgresAnalyticsStore(t.database.db);
    await store.record(event('recent', '2026-05-30T12:00:00Z'));
    const now = new Date('2026-06-01T00:00:00Z');
    let purged = 0;
    for (
      let pass = await purgeRawAnalytics(t.database.db, 30, now);
      pass > 0;
      pass = await purgeRawAnalytics(t.database.db, 30, now)
    )
      purged += pass;
    expect(purged).toBeGreaterThan(0);
    const left = await t.database.db
      .select({ at: schema.analyticsEvents.occurredAt })
      .from(schema.analyticsEvents)
      .where(eq(schema.analyticsEvents.shopId, shopId));
    expect(left.map((row) => row.at.toISOString())).toEqual(['2026-05-30T12:00:00.000Z']);
    const visits = await t.database.db
      .select({ hash: schema.analyticsSessions.visitorHash })
      .from(schema.analyticsSessions)
      .where(eq(schema.analyticsSessions.shopId, shopId));
    expect(visits.map((v) => v.hash)).toEqual(['recent']);
    expect(await dayRow('2026-03-02')).toMatchObject({ visitors: 2, pageviews: 3 });
    expect(await hourRow('2026-03-02T10:00:00Z')).toMatchObject({ visitors: 2, pageviews: 3 });
  });

  it('writes events into monthly partitions made ahead of time, a stray one into the default, and drops old months whole', async () => {
    const store = postgresAnalyticsStore(t.database.db);
    const partitionOf = async (hash: string) =>
      (
        await rowsOf<{ part: string }>(
          t.database.db.execute(
            sql`SELECT tableoid::regclass::text AS part FROM analytics_events WHERE shop_id = ${shopId} AND path = ${hash}`,
          ),
        )
      ).map((row) => row.part);
    await store.record(event('stray', '2020-01-05T10:00:00Z', { path: '/stray' }));
    expect(await partitionOf('/stray')).toEqual(['analytics_events_default']);

    expect(await ensureEventPartitions(t.database.db, new Date('2031-06-10T00:00:00Z'))).toEqual([
      'analytics_events_2031_06',
      'analytics_events_2031_07',
      'analytics_events_2031_08',
    ]);
    await store.record(event('future', '2031-06-11T09:00:00Z', { path: '/future' }));
    expect(await partitionOf('/future')).toEqual(['analytics_events_2031_06']);
    // A month whose rows already sit in the default is left alone rather than refused.
    expect(await ensureEventPartitions(t.database.db, new Date('2020-01-10T00:00:00Z'))).toEqual([
      'analytics_events_2020_02',
      'analytics_events_2020_03',
    ]);

    const dropped = await dropExpiredEventPartitions(t.database.db, new Date('2031-08-01T00:00:00Z'));
    expect(dropped).toContain('analytics_events_2031_06');
    expect(dropped).toContain('analytics_events_2031_07');
    expect(dropped).not.toContain('analytics_events_2031_08');
    expect(await partitionOf('/future')).toEqual([]);
    // The default partition is never dropped; its old rows go by the row-wise purge.
    expect(await partitionOf('/stray')).toEqual(['analytics_events_default']);
  });

  it('keeps each shop the days of history its plan includes', async () => {
    const store = postgresAnalyticsStore(t.database.db);
    const [demo] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, 'demo'));
    const now = new Date('2026-10-01T00:00:00Z');
    // Forty days old: past the trial's 30 days, within the Basic plan's 90.
    const fortyDaysAgo = new Date(now.getTime() - 40 * 86_400_000).toISOString();
    await store.record(event('plan-a', fortyDaysAgo, { shopId: demo!.id, path: '/plan-check' }));
    await store.record(event('plan-b', fortyDaysAgo, { path: '/plan-check' }));
    const kept = async () =>
      (
        await t.database.db
          .select({ shopId: schema.analyticsEvents.shopId })
          .from(schema.analyticsEvents)
          .where(eq(schema.analyticsEvents.path, '/plan-check'))
      ).map((row) => row.shopId);
    await t.database.db
      .update(schema.shopSubscriptions)
      .set({ plan: 'basic' })
      .where(eq(schema.shopSubscriptions.shopId, demo!.id));
    await purgeRawAnalytics(t.database.db, 3650, now);
    expect((await kept()).sort()).toEqual([demo!.id, shopId].sort());
    await t.database.db
      .update(schema.shopSubscriptions)
      .set({ plan: 'trial' })
      .where(eq(schema.shopSubscriptions.shopId, demo!.id));
    await purgeRawAnalytics(t.database.db, 3650, now);
    // The trial keeps 30 days; the other shop's Enterprise plan keeps them all.
    expect(await kept()).toEqual([shopId]);
  });
});
