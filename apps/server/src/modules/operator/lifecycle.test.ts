import { schema } from '@emporia/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, platformToken, type TestApp } from '../../../test/app';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';
import { eraseDueShops } from './lifecycle';

// Operator suspension with a reason and deletion after a grace period (issue 17, ADR 0076).

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, SHOP_DELETION_GRACE_DAYS: '30' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const operator = { authorization: `Bearer ${platformToken}` };
const call = (
  method: 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = operator,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('suspension', () => {
  it('closes the storefront for now (503) and tells staff the reason at the admin', async () => {
    const suspended = await call('POST', '/api/v1/platform/shops/outdoors/suspension', {
      reason: 'Unpaid invoices since March',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data).toMatchObject({
      status: 'suspended',
      suspension_reason: 'Unpaid invoices since March',
    });

    const storefront = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/config',
      headers: hostOf('outdoors'),
    });
    // Shoppers learn the shop is closed for now (issue 32), not that there is no shop, nor why.
    expect(storefront.statusCode).toBe(503);
    expect(storefront.json()).toEqual({ message: 'This shop is closed for now.', code: 'SHOP_CLOSED' });
    const page = await t.app.inject({ method: 'GET', url: '/category/camping', headers: hostOf('outdoors') });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('3600');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('This shop is closed for now. Please come back soon.');
    expect(page.body).not.toContain('There is no shop at this address');
    expect(page.body).not.toContain('Unpaid');

    const adminPage = await t.app.inject({ method: 'GET', url: '/admin/login', headers: hostOf('outdoors') });
    expect(adminPage.statusCode).toBe(403);
    expect(adminPage.body).toContain('Unpaid invoices since March');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin-login',
      headers: hostOf('outdoors'),
      payload: { email: 'owner@outdoors.example', password: 'emporia-owner' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'SHOP_SUSPENDED' });
    expect(login.json().message).toContain('Unpaid invoices since March');

    const lifted = await call('DELETE', '/api/v1/platform/shops/outdoors/suspension');
    expect(lifted.json().data).toMatchObject({ status: 'active', suspension_reason: null });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/config',
      headers: hostOf('outdoors'),
    });
    expect(again.statusCode).toBe(200);
  });

  it('wants a reason, a known shop and the operator token', async () => {
    expect(
      (await call('POST', '/api/v1/platform/shops/outdoors/suspension', { reason: '  ' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/v1/platform/shops/no-such-shop/suspension', { reason: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/v1/platform/shops/outdoors/suspension', { reason: 'x' }, {})).statusCode,
    ).toBe(401);
    const [shop] = await t.database.db
      .select()
      .from(schema.shops)
      .where(eq(schema.shops.subdomain, 'outdoors'));
    expect(shop?.status).toBe('active');
  });
});

describe('deletion after a grace period', () => {
  const count = async (table: string, shopId: number) =>
    Number(
      (
        await t.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where shop_id = ${shopId}`,
        )
      ).rows[0]?.n,
    );

  it('keeps the data until the date, tells the owner with a backup link, then erases the shop', async () => {
    const [shop] = await t.database.db
      .select()
      .from(schema.shops)
      .where(eq(schema.shops.subdomain, 'outdoors'));
    const scheduled = await call('POST', '/api/v1/platform/shops/outdoors/deletion', { grace_days: 7 });
    expect(scheduled.statusCode).toBe(200);
    const due = new Date(scheduled.json().data.deletion_due_at);
    expect(due.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const mail = await smtp.waitFor(
      (m) => m.to.includes('owner@outdoors.example') && m.subject.includes('deleted'),
    );
    expect(mail.text).toMatch(/http:\/\/outdoors\.localhost:\d+\/admin\/setting\/backup/);

    // Still a working shop until then.
    const storefront = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/config',
      headers: hostOf('outdoors'),
    });
    expect(storefront.statusCode).toBe(200);
    const products = await count('products', shop!.id);
    expect(products).toBeGreaterThan(0);

    const erasedFiles: number[] = [];
    const eraseFiles = async (id: number) => {
      erasedFiles.push(id);
    };
    expect(await eraseDueShops(t.database.db, new Date(due.getTime() - 60_000), eraseFiles)).toEqual([]);
    expect(await count('products', shop!.id)).toBe(products);

    expect(await eraseDueShops(t.database.db, new Date(due.getTime() + 1000), eraseFiles)).toEqual([
      'outdoors',
    ]);
    expect(erasedFiles).toEqual([shop!.id]);
    for (const table of ['products', 'orders', 'customers', 'admin_users', 'shop_settings']) {
      expect(await count(table, shop!.id)).toBe(0);
    }
    const gone = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/config',
      headers: hostOf('outdoors'),
    });
    expect(gone.statusCode).toBe(404);
    // The other shops are untouched.
    const demo = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/config',
      headers: hostOf('demo'),
    });
    expect(demo.statusCode).toBe(200);
  });

  it('can be called off before the date', async () => {
    await call('POST', '/api/v1/platform/shops/demo/deletion', {});
    const [marked] = await t.database.db
      .select()
      .from(schema.shops)
      .where(eq(schema.shops.subdomain, 'demo'));
    expect(marked!.deletionDueAt!.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const cancelled = await call('DELETE', '/api/v1/platform/shops/demo/deletion');
    expect(cancelled.json().data.deletion_due_at).toBeNull();
    expect(
      await eraseDueShops(t.database.db, new Date(Date.now() + 400 * 86_400_000), async () => {}),
    ).toEqual([]);
  });
});
