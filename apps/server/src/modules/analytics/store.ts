import type { PageViewBeacon } from '@emporia/contracts/analytics';
import { type Db, schema } from '@emporia/db';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { ClientTraits } from './visitor';

const { analyticsSessions: sessions, analyticsEvents: events, analyticsDaily: daily } = schema;

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

/** Appends the event, opens or extends its visit, and adds to the day's roll-up, in one transaction. */
export function postgresAnalyticsStore(db: Db): AnalyticsStore {
  return {
    record: (event) => db.transaction(async (tx) => recordIn(tx as unknown as Db, event)),
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
  if (!visit) {
    const [earlier] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.shopId, e.shopId), eq(sessions.visitorHash, e.visitorHash)))
      .limit(1);
    add.visitors = flag(!earlier);
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
  await addToDay(db, e.shopId, e.at.toISOString().slice(0, 10), add);
}

type DayCounts = Omit<typeof daily.$inferInsert, 'shopId' | 'day'>;

async function addToDay(db: Db, shopId: number, day: string, add: Required<DayCounts>): Promise<void> {
  const increments = Object.fromEntries(
    Object.keys(add).map((key) => {
      const column = daily[key as keyof typeof add];
      return [key, sql`${column} + excluded.${sql.identifier(column.name)}`];
    }),
  );
  await db
    .insert(daily)
    .values({ shopId, day, ...add })
    .onConflictDoUpdate({ target: [daily.shopId, daily.day], set: increments });
}
