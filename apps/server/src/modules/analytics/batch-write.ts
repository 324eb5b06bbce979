import type { Db } from '@emporia/db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../kernel/sql-lists';
import type { AnalyticsEvent } from './event';

/** A visit ends after 30 minutes without an event (Plausible, Google Analytics). */
export const visitGapMs = 30 * 60 * 1000;

const counts = [
  'visitors',
  'visits',
  'pageviews',
  'bounces',
  'duration_seconds',
  'downloads',
  'product_views',
  'carts',
  'checkouts',
  'purchases',
] as const;
type Counts = Record<(typeof counts)[number], number>;
const noCounts = (): Counts => Object.fromEntries(counts.map((name) => [name, 0])) as Counts;

/** A visit as this batch sees it: loaded (with its id) or opened by the batch (id given later). */
interface Visit {
  id: number | null;
  shopId: number;
  visitorHash: string;
  startedAt: Date;
  lastSeenAt: Date;
  pageviews: number;
  entryPath: string;
  exitPath: string;
  referrerHost: string;
  utmCampaign: string;
  traits: AnalyticsEvent['traits'];
  viewedProduct: number;
  addedToCart: number;
  reachedCheckout: number;
  purchased: number;
  changed: boolean;
}

interface VisitRow {
  id: string | number;
  shop_id: number;
  visitor_hash: string;
  started_at: string | Date;
  last_seen_at: string | Date;
  pageviews: number;
  entry_path: string;
  exit_path: string;
  referrer_host: string;
  utm_campaign: string;
  country: string;
  device: string;
  browser: string;
  os: string;
  viewed_product: number;
  added_to_cart: number;
  reached_checkout: number;
  purchased: number;
}

const keyOf = (shopId: number, visitorHash: string) => `${shopId}\n${visitorHash}`;
const flag = (reached: boolean) => (reached ? 1 : 0);
const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

/** Each visitor's latest visit (open or not), locked so two writers of one visitor take turns. */
async function latestVisits(db: Db, batch: readonly AnalyticsEvent[]): Promise<Map<string, Visit>> {
  const keys = [...new Map(batch.map((e) => [keyOf(e.shopId, e.visitorHash), e])).values()].map((e) => ({
    shop_id: e.shopId,
    visitor_hash: e.visitorHash,
  }));
  const rows = await rowsOf<VisitRow>(
    db.execute(sql`
      SELECT * FROM analytics_sessions WHERE id IN (
        SELECT DISTINCT ON (s.shop_id, s.visitor_hash) s.id FROM analytics_sessions s
        JOIN json_to_recordset(${json(keys)}) AS k(shop_id int, visitor_hash text)
          ON k.shop_id = s.shop_id AND k.visitor_hash = s.visitor_hash
        ORDER BY s.shop_id, s.visitor_hash, s.last_seen_at DESC)
      ORDER BY id FOR UPDATE`),
  );
  return new Map(
    rows.map((row) => [
      keyOf(row.shop_id, row.visitor_hash),
      {
        id: Number(row.id),
        shopId: row.shop_id,
        visitorHash: row.visitor_hash,
        startedAt: new Date(row.started_at),
        lastSeenAt: new Date(row.last_seen_at),
        pageviews: row.pageviews,
        entryPath: row.entry_path,
        exitPath: row.exit_path,
        referrerHost: row.referrer_host,
        utmCampaign: row.utm_campaign,
        traits: { country: row.country, device: row.device, browser: row.browser, os: row.os },
        viewedProduct: row.viewed_product,
        addedToCart: row.added_to_cart,
        reachedCheckout: row.reached_checkout,
        purchased: row.purchased,
        changed: false,
      },
    ]),
  );
}

/**
 * Writes a batch of events as sets: the visitors' latest visits are read once, the events are
 * applied in order in memory (opening, extending and closing visits as one by one would), then
 * new visits, changed visits, events and the hourly and daily roll-up increments go in one
 * statement each, whatever the batch's size.
 */
