import { plans } from '@emporia/contracts/subscription';
import { type Db, schema } from '@emporia/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { startIntervalWorker } from '../../kernel/interval-worker';
import { dropExpiredEventPartitions, ensureEventPartitions } from './partitions';

const { analyticsEvents: events, analyticsSessions: sessions, shopSubscriptions: subscriptions } = schema;

/** Rows deleted per statement, so a large backlog never holds a long lock on the beacon path. */
const purgeBatch = 5000;

/**
 * Deletes raw events older than their shop's plan keeps them (at most `keepDays`), then visits
 * older than `keepDays` (across all shops); returns how many rows went. The roll-ups are untouched: the dashboard's totals, series and funnel outlive the raw data.
 */
export async function purgeRawAnalytics(db: Db, keepDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - keepDays * 86_400_000);
  // Whole months past the period go at once; the rest row by row below.
  await dropExpiredEventPartitions(db, cutoff);
  // A shop keeps its plan's days of history, at most the platform's; one without a subscription
  // (made before plans existed) keeps the platform's.
  const planDays = sql.join(
    Object.values(plans).map(
      (plan) =>
        sql`WHEN ${plan.id}::text THEN ${Math.min(keepDays, plan.limits.analytics_retention_days ?? keepDays)}::int`,
    ),
    sql` `,
  );
  const daysOfShop = sql`(SELECT CASE sub.plan ${planDays} ELSE ${keepDays}::int END
    FROM ${subscriptions} sub WHERE sub.shop_id = e.shop_id)`;
  const gone = await db
    .delete(events)
    .where(
      sql`(${events.shopId}, ${events.id}) IN (SELECT e.shop_id, e.id FROM ${events} e
        WHERE e.occurred_at < ${now}::timestamptz - make_interval(days => COALESCE(${daysOfShop}, ${keepDays}::int))
        LIMIT ${purgeBatch})`,
    )
    .returning({ id: events.id });
  if (gone.length >= purgeBatch) return gone.length;
  const visits = await db
    .delete(sessions)
    .where(
      sql`(${sessions.shopId}, ${sessions.id}) IN (SELECT shop_id, id FROM ${sessions} WHERE ${sessions.lastSeenAt} < ${cutoff} LIMIT ${purgeBatch})`,
    )
    .returning({ id: sessions.id });
  return gone.length + visits.length;
}

/** Keeps the coming months' partitions made; purges hourly, and again at once while a full batch went. */
export function startAnalyticsPurgeWorker(options: {
  db: Db;
  log: FastifyBaseLogger;
  keepDays: number;
  intervalMs: number;
}) {
  return startIntervalWorker({
    log: options.log,
    failure: 'analytics purge failed',
    // Partition upkeep (CREATE/DROP TABLE) from two processes at once would collide.
    exclusive: { db: options.db, job: 'analytics-purge' },
    pass: async () => {
      await ensureEventPartitions(options.db);
      return purgeRawAnalytics(options.db, options.keepDays);
    },
    nextDelayMs: (n) => (n >= purgeBatch ? 1000 : options.intervalMs),
  });
}
