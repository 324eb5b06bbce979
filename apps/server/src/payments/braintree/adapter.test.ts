import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  braintreeTestNonces,
  type FakeBraintree,
  startFakeBraintree,
} from '../../../test/fakes/payments/braintree';
import {
  braintreeApiVersion,
  braintreeGlobalId,
  createBraintreeProvider,
  signBraintreePayload,
} from './adapter';
import { braintreeSettings } from './settings';

let fake: FakeBraintree;
beforeAll(async () => {
  fake = await startFakeBraintree({ publicKey: 'prod_pub', privateKey: 'prod_priv' });
});
afterAll(() => fake.close());

const settings = braintreeSettings.read({
  module_payment_braintree_environment: 'production',
  module_payment_braintree_production_public_key: 'prod_pub',
  module_payment_braintree_production_private_key: 'prod_priv',
  module_payment_braintree_sandbox_public_key: 'sandbox_pub',
  module_payment_braintree_sandbox_private_key: 'sandbox_priv',
});

describe('Braintree GraphQL', () => {
  it('charges the nonce with Basic public:private auth, the version header and a decimal amount', async () => {
    const outcome = await createBraintreeProvider(settings, { baseUrl: fake.url }).authorise({
      amountMinor: 1250,
      currency: 'USD',
      orderRef: 'EMP-7',
      idempotencyKey: 'bt-key-1',
      paymentData: { nonce: braintreeTestNonces.valid },
      capture: true,
    });
    expect(outcome).toMatchObject({ kind: 'success', status: 'captured', amountMinor: 1250 });
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from('prod_pub:prod_priv').toString('base64')}`);
    expect(sent.headers['braintree-version']).toBe(braintreeApiVersion);
    const body = JSON.parse(sent.body);
    expect(body.query).toContain('chargePaymentMethod');
    expect(body.variables.input).toEqual({
      paymentMethodId: 'fake-valid-nonce',
      apiRequestKey: 'bt-key-1',
      transaction: { amount: '12.50', orderId: 'EMP-7' },
    });
  });

  it('authorises only (authorizePaymentMethod) when the money is to be captured later', async () => {
    const outcome = await createBraintreeProvider(settings, { baseUrl: fake.url }).authorise({
      amountMinor: 500,
      currency: 'USD',
      orderRef: 'EMP-8',
      idempotencyKey: 'bt-key-2',
      paymentData: { nonce: braintreeTestNonces.valid },
      capture: false,
    });
    expect(outcome).toMatchObject({ kind: 'success', status: 'authorised' });
    expect(JSON.parse(fake.requests.at(-1)!.body).query).toContain('authorizePaymentMethod');
  });

  it('reports wrong keys (the sandbox pair against production) as an error', async () => {
    const sandbox = braintreeSettings.read({
      ...Object.fromEntries(Object.entries(settings).map(([k, v]) => [`module_payment_braintree_${k}`, v])),
      module_payment_braintree_environment: 'sandbox',
    });
    const outcome = await createBraintreeProvider(sandbox, { baseUrl: fake.url }).authorise({
      amountMinor: 500,
      currency: 'USD',
      orderRef: 'EMP-9',
      idempotencyKey: 'bt-key-3',
      paymentData: { nonce: braintreeTestNonces.valid },
      capture: true,
    });
    expect(outcome).toMatchObject({
      kind: 'error',
      message: 'The payment provider refused the shop’s credentials.',
    });
  });
});

describe('Braintree webhooks (bt_signature, bt_payload)', () => {
  const xml =
    '<notification><timestamp type="datetime">2025-01-01T00:00:00Z</timestamp><kind>transaction_settlement_declined</kind><subject><transaction><id>abc123</id><status>settlement_declined</status></transaction></subject></notification>';
  const payload = Buffer.from(xml).toString('base64');
  const body = (signature: string) =>
    Buffer.from(new URLSearchParams({ bt_signature: signature, bt_payload: payload }).toString());

  it('verifies the signature with the key pair and names the transaction by its global id', async () => {
    const outcome = await createBraintreeProvider(settings).parseWebhook({
      headers: {},
      rawBody: body(signBraintreePayload(payload, 'prod_pub', 'prod_priv')),
      url: '',
    });
    expect(outcome).toMatchObject({
      kind: 'event',
      eventType: 'transaction_settlement_declined',
      providerReference: braintreeGlobalId('abc123'),
      change: { type: 'failed' },
    });
  });

  it('refuses a signature made with another key', async () => {
    const outcome = await createBraintreeProvider(settings).parseWebhook({
      headers: {},
      rawBody: body(signBraintreePayload(payload, 'prod_pub', 'other')),
      url: '',
    });
    expect(outcome.kind).toBe('invalid');
  });
});
