import { type Db, schema } from '@emporia/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { startIntervalWorker } from '../../platform/interval-worker';

const { analyticsEvents: events, analyticsSessions: sessions } = schema;

/** Rows deleted per statement, so a large backlog never holds a long lock on the beacon path. */
const purgeBatch = 5000;

/**
 * Deletes raw events, then visits, older than `keepDays` (across all shops); returns how many rows
 * went. The roll-ups are untouched: the dashboard's totals, series and funnel outlive the raw data.
 */
export async function purgeRawAnalytics(db: Db, keepDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - keepDays * 86_400_000);
  const gone = await db
    .delete(events)
    .where(
      sql`${events.id} IN (SELECT id FROM ${events} WHERE ${events.occurredAt} < ${cutoff} LIMIT ${purgeBatch})`,
    )
    .returning({ id: events.id });
  if (gone.length >= purgeBatch) return gone.length;
  const visits = await db
    .delete(sessions)
    .where(
      sql`${sessions.id} IN (SELECT id FROM ${sessions} WHERE ${sessions.lastSeenAt} < ${cutoff} LIMIT ${purgeBatch})`,
    )
    .returning({ id: sessions.id });
  return gone.length + visits.length;
}

/** Purges hourly, and again at once while a full batch went. */
export function startAnalyticsPurgeWorker(options: {
  db: Db;
  log: FastifyBaseLogger;
  keepDays: number;
  intervalMs: number;
}) {
  return startIntervalWorker({
    log: options.log,
    failure: 'analytics purge failed',
    pass: () => purgeRawAnalytics(options.db, options.keepDays),
    nextDelayMs: (n) => (n >= purgeBatch ? 1000 : options.intervalMs),
  });
}