export async function writeEventBatch(db: Db, batch: readonly AnalyticsEvent[]): Promise<void> {
  if (batch.length === 0) return;
  const latest = await latestVisits(db, batch);
  const opened: Visit[] = [];
  const placed: { event: AnalyticsEvent; visit: Visit }[] = [];
  const days = new Map<string, Counts & { shop_id: number; day: string }>();
  const hours = new Map<string, Counts & { shop_id: number; hour: string }>();

  for (const e of batch) {
    const key = keyOf(e.shopId, e.visitorHash);
    const before = latest.get(key);
    const hourStart = new Date(Math.floor(e.at.getTime() / 3_600_000) * 3_600_000);
    const isView = e.kind === 'pageview';
    const reached = {
      viewedProduct: flag(isView && (e.route === 'product' || e.product !== undefined)),
      addedToCart: flag(isView && (e.cart?.items.length ?? 0) > 0),
      reachedCheckout: flag(isView && (e.route === 'checkout' || e.route === 'checkout_success')),
      purchased: flag(isView && e.order !== undefined),
    };
    const add = noCounts();
    add.pageviews = flag(isView);
    add.downloads = flag(!isView);
    const seenThisHour = before !== undefined && before.lastSeenAt >= hourStart;
    let visit: Visit;
    if (!before || before.lastSeenAt.getTime() <= e.at.getTime() - visitGapMs) {
      // A new visit; a visitor of the day only if no visit of theirs was ever seen.
      add.visitors = flag(!before);
      add.visits = 1;
      add.bounces = flag(isView);
      add.product_views = reached.viewedProduct;
      add.carts = reached.addedToCart;
      add.checkouts = reached.reachedCheckout;
      add.purchases = reached.purchased;
      visit = {
        id: null,
        shopId: e.shopId,
        visitorHash: e.visitorHash,
        startedAt: e.at,
        lastSeenAt: e.at,
        pageviews: flag(isView),
        entryPath: isView ? e.path : '',
        exitPath: isView ? e.path : '',
        referrerHost: e.referrerHost,
        utmCampaign: e.utmCampaign,
        traits: e.traits,
        ...reached,
        changed: true,
      };
      opened.push(visit);
    } else {
      visit = before;
      // A second page view turns a bounce into an engaged visit.
      if (isView && visit.pageviews === 1) add.bounces = -1;
      if (isView && visit.pageviews === 0) add.bounces = 1;
      add.duration_seconds = Math.max(0, Math.round((e.at.getTime() - visit.lastSeenAt.getTime()) / 1000));
      add.product_views = flag(reached.viewedProduct === 1 && visit.viewedProduct === 0);
      add.carts = flag(reached.addedToCart === 1 && visit.addedToCart === 0);
      add.checkouts = flag(reached.reachedCheckout === 1 && visit.reachedCheckout === 0);
      add.purchases = flag(reached.purchased === 1 && visit.purchased === 0);
      visit.lastSeenAt = e.at > visit.lastSeenAt ? e.at : visit.lastSeenAt;
      visit.pageviews += flag(isView);
      visit.entryPath = visit.entryPath || (isView ? e.path : '');
      visit.exitPath = isView ? e.path : visit.exitPath;
      visit.viewedProduct = Math.max(visit.viewedProduct, reached.viewedProduct);
      visit.addedToCart = Math.max(visit.addedToCart, reached.addedToCart);
      visit.reachedCheckout = Math.max(visit.reachedCheckout, reached.reachedCheckout);
      visit.purchased = Math.max(visit.purchased, reached.purchased);
      visit.changed = true;
    }
    latest.set(key, visit);
    placed.push({ event: e, visit });
    addInto(days, `${e.shopId}|${e.at.toISOString().slice(0, 10)}`, add, {
      shop_id: e.shopId,
      day: e.at.toISOString().slice(0, 10),
    });
    // The hourly roll-up counts a visitor once per hour.
    addInto(
      hours,
      `${e.shopId}|${hourStart.toISOString()}`,
      { ...add, visitors: flag(!seenThisHour) },
      {
        shop_id: e.shopId,
        hour: hourStart.toISOString(),
      },
    );
  }

  await insertOpenedVisits(db, opened);
  await updateVisits(
    db,
    [...new Set(placed.map((p) => p.visit))].filter((v) => v.changed && !opened.includes(v)),
  );
  await insertEvents(db, placed);
  await addToRollUps(db, 'analytics_daily', 'day', 'date', [...days.values()]);
  await addToRollUps(db, 'analytics_hourly', 'hour', 'timestamptz', [...hours.values()]);
}

function addInto<K extends object>(into: Map<string, Counts & K>, key: string, add: Counts, keyColumns: K) {
  const row = into.get(key) ?? ({ ...noCounts(), ...keyColumns } as Counts & K);
  for (const name of counts) row[name] += add[name];
  into.set(key, row);
}

