import { schema } from '@emporia/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, platformToken, type TestApp } from '../../../test/app';
import { installedApp, pkcePair, redirectUri, registerApp } from '../../../test/apps';
import { signedInAdmin } from '../../../test/auth';
import { countInstalledApps, registerPlanUsage } from './limits';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;
let shopId: number;
const subdomain = 'limitshop';

beforeAll(async () => {
  t = await createTestApp();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/platform/shops',
    headers: { authorization: `Bearer ${platformToken}` },
    payload: { subdomain, name: 'Limit Shop' },
  });
  expect(created.statusCode, created.body).toBe(201);
  shopId = created.json().data.id;
  owner = await signedInAdmin(t, subdomain);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = owner.headers) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A refusal for the plan: 403 plan_limit naming the limit and pointing to an upgrade. */
function expectPlanLimit(res: { statusCode: number; json(): unknown }, words: string) {
  expect(res.statusCode).toBe(403);
  const body = res.json() as { code: string; message: string };
  expect(body.code).toBe('plan_limit');
  expect(body.message).toContain(words);
  expect(body.message).toContain('Upgrade your plan');
}

describe('a new shop is on the trial and held to its limits', () => {
  it('the dashboard shows the trial, 14 days from creation, with usage bars', async () => {
    const res = await call('GET', '/api/v1/admin/subscription');
    expect(res.statusCode, res.body).toBe(200);
    const { subscription, plan, usage } = res.json().data;
    expect(subscription).toMatchObject({ plan: 'trial', status: 'trialing', renews_at: null, card: null });
    const days =
      (Date.parse(subscription.current_period_end) - Date.parse(subscription.current_period_start)) /
      86_400_000;
    expect(days).toBe(14);
    expect(plan.limits.languages).toBe(2);
    expect(usage.find((u: { limit: string }) => u.limit === 'staff')).toMatchObject({ used: 1, max: 2 });
  });

  it('languages: the second is added, the third is refused with the upgrade message', async () => {
    const base = '/api/v1/admin/settings/languages';
    expect((await call('POST', base, { code: 'fr' })).statusCode).toBe(200);
    const refused = await call('POST', base, { code: 'de' });
    expectPlanLimit(refused, 'Your Trial plan includes 2 languages');
    const listed = (await call('GET', base)).json().data.languages.map((l: { code: string }) => l.code);
    expect(listed).not.toContain('de');
  });

  it('staff accounts: one invitation fits beside the owner, the next is refused', async () => {
    const [role] = await t.database.db
      .insert(schema.adminRoles)
      .values({ shopId, name: 'Helpers', permissions: 'orders' })
      .returning();
    const invite = (email: string) =>
      call('POST', '/api/v1/admin/users', { name: 'Sam', email, role_id: role!.id });
    expect((await invite('sam@example.com')).statusCode).toBe(201);
    expectPlanLimit(await invite('kim@example.com'), '2 staff accounts');
    const [n] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.adminUsers)
      .where(eq(schema.adminUsers.shopId, shopId));
    expect(n?.n).toBe(2);
  });

  it('products: creation stops at the plan’s count, and a CSV import row says why', async () => {
    await t.database.db.execute(sql`
      insert into products (shop_id, sku, price_minor, quantity)
      select ${shopId}, 'BULK-' || g, 100, 1 from generate_series(1, 50) g`);
    const product = {
      type: 'simple',
      sku: 'ONE-MORE',
      price: 10,
      quantity: 1,
      translations: [{ locale: 'en', name: 'One more', description: '' }],
    };
    expectPlanLimit(
      await call('POST', '/api/v1/admin/products', product),
      'Your Trial plan includes 50 products',
    );
    const imported = await call('POST', '/api/v1/admin/products/import', {
      rows: [{ sku: 'CSV-1', name: 'From CSV', price: '5' }],
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data).toMatchObject({ created: 0 });
    expect(imported.json().data.errors[0].message).toContain('Your Trial plan includes 50 products');
    await t.database.db.execute(sql`delete from products where shop_id = ${shopId}`);
  });

  it('custom domains: the trial has none', async () => {
    const res = await call('POST', '/api/v1/admin/settings/domains', { hostname: 'shop.example.com' });
    expectPlanLimit(res, '0 custom domains');
  });

  it('file storage: an upload past the plan’s space is refused', async () => {
    await t.database.db.insert(schema.shopFiles).values({
      shopId,
      name: 'big.bin',
      storageKey: 'big',
      contentType: 'application/pdf',
      size: 100 * 1024 * 1024 - 10,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/files?name=small.pdf',
      headers: { ...owner.headers, 'content-type': 'application/octet-stream' },
      payload: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 0x20)]),
    });
    expectPlanLimit(res, '100 MB of file storage');
  });

  it('apps: two installs fit the trial, the owner’s grant of a third is refused', async () => {
    for (const name of ['Sync One', 'Sync Two']) {
      await installedApp(t, await registerApp(t, { name }), 'read_products', subdomain);
    }
    const third = await registerApp(t, { name: 'Sync Three' });
    const { challenge } = pkcePair();
    const refused = await call('POST', '/api/v1/admin/apps/authorize', {
      client_id: third.client_id,
      redirect_uri: redirectUri,
      scope: 'read_products',
      state: 'xyz',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      decision: 'grant',
    });
    expectPlanLimit(refused, 'Your Trial plan includes 2 apps');
    const usage = (await call('GET', '/api/v1/admin/subscription')).json().data.usage;
    expect(usage.find((u: { limit: string }) => u.limit === 'apps')).toMatchObject({ used: 2, max: 2 });
    await t.database.db
      .update(schema.appInstallations)
      .set({ status: 'revoked' })
      .where(eq(schema.appInstallations.shopId, shopId));
  });

  it('an area registers its own counter (apps) and the dashboard counts it', async () => {
    registerPlanUsage('apps', async (_db, id) => (id === shopId ? 2 : 0));
    const usage = (await call('GET', '/api/v1/admin/subscription')).json().data.usage;
    expect(usage.find((u: { limit: string }) => u.limit === 'apps')).toMatchObject({ used: 2, max: 2 });
    registerPlanUsage('apps', countInstalledApps);
  });

  it('the seeded demo shop is on a plan its catalogue fits', async () => {
    const demo = await signedInAdmin(t, 'demo');
    const res = await call('GET', '/api/v1/admin/subscription', undefined, demo.headers);
    const { subscription, usage } = res.json().data;
    expect(subscription).toMatchObject({ plan: 'enterprise', status: 'active' });
    for (const u of usage) expect(u.max === null || u.used <= u.max).toBe(true);
  });
});

describe('the operator moves a shop between plans', () => {
  const operator = { authorization: `Bearer ${platformToken}` };
  const setPlan = (payload: object, headers: Record<string, string> = operator) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/platform/shops/${subdomain}/plan`, headers, payload });

  it('needs the operator token', async () => {
    expect((await setPlan({ plan: 'advanced' }, {})).statusCode).toBe(401);
  });

  it('upgrades without a charge, then the limit is the new plan’s', async () => {
    const res = await setPlan({ plan: 'advanced', period: 'yearly' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ plan: 'advanced', period: 'yearly', status: 'active' });
    expect((await call('POST', '/api/v1/admin/settings/languages', { code: 'de' })).statusCode).toBe(200);
  });

  it('refuses a downgrade the shop does not fit, saying what to remove, unless forced', async () => {
    const res = await setPlan({ plan: 'trial' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('remove 1 language (the Trial plan includes 2, the shop has 3)');
    expect((await setPlan({ plan: 'trial', force: true })).json().data).toMatchObject({ plan: 'trial' });
  });
});
