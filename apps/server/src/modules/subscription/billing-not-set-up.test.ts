import { schema } from '@emporia/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, platformToken, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

// Issue 32, point 3: on the default start the platform has no payment provider. Changing plans
// then can never work, so the API says what is true (not "try again later") and writes nothing,
// the dashboard tells the admin so, and the operator API still moves the shop.

let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  for (const name of ['PLATFORM_STRIPE_SECRET_KEY', 'PLATFORM_STRIPE_PUBLISHABLE_KEY'])
    delete process.env[name];
  t = await createTestApp();
  owner = (await signedInAdmin(t, 'outdoors')).headers;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/subscription${path}`,
    headers: owner,
    ...(payload ? { payload } : {}),
  });
const invoices = async () =>
  (await t.database.db.select({ n: count() }).from(schema.subscriptionInvoices))[0]!.n;

describe('plans without billing set up', () => {
  it('the dashboard says billing is not set up and still shows the plan’s limits and usage', async () => {
    const res = await call('GET', '');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ billing_set_up: false, publishable_key: null });
    expect(data.usage.map((u: { limit: string }) => u.limit)).toContain('products');
    expect(data.usage.find((u: { limit: string }) => u.limit === 'products').used).toBeGreaterThan(0);
  });

  it('choosing a plan or saving a card says what is true and changes nothing', async () => {
    const before = (await call('GET', '')).json().data.subscription;
    const invoicesBefore = await invoices();
    for (const [path, body] of [
      ['/plan', { plan: 'basic', period: 'monthly' }],
      ['/plan', { plan: 'advanced', period: 'yearly', payment_method: 'pm_card_visa' }],
      ['/card', { payment_method: 'pm_card_visa' }],
    ] as const) {
      const refused = await call('PUT', path, body);
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'billing_not_set_up',
        message:
          'This platform has not set up billing yet, so plans cannot be changed here until it does. The platform’s operator can move the shop to another plan.',
      });
      expect(refused.body).not.toMatch(/try again later/i);
    }
    expect((await call('GET', '')).json().data.subscription).toEqual(before);
    expect(await invoices()).toBe(invoicesBefore);
  });

  it('the operator moves the shop without billing', async () => {
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/platform/shops/outdoors/plan',
      headers: { authorization: `Bearer ${platformToken}` },
      payload: { plan: 'basic', period: 'monthly', force: true },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [row] = await t.database.db
      .select({ plan: schema.shopSubscriptions.plan })
      .from(schema.shopSubscriptions)
      .innerJoin(schema.shops, eq(schema.shops.id, schema.shopSubscriptions.shopId))
      .where(eq(schema.shops.subdomain, 'outdoors'));
    expect(row?.plan).toBe('basic');
  });
});
