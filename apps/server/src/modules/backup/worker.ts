import { type Db, schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
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
 * if its newest daily archive is a day old, and loses the daily ones past its kept days.
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

/** One pass; resolves with the backups made. A failing shop is logged and the others go on. */
export async function backUpDueShops(options: {
  db: Db;
  log: FastifyBaseLogger;
  now?: number;
}): Promise<number> {
  const { shopSettings, shops } = schema;
  const now = options.now ?? Date.now();
  const rows = await options.db
    .select({ shop: shops })
    .from(shopSettings)
    .innerJoin(shops, eq(shops.id, shopSettings.shopId))
    .where(and(eq(shopSettings.key, 'backup_daily'), eq(shopSettings.value, '1')));
  let made = 0;
  for (const { shop: row } of rows) {
    const shop = toShop(row);
    if (shop.status !== 'active') continue;
    const ctx: RequestContext = { shop, actor: { kind: 'platform' }, db: options.db };
    try {
      const schedule = await readScheduleWithSecret(ctx);
      const last = listBackups(shop.id).find((b) => b.kind === 'daily');
      if (!last || now - Date.parse(last.created_at) >= dueAfterMs) {
        const made_ = await createBackup(ctx, 'daily', new Date(now));
        made += 1;
        if (schedule.s3_endpoint) await copyToBucket(bucketOf(schedule), shop.id, made_.name);
      }
      pruneDailyBackups(shop.id, schedule.keep_days, now);
      if (schedule.s3_endpoint) await pruneBucket(bucketOf(schedule), shop.id, schedule.keep_days, now);
    } catch (err) {
      options.log.error({ err, shopId: shop.id }, 'the daily backup of a shop failed');
    }
  }
  return made;
}
