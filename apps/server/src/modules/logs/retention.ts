import { defaultRetentionDays, type LogSettings } from '@emporia/contracts/logs';
import { type Db, schema } from '@emporia/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../kernel/context';
import { startIntervalWorker } from '../../kernel/interval-worker';
import { configTypes, readConfigEntries, writeConfigEntries } from '../settings';
import { recordChange } from './audit-trail';

export const retentionKey = 'log_retention_days';

export async function readLogSettings(ctx: RequestContext): Promise<LogSettings> {
  const entries = await readConfigEntries(ctx, retentionKey);
  const days = Number(entries[retentionKey]);
  return { retention_days: Number.isInteger(days) && days > 0 ? days : defaultRetentionDays };
}

export async function saveLogSettings(ctx: RequestContext, settings: LogSettings): Promise<LogSettings> {
  const before = await readLogSettings(ctx);
  await writeConfigEntries(ctx, configTypes.general, { [retentionKey]: String(settings.retention_days) });
  const after = await readLogSettings(ctx);
  await recordChange(ctx, { entity: 'setting', id: retentionKey, before, after });
  return after;
}

/** Rows deleted per statement, so a large backlog never holds a long lock. */
const purgeBatch = 5000;

/** Deletes, across all shops, entries older than each shop's retention period; returns how many. */
export async function purgeExpiredEntries(db: Db): Promise<number> {
  const a = schema.auditEntries;
  const s = schema.shopSettings;
  const rows = await db
    .delete(a)
    .where(
      sql`${a.id} IN (
        SELECT e.id FROM ${a} e
        WHERE e.created_at < now() - make_interval(days => COALESCE(
          (SELECT CASE WHEN ${s.value} ~ '^[0-9]{1,4}$' THEN ${s.value}::int END FROM ${s}
            WHERE ${s.shopId} = e.shop_id AND ${s.key} = ${retentionKey}),
          ${defaultRetentionDays}))
        LIMIT ${purgeBatch})`,
    )
    .returning({ id: a.id });
  return rows.length;
}

/** Purges hourly (soon again while a full batch went): the log keeps no more than the shop chose. */
export function startLogPurgeWorker(options: { db: Db; log: FastifyBaseLogger; intervalMs: number }) {
  return startIntervalWorker({
    log: options.log,
    failure: 'activity log purge failed',
    exclusive: { db: options.db, job: 'activity-log-purge' },
    pass: () => purgeExpiredEntries(options.db),
    nextDelayMs: (n) => (n >= purgeBatch ? 1000 : options.intervalMs),
  });
}
