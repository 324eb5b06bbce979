import { type Db, schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../kernel/context';
import { type IntervalWorker, startIntervalWorker } from '../../kernel/interval-worker';
import { toShop } from '../../kernel/tenancy/shop';
import { bucketOf, copyToBucket, pruneBucket } from './bucket';
import { createBackup, pruneDailyBackups, readScheduleWithSecret } from './service';
import { listBackups } from './store';

/** A day less a little: an hourly pass that ran late yesterday still backs up today. */
const dueAfterMs = 23 * 3_600_000;

/**
 * Daily backups: every hour (and at start-up) each active shop with daily backups on gets one
 * if its last daily archive is a day old, and then loses the daily ones past its kept days.
 */
export function startBackupWorker(options: {
  db: Db;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): IntervalWorker {
  return startIntervalWorker({
    log: options.log,
    failure: 'daily backups failed',
    exclusive: { db: options.db, job: 'daily-backups' },
    pass: () => backUpDueShops(options),
    nextDelayMs: () => options.intervalMs ?? 3_600_000,
  });
}

/** When the shop's last daily archive was made (ms since the epoch), so a pass need not list files. */
const lastDailyKey = 'backup_last_daily_at';

/**
 * The active shops with daily backups on whose last daily archive is a day old or not yet
 * recorded: one statement, so an hourly pass over thousands of shops with nothing due costs one
 * query (issue 37), not a settings read and a directory listing per shop.
 */
export async function shopsDueForDailyBackup(db: Db, now: number) {
  const { shopSettings, shops } = schema;
  const last = alias(shopSettings, 'last_daily');
  const rows = await db
    .select({ shop: shops, lastAt: last.value })
    .from(shopSettings)
    .innerJoin(shops, eq(shops.id, shopSettings.shopId))
    .leftJoin(last, and(eq(last.shopId, shopSettings.shopId), eq(last.key, lastDailyKey)))
    .where(
      and(
        eq(shopSettings.key, 'backup_daily'),
        eq(shopSettings.value, '1'),
        eq(shops.status, 'active'),
        sql`CASE WHEN ${last.value} ~ '^[0-9]{1,15}$' THEN ${last.value}::bigint ELSE 0 END <= ${now - dueAfterMs}`,
      ),
    );
  return rows.map((row) => ({ shop: toShop(row.shop), recorded: row.lastAt !== null }));
}

async function recordLastDaily(ctx: RequestContext, at: number) {
  await ctx.db
    .insert(schema.shopSettings)
    .values({ shopId: ctx.shop.id, key: lastDailyKey, value: String(at) })
    .onConflictDoUpdate({
      target: [schema.shopSettings.shopId, schema.shopSettings.key],
      set: { value: String(at) },
    });
}

/** One pass; resolves with the backups made. A failing shop is logged and the others go on. */
export async function backUpDueShops(options: {
  db: Db;
  log: FastifyBaseLogger;
  now?: number;
}): Promise<number> {
  const now = options.now ?? Date.now();
  let made = 0;
  for (const { shop, recorded } of await shopsDueForDailyBackup(options.db, now)) {
    const ctx: RequestContext = { shop, actor: { kind: 'platform' }, db: options.db };
    try {
      const schedule = await readScheduleWithSecret(ctx);
      // A shop backed up before the time was recorded: its newest daily archive tells.
      const archived = recorded ? undefined : listBackups(shop.id).find((b) => b.kind === 'daily');
      if (archived && now - Date.parse(archived.created_at) < dueAfterMs) {
        await recordLastDaily(ctx, Date.parse(archived.created_at));
        continue;
      }
      const made_ = await createBackup(ctx, 'daily', new Date(now));
      await recordLastDaily(ctx, now);
      made += 1;
      if (schedule.s3_endpoint) await copyToBucket(bucketOf(schedule), shop.id, made_.name);
      // Daily archives only grow when one is made, so that is when the ones past their days go.
      pruneDailyBackups(shop.id, schedule.keep_days, now);
      if (schedule.s3_endpoint) await pruneBucket(bucketOf(schedule), shop.id, schedule.keep_days, now);
    } catch (err) {
      options.log.error({ err, shopId: shop.id }, 'the daily backup of a shop failed');
    }
  }
  return made;
}
