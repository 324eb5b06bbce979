import { schema } from '@emporia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { fakeS3Credentials, startFakeS3 } from '../../../test/fakes/s3';
import { allowOutbound } from '../../../test/outbound';
import type { RequestContext } from '../../kernel/context';
import { runExclusively } from '../../kernel/job-lock';
import { readScheduleWithSecret, saveSchedule } from './service';
import { backupSettingsSummary, timeAgo } from './settings-summary';
import { listBackups } from './store';
import { backUpDueShops, shopsDueForDailyBackup } from './worker';

const noBucket = {
  s3_endpoint: '',
  s3_bucket: '',
  s3_region: '',
  s3_access_key_id: '',
  s3_secret_access_key: '',
};
let t: TestApp;
let ctx: RequestContext;
const log = { error: () => {}, info: () => {} } as never;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedInAdmin(t, 'demo', ['settings']);
  const shop = await t.resolver.resolve('demo.localhost');
  ctx = {
    shop: shop!,
    actor: { kind: 'admin', adminId: admin.admin.id, sessionId: 1, permissions: 'all' },
    db: t.database.db,
  };
});
afterAll(() => t.close());

/**
 * Runs `body` holding the daily-backups job lock, as the app's own hourly worker would: its
 * start-up pass (on PostgreSQL, a connection and a lock away) must not back up the shop at the
 * same moment as the test's own passes. The worker skips a pass it cannot lock.
 */
async function asTheBackupJob(body: () => Promise<void>): Promise<void> {
  for (;;) {
    let ran = false;
    await runExclusively(t.database.db, 'daily-backups', async () => {
      ran = true;
      await body();
      return 0;
    });
    if (ran) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('daily backups', () => {
  it('back up the shops that switched them on once a day, and drop the ones past their days', () =>
    asTheBackupJob(async () => {
      expect(await backupSettingsSummary(ctx)).toBe('No backups yet, daily backups off');
      expect(await backUpDueShops({ db: t.database.db, log })).toBe(0);
      await saveSchedule(ctx, { ...noBucket, daily: true, keep_days: 2 });
      const day = 86_400_000;
      const start = Date.now();
      expect(await backUpDueShops({ db: t.database.db, log, now: start })).toBe(1);
      // Later the same day: nothing new.
      expect(await backUpDueShops({ db: t.database.db, log, now: start + 3_600_000 })).toBe(0);
      expect(listBackups(ctx.shop.id).filter((b) => b.kind === 'daily')).toHaveLength(1);
      expect(await backupSettingsSummary(ctx, start + 2 * 3_600_000)).toBe(
        'Last backup 2 hours ago, daily, kept 2 days',
      );
      // Three days on, the first daily backup is past its two days and goes; a new one is made.
      expect(await backUpDueShops({ db: t.database.db, log, now: start + 3 * day })).toBe(1);
      const daily = listBackups(ctx.shop.id).filter((b) => b.kind === 'daily');
      expect(daily).toHaveLength(1);
    }));

  it('are copied to an S3-compatible bucket and dropped there past their days', async () => {
    const s3 = await startFakeS3('shop-backups');
    // The bucket is a local fake: the operator's allow-list names it.
    const restoreOutbound = allowOutbound(new URL(s3.url).host);
    try {
      const saved = await saveSchedule(ctx, {
        daily: true,
        keep_days: 1,
        s3_endpoint: s3.url,
        s3_bucket: 'shop-backups',
        s3_region: 'us-east-1',
        s3_access_key_id: fakeS3Credentials.accessKeyId,
        s3_secret_access_key: fakeS3Credentials.secretAccessKey,
      });
      expect(saved).toMatchObject({ s3_secret_access_key: '', s3_secret_set: true });
      const start = Date.now() + 10 * 86_400_000;
      expect(await backUpDueShops({ db: t.database.db, log, now: start })).toBe(1);
      const keys = [...s3.objects.keys()];
      expect(keys).toEqual([
        expect.stringMatching(new RegExp(`^emporia-backups/${ctx.shop.id}/backup-.*-daily-.*\\.tar\\.gz$`)),
      ]);
      expect(s3.objects.get(keys[0]!)!.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      // Saved again without typing the key: the saved one stays and still signs.
      await saveSchedule(ctx, { ...(await readScheduleWithSecret(ctx)), s3_secret_access_key: '' });
      expect(await backUpDueShops({ db: t.database.db, log, now: start + 2 * 86_400_000 })).toBe(1);
      expect(s3.objects.size).toBe(1);
      expect([...s3.objects.keys()][0]).not.toBe(keys[0]);
      // A wrong key is refused by the bucket: logged, and the shop's own copy is still made.
      await saveSchedule(ctx, { ...(await readScheduleWithSecret(ctx)), s3_secret_access_key: 'wrong' });
      expect(await backUpDueShops({ db: t.database.db, log, now: start + 4 * 86_400_000 })).toBe(1);
      expect(s3.objects.size).toBe(1);
    } finally {
      restoreOutbound();
      await s3.close();
    }
  });

  it('are looked for in one question over all shops, which names only the shops due', async () => {
    const db = t.database.db;
    const now = Date.now();
    const shopIds: Record<string, number> = {};
    const settings = {
      'never-backed-up': { backup_daily: '1' },
      'backed-up-an-hour-ago': { backup_daily: '1', backup_last_daily_at: String(now - 3_600_000) },
      'backed-up-yesterday': { backup_daily: '1', backup_last_daily_at: String(now - 86_400_000) },
      'daily-off': { backup_daily: '0' },
      'garbled-time': { backup_daily: '1', backup_last_daily_at: 'soon' },
    };
    for (const [subdomain, entries] of Object.entries(settings)) {
      const [shop] = await db
        .insert(schema.shops)
        .values({ subdomain, name: subdomain, currencyCode: 'USD' })
        .returning({ id: schema.shops.id });
      shopIds[subdomain] = shop!.id;
      await db
        .insert(schema.shopSettings)
        .values(Object.entries(entries).map(([key, value]) => ({ shopId: shop!.id, key, value })));
    }
    const ours = new Set(Object.values(shopIds));
    const due = (await shopsDueForDailyBackup(db, now)).filter((d) => ours.has(d.shop.id));
    expect(due.map((d) => d.shop.subdomain).sort()).toEqual([
      'backed-up-yesterday',
      'garbled-time',
      'never-backed-up',
    ]);
    expect(due.find((d) => d.shop.subdomain === 'never-backed-up')?.recorded).toBe(false);
  });

  it('say how long ago in words', () => {
    expect(timeAgo(0, 30_000)).toBe('just now');
    expect(timeAgo(0, 60_000)).toBe('1 minute ago');
    expect(timeAgo(0, 3 * 86_400_000)).toBe('3 days ago');
  });
});
