import { schema } from '@emporia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { hashPassword } from '../auth/passwords';
import { provisionShop } from '../signup/provision';

// The onboarding checklist of a signed-up shop (issue 17, ADR 0077).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction(async (tx) =>
    provisionShop(tx as never, {
      subdomain: 'fresh',
      name: 'Fresh Shop',
      ownerEmail: 'fresh@example.com',
      ownerPasswordHash: await hashPassword('open-sesame-42'),
      countryCode: 'US',
      currencyCode: 'USD',
      sampleProducts: false,
    }),
  );
});
afterAll(async () => t.close());

const get = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/onboarding', headers });
const post = (headers: Record<string, string>, action: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/onboarding/${action}`, headers });
const doneOf = (body: { data: { steps: { key: string; done: boolean }[] } }) =>
  Object.fromEntries(body.data.steps.map((s) => [s.key, s.done]));

describe('the onboarding checklist', () => {
  it('starts with nothing done on a new shop and ticks each step from the shop’s real state', async () => {
    const { headers } = await signedInAdmin(t, 'fresh');
    const first = (await get(headers)).json();
    expect(first.data.visible).toBe(true);
    expect(doneOf(first)).toEqual({
      product: false,
      payments: false,
      shipping: false,
      domain: false,
      launch: false,
    });
    expect(first.data.steps.find((s: { key: string }) => s.key === 'shipping').path).toBe(
      '/setting/shipping',
    );

    const shopId = (await t.database.db.select().from(schema.shops)).find((s) => s.subdomain === 'fresh')!.id;
    await t.database.db.insert(schema.products).values({ shopId, sku: 'ONE', priceMinor: 500 });
    await t.database.db
      .insert(schema.shopSettings)
      .values([{ shopId, key: 'module_payment_moneyorder_active', value: '1', type: 2 }]);
    const shipping = async (module: string, values: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/settings/shipping/${module}`,
        headers,
        payload: values,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // USPS switched on without its user ID offers nothing at checkout: not done (issue 32).
    await shipping('usps', {
      module_shipping_usps_active: '1',
      module_shipping_usps_username: '',
      module_shipping_usps_origination_postcode: '',
      module_shipping_usps_services: ['PRIORITY'],
      module_shipping_usps_international_services: [],
      module_shipping_usps_mail_type: 'PARCEL',
      module_shipping_usps_size: 'REGULAR',
      module_shipping_usps_machinable: '1',
      module_shipping_usps_shipping_zone: '0',
      module_shipping_usps_handling_fee: '0',
    });
    expect(doneOf((await get(headers)).json()).shipping).toBe(false);
    await shipping('flatrate', {
      module_shipping_flatrate_active: '1',
      module_shipping_flatrate_shipping_cost: '4.00',
      module_shipping_flatrate_shipping_zone: '0',
      module_shipping_flatrate_sort_order: '1',
      module_shipping_flatrate_handling_fee: '0',
      module_shipping_flatrate_tax_class_id: '0',
    });
    await t.database.db
      .insert(schema.shopDomains)
      .values({ shopId, hostname: 'fresh.example.com', status: 'connected' });
    expect(doneOf((await get(headers)).json())).toEqual({
      product: true,
      payments: true,
      shipping: true,
      domain: true,
      launch: false,
    });

    // Before launch: shoppers get an opening-soon shop, and nothing is rendered on the server.
    const config = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/storefront/config', headers: hostOf('fresh') })
      ).json().data;
    expect((await config()).opening_soon).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: '/', headers: hostOf('fresh') });
    expect(page.headers['cache-control']).toContain('no-store');

    const launched = (await post(headers, 'launch')).json();
    expect(launched.data).toMatchObject({ launched: true, visible: false });
    expect((await config()).opening_soon).toBeUndefined();
  });

  it('hides when dismissed, and never shows on a shop that was already running', async () => {
    const { headers } = await signedInAdmin(t, 'demo');
    expect((await get(headers)).json().data).toMatchObject({ visible: false, launched: true });
    const owner = await signedInAdmin(t, 'fresh');
    await t.database.db.update(schema.shops).set({ launchedAt: null });
    expect((await get(owner.headers)).json().data.visible).toBe(true);
    expect((await post(owner.headers, 'dismiss')).json().data.visible).toBe(false);
  });

  it('is for staff who may change settings', async () => {
    const { headers } = await signedInAdmin(t, 'fresh', ['catalog']);
    expect((await get(headers)).statusCode).toBe(403);
    expect((await post(headers, 'launch')).statusCode).toBe(403);
  });
});
