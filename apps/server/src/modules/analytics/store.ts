import type { PageViewBeacon } from '@emporia/contracts/analytics';
import { type Db, schema } from '@emporia/db';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { ClientTraits } from './visitor';

const {
  analyticsSessions: sessions,
  analyticsEvents: events,
  analyticsDaily: daily,
  analyticsHourly: hourly,
} = schema;

/** A visit ends after 30 minutes without an event (Plausible, Google Analytics). */
export const visitGapMs = 30 * 60 * 1000;

/** One accepted beacon, ready to store: no address, only the day's visitor hash. */
export interface AnalyticsEvent {
  shopId: number;
  visitorHash: string;
  at: Date;
  kind: 'pageview' | 'download';
  path: string;
  url: string;
  title: string;
  referrer: string;
  /** The referrer's host when it is another site: the visit's source. */
  referrerHost: string;
  utmCampaign: string;
  customerId: number | null;
  route: PageViewBeacon['route'];
  product?: PageViewBeacon['product'];
  cart?: PageViewBeacon['cart'];
  order?: PageViewBeacon['order'];
  traits: ClientTraits;
}

/**
 * Where events go. PostgreSQL here; a column store (ClickHouse) can implement the same
 * interface for big platforms (ADR analytics-storage). Reads live in dashboard-queries.ts.
 */
export interface AnalyticsStore {
  record(event: AnalyticsEvent): Promise<void>;
}

const flag = (reached: boolean) => (reached ? 1 : 0);

/**
 * Appends each event, opens or extends its visit, and adds to the hour's and day's roll-ups.
 * Beacons arriving while a write runs are written together in the next transaction (group
 * commit): one commit for many beacons under load, no added wait when traffic is light, and a
 * beacon is answered only once it is stored.
 */
export function postgresAnalyticsStore(db: Db): AnalyticsStore {
  let store = stores.get(db);
  if (!store) {
    store = groupCommit((batch) =>
      db.transaction(async (tx) => {
        for (const event of batch) await recordIn(tx as unknown as Db, event);
      }),
    );
    stores.set(db, store);
  }
  return store;
}

const stores = new WeakMap<Db, AnalyticsStore>();

/** Most events one transaction takes, so a burst never holds the visits' locks for long. */
const maxBatch = 200;

interface Waiting {
  event: AnalyticsEvent;
  resolve(): void;
  reject(error: unknown): void;
}

export function groupCommit(write: (batch: AnalyticsEvent[]) => Promise<void>): AnalyticsStore {
  let queue: Waiting[] = [];
  let running: Promise<void> | undefined;
  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      try {
        await write(batch.map((waiting) => waiting.event));
        for (const waiting of batch) waiting.resolve();
      } catch {
        // One event the database refuses must not lose the others: write them one by one.
        for (const waiting of batch) {
          await write([waiting.event]).then(waiting.resolve, waiting.reject);
        }
      }
    }
  };
  const kick = () => {
    if (running) return;
    running = drain().finally(() => {
      running = undefined;
      // Events queued while the last write was finishing.
      if (queue.length > 0) kick();
    });
  };
  return {
    record: (event) =>
      new Promise<void>((resolve, reject) => {
        queue.push({ event, resolve, reject });
        kick();
      }),
  };
}

