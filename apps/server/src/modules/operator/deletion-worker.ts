import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@emporia/db';
import type { FastifyBaseLogger } from 'fastify';
import { type IntervalWorker, startIntervalWorker } from '../../kernel/interval-worker';
import { announceInvalidation, noticeHere } from '../../kernel/invalidation-bus';
import { dataDir, picturesDirOf } from '../backup';
import { forgetStaleSignups } from '../signup';
import { eraseDueShops } from './lifecycle';

/** A shop's files on local disk: pictures, file manager, kept backups. */
export async function eraseShopFiles(shopId: number): Promise<void> {
  await rm(picturesDirOf(shopId), { recursive: true, force: true });
  await rm(path.resolve(dataDir(), 'backups', String(shopId)), { recursive: true, force: true });
}

/** The scheduled job erasing shops past their deletion date (ADR 0076) and stale sign-ups (ADR 0075). */
export function startShopDeletionWorker(options: {
  db: Db;
  log: FastifyBaseLogger;
  intervalMs: number;
  now?: () => Date;
}): IntervalWorker {
  return startIntervalWorker({
    log: options.log,
    failure: 'shop deletion pass failed',
    exclusive: { db: options.db, job: 'shop-deletion' },
    pass: async () => {
      const now = options.now?.() ?? new Date();
      const erased = await eraseDueShops(options.db, now, eraseShopFiles);
      if (erased.length) {
        options.log.info({ erased }, 'erased shops past their deletion date');
        // Every process forgets the erased shops' hosts now, not when its kept shops run out (ADR 0136).
        noticeHere('shops', 0);
        await announceInvalidation(options.db, 'shops').catch((err) =>
          options.log.warn({ err }, 'erased shops not announced'),
        );
      }
      // The same daily-ish housekeeping: sign-ups whose link ran out long ago.
      await forgetStaleSignups(options.db, now);
      return erased.length;
    },
    nextDelayMs: () => options.intervalMs,
  });
}
