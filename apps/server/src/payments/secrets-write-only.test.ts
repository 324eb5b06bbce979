// Saved secrets are write-only (ADR 0021): after an owner saves provider keys
// and carrier passwords, no admin (or storefront) answer carries any of them,
// whichever GET route of the API document is asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/app';
import { signedInAdmin } from '../../test/auth';
import { panelValues } from '../../test/shipping';

let t: TestApp;
let admin: Record<string, string>;

/** One distinctive value per secret field, so any of them showing up anywhere is found. */
const paymentSecrets = {
  braintree: {
    module_payment_braintree_sandbox_private_key: 'SECRET-bt-sandbox-private-7f3a',
    module_payment_braintree_production_private_key: 'SECRET-bt-production-private-19c2',
  },
  paypal: {
    module_payment_paypal_sandbox_client_secret: 'SECRET-pp-sandbox-client-55e1',
    module_payment_paypal_live_client_secret: 'SECRET-pp-live-client-a0b9',
  },
  square: {
    module_payment_square_sanbox_access_token: 'SECRET-sq-sandbox-token-4d4d',
    module_payment_square_production_access_token: 'SECRET-sq-production-token-8e21',
    module_payment_square_webhook_signature_key: 'SECRET-sq-webhook-key-0c0c',
  },
  stripe: {
    module_payment_stripe_testing_secret_key: 'sk_test_SECRET-stripe-testing-6b6b',
    module_payment_stripe_live_secret_key: 'sk_live_SECRET-stripe-live-3e3e',
    module_payment_stripe_webhook_secret: 'whsec_SECRET-stripe-webhook-9a9a',
  },
};
const carrierSecrets = {
  canadapost: { password: 'SECRET-canadapost-password-1f1f' },
  fedex: { client_secret: 'SECRET-fedex-client-secret-2a2a' },
  ups: { password: 'SECRET-ups-password-3b3b' },
};
const everySecret = [
  ...Object.values(paymentSecrets).flatMap((fields) => Object.values(fields)),
  ...Object.values(carrierSecrets).flatMap((fields) => Object.values(fields)),
];
const leaksIn = (body: string) => everySecret.filter((secret) => body.includes(secret));

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t, 'demo')).headers;
  for (const [method, secrets] of Object.entries(paymentSecrets)) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/settings/payment/${method}`,
      headers: admin,
      payload: { [`module_payment_${method}_active`]: '1', ...secrets },
    });
    expect(res.statusCode, method).toBe(200);
    expect(leaksIn(res.body)).toEqual([]);
  }
  const carrierFields = {
    canadapost: { username: 'cp-user', customer_number: '2004381', postcode: 'K2B 8J6' },
    fedex: { account_number: '740561073', client_id: 'fedex-client' },
    ups: {
      username: 'ups-client',
      access_license_number: 'A1B2C3',
      source_country: 'US',
      source_postcode: '98101',
    },
  };
  for (const [module, secrets] of Object.entries(carrierSecrets)) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/settings/shipping/${module}`,
      headers: admin,
      payload: panelValues(module as keyof typeof carrierSecrets, {
        ...carrierFields[module as keyof typeof carrierFields],
        ...secrets,
      }),
    });
    expect(res.statusCode, module).toBe(200);
    expect(leaksIn(res.body)).toEqual([]);
  }
});
afterAll(() => t.close());

describe('saved secrets are never sent back', () => {
  it('the settings panels say which secrets are set, without their values', async () => {
    const payment = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/settings/payment',
      headers: admin,
    });
    expect(leaksIn(payment.body)).toEqual([]);
    for (const [method, secrets] of Object.entries(paymentSecrets)) {
      expect(payment.json().secrets_set[method].sort()).toEqual(Object.keys(secrets).sort());
      for (const key of Object.keys(secrets)) expect(payment.json().data[method][key]).toBe('');
    }
    const shipping = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/settings/shipping',
      headers: admin,
    });
    expect(leaksIn(shipping.body)).toEqual([]);
    expect(shipping.json().secrets_set).toMatchObject({
      canadapost: ['module_shipping_canadapost_password'],
      fedex: ['module_shipping_fedex_client_secret'],
      ups: ['module_shipping_ups_password'],
      flatrate: [],
    });
  });

  it('appear in no answer of any GET route of the API document', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: hostOf('demo') });
    const paths = Object.entries(docs.json().paths as Record<string, Record<string, unknown>>)
      .filter(([, operations]) => 'get' in operations)
      .map(([path]) => path.replace(/\{[^}]+\}/g, '1'));
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/admin/settings/payment', '/api/v1/admin/dashboard']),
    );
    const leaks: string[] = [];
    for (const url of paths) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin });
      for (const secret of leaksIn(res.body)) leaks.push(`${url}: ${secret}`);
    }
    expect(leaks).toEqual([]);
  });

  it('are kept when a panel is saved as it was loaded, with nothing typed', async () => {
    const loaded = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings/payment', headers: admin })
    ).json();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/payment/stripe',
      headers: admin,
      payload: loaded.data.stripe,
    });
    expect(saved.statusCode).toBe(200);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings/payment', headers: admin })
    ).json();
    expect(after.secrets_set.stripe.sort()).toEqual(Object.keys(paymentSecrets.stripe).sort());
  });
});
