import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import type { RequestContext } from '../../platform/context';
import { saveSchedule } from './service';
import { backupSettingsSummary, timeAgo } from './settings-summary';
import { listBackups } from './store';
import { backUpDueShops } from './worker';

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

describe('daily backups', () => {
  it('back up the shops that switched them on once a day, and drop the ones past their days', async () => {
    expect(await backupSettingsSummary(ctx)).toBe('No backups yet, daily backups off');
    expect(await backUpDueShops({ db: t.database.db, log })).toBe(0);
    await saveSchedule(ctx, { daily: true, keep_days: 2 });
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
  });

  it('say how long ago in words', () => {
    expect(timeAgo(0, 30_000)).toBe('just now');
    expect(timeAgo(0, 60_000)).toBe('1 minute ago');
    expect(timeAgo(0, 3 * 86_400_000)).toBe('3 days ago');
  });
});
