import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin } from '../../test/auth';
import { countryId, guestWithCart, makeProduct, zoneId } from '../../test/checkout';
import type { FakeServer } from '../../test/fakes/server';
import { startFakeUps, upsCredentials } from '../../test/fakes/ups';
import { panelValues } from '../../test/shipping';

// A carrier that fails at checkout: the shopper reads a sentence, staff read the provider's detail.
let t: TestApp;
let ups: FakeServer;
let owner: Record<string, string>;
const unavailable = 'UPS rates are unavailable right now; choose another method or try again.';

beforeAll(async () => {
  ups = await startFakeUps();
  process.env.UPS_API_URL = ups.url;
  process.env.SHIPPING_CARRIER_TIMEOUT_MS = '500';
  t = await createTestApp();
  owner = (await signedInAdmin(t, 'demo')).headers;
});
afterAll(async () => {
  delete process.env.UPS_API_URL;
  delete process.env.SHIPPING_CARRIER_TIMEOUT_MS;
  await t.close();
  await ups.close();
});

async function configureUps(password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/settings/shipping/ups',
    headers: owner,
    payload: panelValues('ups', {
      active: '1',
      username: upsCredentials.clientId,
      password,
      access_license_number: upsCredentials.account,
      source_country: 'US',
      source_postcode: '98101',
      services: ['03'],
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function checkoutQuote(headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/storefront/checkout/quote',
    headers,
    payload: {
      country_id: await countryId(t, 'US'),
      zone_id: await zoneId(t, 'US', 'IL'),
      postcode: '62701',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const staffErrors = async (headers = owner) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/settings/shipping/errors', headers });

describe('carrier errors at checkout', () => {
  it('tells the shopper UPS is unavailable, keeps the other methods, and shows staff why', async () => {
    await configureUps('not-the-secret');
    const product = await makeProduct(t, { priceMinor: 2000, weightGrams: 500 });
    const headers = await guestWithCart(t, product.id, 1);
    const answer = await checkoutQuote(headers);
    const data = answer.json().data;
    expect(data.methods.map((m: { code: string }) => m.code)).toEqual(['flatrate.flatrate']);
    expect(data.unavailable).toEqual([{ module: 'ups', name: 'UPS', message: unavailable }]);
    // The provider's words never reach the shopper.
    expect(answer.body).not.toContain('credentials');

    const errors = await staffErrors();
    expect(errors.statusCode).toBe(200);
    expect(errors.json().data).toEqual([
      expect.objectContaining({
        module: 'ups',
        kind: 'auth',
        detail: 'UPS rejected the API credentials.',
        count: 1,
      }),
    ]);
    await checkoutQuote(headers);
    expect((await staffErrors()).json().data[0].count).toBe(2);
  });

  it('says the same when UPS does not answer in time, and staff see the timeout', async () => {
    await configureUps(upsCredentials.clientSecret);
    const product = await makeProduct(t, { priceMinor: 2000, weightGrams: 500 });
    const headers = await guestWithCart(t, product.id, 1);
    const working = (await checkoutQuote(headers)).json().data;
    expect(working.methods.map((m: { code: string }) => m.code)).toContain('ups.03');
    expect(working.unavailable).toEqual([]);

    ups.delayMs = 1500;
    try {
      const slow = (await checkoutQuote(headers)).json().data;
      expect(slow.methods.map((m: { code: string }) => m.code)).toEqual(['flatrate.flatrate']);
      expect(slow.unavailable).toEqual([{ module: 'ups', name: 'UPS', message: unavailable }]);
      expect((await staffErrors()).json().data[0]).toMatchObject({
        kind: 'timeout',
        detail: 'UPS did not answer within 0.5 seconds.',
      });
    } finally {
      ups.delayMs = 0;
    }
  });

  it('answers the storefront shipping quote with the sentence, never the detail', async () => {
    await configureUps('not-the-secret');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/shipping/quote',
      headers: { host: 'demo.localhost' },
      payload: {
        lines: [{ product_id: 1, quantity: 1, price: 25, weight: 0.5 }],
        destination: { country_code: 'US' },
      },
    });
    expect(res.json().data.errors).toEqual([{ module: 'ups', message: unavailable }]);
    expect(res.body).not.toContain('credentials');
  });

  it('shows the provider detail to staff with the settings permission only', async () => {
    expect((await staffErrors({ host: 'demo.localhost' })).statusCode).toBe(401);
  });
});