async function recordIn(db: Db, e: AnalyticsEvent): Promise<void> {
  const [visit] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.shopId, e.shopId),
        eq(sessions.visitorHash, e.visitorHash),
        gt(sessions.lastSeenAt, new Date(e.at.getTime() - visitGapMs)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .limit(1)
    .for('update');
  const isView = e.kind === 'pageview';
  const reached = {
    viewedProduct: flag(isView && (e.route === 'product' || e.product !== undefined)),
    addedToCart: flag(isView && (e.cart?.items.length ?? 0) > 0),
    reachedCheckout: flag(isView && (e.route === 'checkout' || e.route === 'checkout_success')),
    purchased: flag(isView && e.order !== undefined),
  };
  let sessionId: number;
  const add = {
    visitors: 0,
    visits: 0,
    pageviews: flag(isView),
    bounces: 0,
    durationSeconds: 0,
    downloads: flag(!isView),
    productViews: reached.viewedProduct,
    carts: reached.addedToCart,
    checkouts: reached.reachedCheckout,
    purchases: reached.purchased,
  };
  const hourStart = new Date(Math.floor(e.at.getTime() / 3_600_000) * 3_600_000);
  // The hourly roll-up counts a visitor once per hour: seen this hour already, or not.
  let seenThisHour = visit !== undefined && visit.lastSeenAt >= hourStart;
  if (!visit) {
    const [earlier] = await db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(and(eq(sessions.shopId, e.shopId), eq(sessions.visitorHash, e.visitorHash)))
      .orderBy(desc(sessions.lastSeenAt))
      .limit(1);
    add.visitors = flag(!earlier);
    seenThisHour = earlier !== undefined && earlier.lastSeenAt >= hourStart;
    add.visits = 1;
    add.bounces = flag(isView);
    const [created] = await db
      .insert(sessions)
      .values({
        shopId: e.shopId,
        visitorHash: e.visitorHash,
        startedAt: e.at,
        lastSeenAt: e.at,
        pageviews: flag(isView),
        entryPath: isView ? e.path : '',
        exitPath: isView ? e.path : '',
        referrerHost: e.referrerHost,
        utmCampaign: e.utmCampaign,
        ...e.traits,
        ...reached,
      })
      .returning({ id: sessions.id });
    sessionId = created!.id;
  } else {
    sessionId = visit.id;
    // A second page view turns a bounce into an engaged visit.
    if (isView && visit.pageviews === 1) add.bounces = -1;
    if (isView && visit.pageviews === 0) add.bounces = 1;
    add.durationSeconds = Math.max(0, Math.round((e.at.getTime() - visit.lastSeenAt.getTime()) / 1000));
    add.productViews = flag(reached.viewedProduct === 1 && visit.viewedProduct === 0);
    add.carts = flag(reached.addedToCart === 1 && visit.addedToCart === 0);
    add.checkouts = flag(reached.reachedCheckout === 1 && visit.reachedCheckout === 0);
    add.purchases = flag(reached.purchased === 1 && visit.purchased === 0);
    await db
      .update(sessions)
      .set({
        lastSeenAt: e.at,
        pageviews: sql`${sessions.pageviews} + ${flag(isView)}`,
        entryPath: visit.entryPath || (isView ? e.path : ''),
        exitPath: isView ? e.path : visit.exitPath,
        viewedProduct: Math.max(visit.viewedProduct, reached.viewedProduct),
        addedToCart: Math.max(visit.addedToCart, reached.addedToCart),
        reachedCheckout: Math.max(visit.reachedCheckout, reached.reachedCheckout),
        purchased: Math.max(visit.purchased, reached.purchased),
      })
      .where(eq(sessions.id, visit.id));
  }
  await db.insert(events).values({
    shopId: e.shopId,
    sessionId,
    occurredAt: e.at,
    kind: e.kind,
    path: e.path,
    url: e.url,
    title: e.title,
    referrer: e.referrer,
    customerId: e.customerId,
    productSku: e.product?.sku ?? null,
    product: e.product ?? null,
    cart: e.cart ?? null,
    order: e.order ?? null,
    ...e.traits,
  });
  await addTo(db, daily, { shopId: e.shopId, day: e.at.toISOString().slice(0, 10) }, add);
  await addTo(db, hourly, { shopId: e.shopId, hour: hourStart }, { ...add, visitors: flag(!seenThisHour) });
}

type Counts = Omit<typeof daily.$inferInsert, 'shopId' | 'day'>;
type RollUp = typeof daily | typeof hourly;

/** Adds to a roll-up's row in place (insert, or add to what is there): never recomputed. */
async function addTo<T extends RollUp>(
  db: Db,
  table: T,
  key: T extends typeof daily ? { shopId: number; day: string } : { shopId: number; hour: Date },
  add: Required<Counts>,
): Promise<void> {
  const increments = Object.fromEntries(
    Object.keys(add).map((name) => {
      const column = table[name as keyof Counts];
      return [name, sql`${column} + excluded.${sql.identifier(column.name)}`];
    }),
  );
  const target = 'day' in key ? [daily.shopId, daily.day] : [hourly.shopId, hourly.hour];
  await db
    .insert(table as typeof daily)
    .values({ ...key, ...add } as typeof daily.$inferInsert)
    .onConflictDoUpdate({ target, set: increments });
}
