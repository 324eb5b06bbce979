import { schema } from '@emporia/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/app';
import { signedInAdmin } from '../../test/auth';
import { decryptSecret } from '../kernel/secrets';
import { paymentMethods } from './methods';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'demo');
});
afterAll(() => t.close());

async function storedRows(subdomain = 'demo') {
  const [shop] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, subdomain));
  return t.database.db
    .select()
    .from(schema.shopSettings)
    .where(and(eq(schema.shopSettings.shopId, shop!.id), like(schema.shopSettings.key, 'module_payment_%')))
    .orderBy(schema.shopSettings.key);
}

const loadAll = async (headers: Record<string, string> = admin.headers) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings/payment', headers });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: Record<string, Record<string, string>>;
    secrets_set: Record<string, string[]>;
  };
};
const load = async (headers: Record<string, string> = admin.headers) => (await loadAll(headers)).data;

/** A stored setting as the adapters read it (secrets opened). */
async function storedValue(key: string) {
  const row = (await storedRows()).find((r) => r.key === key);
  if (!row) return undefined;
  return row.encrypted ? decryptSecret(row.value) : row.value;
}
const save = (method: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/settings/payment/${method}`,
    headers,
    payload: payload as object,
  });

/** The SPEC §3 table, keys spelled as there, with the §4 defaults. */
const specDefaults = {
  braintree: {
    module_payment_braintree_active: '0',
    module_payment_braintree_environment: 'sandbox',
    module_payment_braintree_tokenization: '',
    module_payment_braintree_sandbox_merchant_id: '',
    module_payment_braintree_sandbox_public_key: '',
    module_payment_braintree_sandbox_private_key: '',
    module_payment_braintree_production_merchant_id: '',
    module_payment_braintree_production_public_key: '',
    module_payment_braintree_production_private_key: '',
    module_payment_braintree_production_application_id: '',
    module_payment_braintree_order_status: '1',
  },
  paypal: {
    module_payment_paypal_active: '0',
    module_payment_paypal_environment: 'sandbox',
    module_payment_paypal_sandbox_client_id: '',
    module_payment_paypal_sandbox_client_secret: '',
    module_payment_paypal_live_client_id: '',
    module_payment_paypal_live_client_secret: '',
    module_payment_paypal_order_status: '1',
    module_payment_paypal_accept_credits: '0',
    module_payment_paypal_accept_cards: '0',
    module_payment_paypal_venmo: '0',
    module_payment_paypal_paylater: '0',
  },
  square: {
    module_payment_square_active: '0',
    module_payment_square_environment: 'sandbox',
    module_payment_square_sanbox_application_id: '',
    module_payment_square_sanbox_access_token: '',
    module_payment_square_production_application_id: '',
    module_payment_square_production_access_token: '',
    module_payment_square_sanbox_location_id: '',
    module_payment_square_location_id: '',
    module_payment_square_order_status: '1',
  },
  stripe: {
    module_payment_stripe_active: '0',
    module_payment_stripe_environment: 'sandbox',
    module_payment_stripe_testing_publishable_key: '',
    module_payment_stripe_testing_secret_key: '',
    module_payment_stripe_live_publishable_key: '',
    module_payment_stripe_live_secret_key: '',
    module_payment_stripe_order_status: '1',
  },
};

describe('loading the payment panels', () => {
  it('fills in the defaults when nothing is stored, keys spelled as the spec has them', async () => {
    const data = await load();
    for (const [method, defaults] of Object.entries(specDefaults))
      expect(data[method]).toMatchObject(defaults);
    // The seeded shop has money order switched on; order status defaults to 1.
    expect(data.moneyorder).toEqual({
      module_payment_moneyorder_active: '1',
      module_payment_moneyorder_order_status: '1',
    });
    // Webhook signing settings exist beside the panels' keys, empty by default.
    expect(data.stripe?.module_payment_stripe_webhook_secret).toBe('');
    expect(data.square?.module_payment_square_webhook_signature_key).toBe('');
    expect(data.paypal?.module_payment_paypal_webhook_id).toBe('');
  });

  it('is for admins with the settings permission only', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings/payment', headers: hostOf('demo') }))
        .statusCode,
    ).toBe(401);
    const catalogStaff = await signedInAdmin(t, 'demo', ['catalog']);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/admin/settings/payment',
          headers: catalogStaff.headers,
        })
      ).statusCode,
    ).toBe(403);
    const before = await storedRows();
    expect(
      (await save('stripe', { module_payment_stripe_active: '1' }, catalogStaff.headers)).statusCode,
    ).toBe(403);
    expect((await save('stripe', { module_payment_stripe_active: '1' }, hostOf('demo'))).statusCode).toBe(
      401,
    );
    expect(await storedRows()).toEqual(before);
  });
});

describe('saving a panel (admin_config_update_payment)', () => {
  const panels: Record<string, Record<string, string>> = {
    braintree: {
      module_payment_braintree_active: '1',
      module_payment_braintree_environment: 'production',
      module_payment_braintree_tokenization: 'production_abc123_xyz789',
      module_payment_braintree_sandbox_merchant_id: 'sandbox-merchant',
      module_payment_braintree_sandbox_public_key: 'sandbox-public',
      module_payment_braintree_sandbox_private_key: 'sandbox-private-secret',
      module_payment_braintree_production_merchant_id: 'live-merchant',
      module_payment_braintree_production_public_key: 'live-public',
      module_payment_braintree_production_private_key: 'live-private-secret',
      module_payment_braintree_production_application_id: 'app|with|bars',
      module_payment_braintree_order_status: '2',
    },
    moneyorder: { module_payment_moneyorder_active: '0', module_payment_moneyorder_order_status: '15' },
    paypal: {
      module_payment_paypal_active: '1',
      module_payment_paypal_environment: 'live',
      module_payment_paypal_sandbox_client_id: 'sb-client',
      module_payment_paypal_sandbox_client_secret: 'sb-secret-value',
      module_payment_paypal_live_client_id: 'live-client',
      module_payment_paypal_live_client_secret: 'live-secret-value',
      module_payment_paypal_order_status: '5',
      module_payment_paypal_accept_credits: '1',
      module_payment_paypal_accept_cards: '0',
      module_payment_paypal_venmo: '1',
      module_payment_paypal_paylater: '0',
      module_payment_paypal_webhook_id: 'WH-1234',
    },
    square: {
      module_payment_square_active: '1',
      module_payment_square_environment: 'live',
      module_payment_square_sanbox_application_id: 'sandbox-sq0idb-1',
      module_payment_square_sanbox_access_token: 'EAAAsandbox-token',
      module_payment_square_production_application_id: 'sq0idp-1',
      module_payment_square_production_access_token: 'EAAAlive-token',
      module_payment_square_sanbox_location_id: 'LSANDBOX1',
      module_payment_square_location_id: 'LLIVE1',
      module_payment_square_order_status: '3',
      module_payment_square_webhook_signature_key: 'sq-signature-key',
    },
    stripe: {
      module_payment_stripe_active: '1',
      module_payment_stripe_environment: 'live',
      module_payment_stripe_testing_publishable_key: 'pk_test_123',
      module_payment_stripe_testing_secret_key: 'sk_test_456',
      module_payment_stripe_live_publishable_key: 'pk_live_789',
      module_payment_stripe_live_secret_key: 'sk_live_000',
      module_payment_stripe_order_status: '11',
      module_payment_stripe_webhook_secret: 'whsec_abc',
    },
  };

  for (const [method, values] of Object.entries(panels)) {
    it(`${method}: what is saved loads again, secrets as set but never sent back`, async () => {
      const res = await save(method, values);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Updated!' });
      const secretKeys = [...paymentMethods[method as keyof typeof paymentMethods].settings.secretKeys];
      const shown = Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, secretKeys.includes(key) ? '' : value]),
      );
      const loaded = await loadAll();
      expect(loaded.data[method]).toEqual(shown);
      expect(loaded.secrets_set[method]?.sort()).toEqual(secretKeys.filter((k) => k in values).sort());
      for (const key of secretKeys) expect(JSON.stringify(loaded)).not.toContain(values[key]);
      // Saved again as loaded (the panel saved without typing a secret): every secret is kept.
      expect((await save(method, loaded.data[method])).statusCode).toBe(200);
      expect((await load())[method]).toEqual(shown);
      for (const [key, value] of Object.entries(values)) expect(await storedValue(key), key).toBe(value);
    });
  }

  it('replaces a secret that is typed, keeps the others, and removes one named in secrets_clear', async () => {
    const res = await save('paypal', {
      module_payment_paypal_sandbox_client_secret: 'sb-secret-typed-anew',
      module_payment_paypal_live_client_secret: '',
    });
    expect(res.statusCode).toBe(200);
    expect(await storedValue('module_payment_paypal_sandbox_client_secret')).toBe('sb-secret-typed-anew');
    expect(await storedValue('module_payment_paypal_live_client_secret')).toBe('live-secret-value');
    const cleared = await save('paypal', {
      module_payment_paypal_live_client_secret: '',
      secrets_clear: ['module_payment_paypal_live_client_secret'],
    });
    expect(cleared.statusCode).toBe(200);
    expect(await storedValue('module_payment_paypal_live_client_secret')).toBe('');
    expect(await storedValue('module_payment_paypal_sandbox_client_secret')).toBe('sb-secret-typed-anew');
    expect((await loadAll()).secrets_set.paypal).toEqual(['module_payment_paypal_sandbox_client_secret']);
    // Only secrets can be cleared this way.
    const refused = await save('paypal', { secrets_clear: ['module_payment_paypal_live_client_id'] });
    expect(refused.statusCode).toBe(400);
    expect(await storedValue('module_payment_paypal_live_client_id')).toBe('live-client');
  });

  it('accepts the hidden flag some panels send with a secret, and numbers for selects', async () => {
    const res = await save('stripe', {
      module_payment_stripe_active: 0,
      module_payment_stripe_testing_secret_key: { value: 'sk_test_hidden', hidden: true },
    });
    expect(res.statusCode).toBe(200);
    const data = await load();
    expect(data.stripe?.module_payment_stripe_active).toBe('0');
    expect(data.stripe?.module_payment_stripe_testing_secret_key).toBe('');
    expect(await storedValue('module_payment_stripe_testing_secret_key')).toBe('sk_test_hidden');
  });

  it('stores secrets sealed, never in clear, and the rest as written (type 2)', async () => {
    const rows = await storedRows();
    const byKey = new Map(rows.map((r) => [r.key, r]));
    const secrets = [
      'module_payment_braintree_sandbox_private_key',
      'module_payment_braintree_production_private_key',
      'module_payment_paypal_sandbox_client_secret',
      'module_payment_square_sanbox_access_token',
      'module_payment_square_production_access_token',
      'module_payment_square_webhook_signature_key',
      'module_payment_stripe_testing_secret_key',
      'module_payment_stripe_live_secret_key',
      'module_payment_stripe_webhook_secret',
    ];
    const plainSecrets = [
      'sandbox-private-secret',
      'live-private-secret',
      'sb-secret-value',
      'live-secret-value',
      'EAAA',
      'sk_test_',
      'sk_live_',
      'whsec_',
      'sq-signature-key',
    ];
    for (const key of secrets) {
      const row = byKey.get(key);
      expect(row?.encrypted, key).toBe(1);
      for (const plain of plainSecrets) expect(row?.value, key).not.toContain(plain);
    }
    expect(byKey.get('module_payment_stripe_live_publishable_key')).toMatchObject({
      value: 'pk_live_789',
      encrypted: 0,
      type: 2,
    });
    expect(byKey.get('module_payment_braintree_production_application_id')).toMatchObject({
      value: 'app|with|bars',
      encrypted: 0,
    });
    for (const row of rows) expect(row.type, row.key).toBe(2);
  });

  it('leaves the other shop alone', async () => {
    const outdoorsAdmin = await signedInAdmin(t, 'outdoors');
    const data = await load(outdoorsAdmin.headers);
    expect(data.stripe).toMatchObject(specDefaults.stripe);
    expect(data.braintree).toMatchObject(specDefaults.braintree);
  });
});

describe('refusing bad settings, writing nothing', () => {
  const cases: [string, string, Record<string, unknown>, string][] = [
    [
      'an unknown key',
      'stripe',
      { module_payment_stripe_active: '1', module_payment_stripe_colour: 'red' },
      '',
    ],
    ['a key of another method', 'paypal', { module_payment_stripe_active: '1' }, ''],
    [
      'an environment of another method',
      'braintree',
      { module_payment_braintree_environment: 'live' },
      'module_payment_braintree_environment',
    ],
    [
      'an environment not on the list',
      'stripe',
      { module_payment_stripe_environment: 'production' },
      'module_payment_stripe_environment',
    ],
    [
      'an enable value other than 1/0',
      'square',
      { module_payment_square_active: 'yes' },
      'module_payment_square_active',
    ],
    [
      'a PayPal flag other than 1/0',
      'paypal',
      { module_payment_paypal_venmo: '2' },
      'module_payment_paypal_venmo',
    ],
    [
      'an order status that is no number',
      'moneyorder',
      { module_payment_moneyorder_order_status: 'abc' },
      'module_payment_moneyorder_order_status',
    ],
    [
      'an order status the shop does not have',
      'moneyorder',
      { module_payment_moneyorder_order_status: '999' },
      'module_payment_moneyorder_order_status',
    ],
    [
      'a value of the wrong shape',
      'stripe',
      { module_payment_stripe_testing_secret_key: { secret: 'x' } },
      'module_payment_stripe_testing_secret_key',
    ],
    ['nothing at all', 'stripe', {}, ''],
  ];
  for (const [name, method, body, field] of cases) {
    it(`${name} → 400${field ? ' naming the field' : ''}`, async () => {
      const before = await storedRows();
      const res = await save(method, body);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
      if (field) expect(Object.keys(res.json().fields ?? {})).toContain(field);
      expect(await storedRows()).toEqual(before);
    });
  }

  it('answers an unknown method with 404 and writes nothing', async () => {
    const before = await storedRows();
    const res = await save('bitcoin', { module_payment_bitcoin_active: '1' });
    expect(res.statusCode).toBe(404);
    expect(await storedRows()).toEqual(before);
  });
});

describe('order statuses', () => {
  it('lists the shop statuses for the order-status select', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/order-statuses',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: 1, name: 'Pending' },
      { id: 2, name: 'Processing' },
      { id: 3, name: 'Shipped' },
      { id: 5, name: 'Complete' },
      { id: 7, name: 'Canceled' },
      { id: 11, name: 'Refunded' },
      { id: 15, name: 'Processed' },
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/order-statuses', headers: hostOf('demo') }))
        .statusCode,
    ).toBe(401);
  });
});

describe('API docs', () => {
  it('document the payment routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: hostOf('demo') });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/admin/settings/payment',
        '/api/v1/admin/settings/payment/stripe',
        '/api/v1/storefront/payment-methods',
        '/api/v1/admin/order-statuses',
      ]),
    );
  });
});