async function insertOpenedVisits(db: Db, opened: Visit[]): Promise<void> {
  if (opened.length === 0) return;
  // Ids first, so each event knows its visit without relying on the order RETURNING gives.
  const ids = await rowsOf<{ id: string }>(
    db.execute(
      sql`SELECT nextval(pg_get_serial_sequence('analytics_sessions', 'id'))::text AS id FROM generate_series(1, ${opened.length}::int)`,
    ),
  );
  opened.forEach((visit, i) => {
    visit.id = Number(ids[i]!.id);
  });
  const rows = opened.map((v) => ({
    id: v.id,
    shop_id: v.shopId,
    visitor_hash: v.visitorHash,
    started_at: v.startedAt.toISOString(),
    last_seen_at: v.lastSeenAt.toISOString(),
    pageviews: v.pageviews,
    entry_path: v.entryPath,
    exit_path: v.exitPath,
    referrer_host: v.referrerHost,
    utm_campaign: v.utmCampaign,
    ...v.traits,
    viewed_product: v.viewedProduct,
    added_to_cart: v.addedToCart,
    reached_checkout: v.reachedCheckout,
    purchased: v.purchased,
  }));
  await db.execute(sql`
    INSERT INTO analytics_sessions (id, shop_id, visitor_hash, started_at, last_seen_at, pageviews, entry_path,
      exit_path, referrer_host, utm_campaign, country, device, browser, os, viewed_product, added_to_cart,
      reached_checkout, purchased)
    SELECT id, shop_id, visitor_hash, started_at, last_seen_at, pageviews, entry_path, exit_path, referrer_host,
      utm_campaign, country, device, browser, os, viewed_product, added_to_cart, reached_checkout, purchased
    FROM json_to_recordset(${json(rows)}) AS v(id bigint, shop_id int, visitor_hash text, started_at timestamptz,
      last_seen_at timestamptz, pageviews int, entry_path text, exit_path text, referrer_host text,
      utm_campaign text, country text, device text, browser text, os text, viewed_product int,
      added_to_cart int, reached_checkout int, purchased int)`);
}

async function updateVisits(db: Db, changed: Visit[]): Promise<void> {
  if (changed.length === 0) return;
  const rows = changed.map((v) => ({
    shop_id: v.shopId,
    id: v.id,
    last_seen_at: v.lastSeenAt.toISOString(),
    pageviews: v.pageviews,
    entry_path: v.entryPath,
    exit_path: v.exitPath,
    viewed_product: v.viewedProduct,
    added_to_cart: v.addedToCart,
    reached_checkout: v.reachedCheckout,
    purchased: v.purchased,
  }));
  await db.execute(sql`
    UPDATE analytics_sessions s SET last_seen_at = v.last_seen_at, pageviews = v.pageviews,
      entry_path = v.entry_path, exit_path = v.exit_path, viewed_product = v.viewed_product,
      added_to_cart = v.added_to_cart, reached_checkout = v.reached_checkout, purchased = v.purchased
    FROM json_to_recordset(${json(rows)}) AS v(shop_id int, id bigint, last_seen_at timestamptz, pageviews int,
      entry_path text, exit_path text, viewed_product int, added_to_cart int, reached_checkout int, purchased int)
    WHERE s.shop_id = v.shop_id AND s.id = v.id`);
}

async function insertEvents(db: Db, placed: { event: AnalyticsEvent; visit: Visit }[]): Promise<void> {
  const rows = placed.map(({ event: e, visit }) => ({
    shop_id: e.shopId,
    session_id: visit.id,
    occurred_at: e.at.toISOString(),
    kind: e.kind,
    path: e.path,
    url: e.url,
    title: e.title,
    referrer: e.referrer,
    customer_id: e.customerId,
    product_sku: e.product?.sku ?? null,
    product: e.product ?? null,
    cart: e.cart ?? null,
    order: e.order ?? null,
    ...e.traits,
  }));
  await db.execute(sql`
    INSERT INTO analytics_events (shop_id, session_id, occurred_at, kind, path, url, title, referrer,
      customer_id, product_sku, product, cart, "order", country, device, browser, os)
    SELECT shop_id, session_id, occurred_at, kind, path, url, title, referrer, customer_id, product_sku,
      product, cart, "order", country, device, browser, os
    FROM json_to_recordset(${json(rows)}) AS v(shop_id int, session_id bigint, occurred_at timestamptz,
      kind text, path text, url text, title text, referrer text, customer_id int, product_sku text,
      product jsonb, cart jsonb, "order" jsonb, country text, device text, browser text, os text)`);
}

/** Adds the batch's increments to a roll-up in place: never recomputed. */
async function addToRollUps(
  db: Db,
  table: 'analytics_daily' | 'analytics_hourly',
  keyColumn: 'day' | 'hour',
  keyType: 'date' | 'timestamptz',
  rows: object[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = counts.join(', ');
  const types = counts.map((name) => `${name} int`).join(', ');
  const increments = counts.map((name) => `${name} = ${table}.${name} + excluded.${name}`).join(', ');
  await db.execute(sql`
    INSERT INTO ${sql.identifier(table)} (shop_id, ${sql.identifier(keyColumn)}, ${sql.raw(columns)})
    SELECT shop_id, ${sql.identifier(keyColumn)}, ${sql.raw(columns)}
    FROM json_to_recordset(${json(rows)}) AS v(shop_id int, ${sql.raw(`${keyColumn} ${keyType}`)}, ${sql.raw(types)})
    ON CONFLICT (shop_id, ${sql.identifier(keyColumn)}) DO UPDATE SET ${sql.raw(increments)}`);
}
