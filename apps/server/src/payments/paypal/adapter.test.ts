import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakePaypal,
  fakePaypalValidSignature,
  startFakePaypal,
} from '../../../test/fakes/payments/paypal';
import { createPaypalProvider } from './adapter';
import { paypalFundingOf, paypalSettings } from './settings';

let fake: FakePaypal;
beforeAll(async () => {
  fake = await startFakePaypal({ clientId: 'live-id', clientSecret: 'live-secret', webhookId: 'WH-1' });
});
afterAll(() => fake.close());

const settings = (entries: Record<string, string> = {}) =>
  paypalSettings.read({
    module_payment_paypal_environment: 'live',
    module_payment_paypal_live_client_id: 'live-id',
    module_payment_paypal_live_client_secret: 'live-secret',
    module_payment_paypal_webhook_id: 'WH-1',
    ...entries,
  });

describe('PayPal Orders v2', () => {
  it('gets a token with client credentials once, then creates the order with PayPal-Request-Id', async () => {
    const provider = createPaypalProvider(settings(), { baseUrl: fake.url });
    const before = fake.requests.filter((r) => r.path === '/v1/oauth2/token').length;
    const first = await provider.prepare!({
      amountMinor: 1999,
      currency: 'USD',
      orderRef: 'EMP-1',
      idempotencyKey: 'pp-1',
      capture: true,
    });
    const second = await provider.prepare!({
      amountMinor: 500,
      currency: 'USD',
      orderRef: 'EMP-2',
      idempotencyKey: 'pp-2',
      capture: true,
    });
    expect(first.kind).toBe('success');
    expect(second.kind).toBe('success');
    expect(fake.requests.filter((r) => r.path === '/v1/oauth2/token').length - before).toBeLessThanOrEqual(1);
    const create = fake.requests.filter((r) => r.path === '/v2/checkout/orders').at(-1)!;
    expect(create.headers['paypal-request-id']).toBe('pp-2:order');
    expect(create.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(JSON.parse(create.body)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: 'EMP-2', amount: { currency_code: 'USD', value: '5.00' } }],
    });
  });

  it('refuses to capture an approved order whose amount is not the order total', async () => {
    const provider = createPaypalProvider(settings(), { baseUrl: fake.url });
    const prepared = await provider.prepare!({
      amountMinor: 100,
      currency: 'USD',
      orderRef: 'EMP-3',
      idempotencyKey: 'pp-3',
      capture: true,
    });
    const orderId = prepared.kind === 'success' ? prepared.clientData.paypalOrderId! : '';
    fake.approve(orderId);
    const outcome = await provider.authorise({
      amountMinor: 10000,
      currency: 'USD',
      orderRef: 'EMP-3',
      idempotencyKey: 'pp-4',
      paymentData: { paypalOrderId: orderId },
      capture: true,
    });
    expect(outcome.kind).toBe('error');
    expect(fake.captures.size).toBe(0);
  });

  it('asks the buyer to approve first when the order is not approved', async () => {
    const provider = createPaypalProvider(settings(), { baseUrl: fake.url });
    const prepared = await provider.prepare!({
      amountMinor: 100,
      currency: 'USD',
      orderRef: 'EMP-5',
      idempotencyKey: 'pp-5',
      capture: true,
    });
    const orderId = prepared.kind === 'success' ? prepared.clientData.paypalOrderId! : '';
    const outcome = await provider.authorise({
      amountMinor: 100,
      currency: 'USD',
      orderRef: 'EMP-5',
      idempotencyKey: 'pp-6',
      paymentData: { paypalOrderId: orderId },
      capture: true,
    });
    expect(outcome).toMatchObject({ kind: 'decline', code: 'ORDER_NOT_APPROVED' });
  });

  it('reports refused credentials as an error', async () => {
    const provider = createPaypalProvider(settings({ module_payment_paypal_live_client_secret: 'nope' }), {
      baseUrl: fake.url,
    });
    const outcome = await provider.prepare!({
      amountMinor: 100,
      currency: 'USD',
      orderRef: 'EMP-7',
      idempotencyKey: 'pp-7',
      capture: true,
    });
    expect(outcome).toMatchObject({
      kind: 'error',
      message: 'The payment provider refused the shop’s credentials.',
    });
  });
});

describe('PayPal funding flags', () => {
  it('turn into the JS SDK enable-funding and disable-funding lists', () => {
    expect(paypalFundingOf(settings())).toEqual({
      enable: [],
      disable: ['credit', 'card', 'venmo', 'paylater'],
    });
    expect(
      paypalFundingOf(
        settings({
          module_payment_paypal_accept_credits: '1',
          module_payment_paypal_venmo: '1',
          module_payment_paypal_paylater: '1',
        }),
      ),
    ).toEqual({ enable: ['credit', 'venmo', 'paylater'], disable: ['card'] });
  });
});

describe('PayPal webhooks', () => {
  const event = {
    id: 'WH-EVT-1',
    event_type: 'PAYMENT.CAPTURE.REFUNDED',
    resource: {
      id: '1R123',
      amount: { currency_code: 'USD', value: '2.50' },
      links: [{ rel: 'up', href: 'https://api-m.paypal.com/v2/payments/captures/3C999' }],
    },
  };
  const headers = (signature: string) => ({
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api-m.paypal.com/v1/notifications/certs/CERT',
    'paypal-transmission-id': 'tx-1',
    'paypal-transmission-sig': signature,
    'paypal-transmission-time': new Date().toISOString(),
  });

  it('has PayPal verify the signature, then names the refunded capture', async () => {
    const provider = createPaypalProvider(settings(), { baseUrl: fake.url });
    const outcome = await provider.parseWebhook({
      headers: headers(fakePaypalValidSignature),
      rawBody: Buffer.from(JSON.stringify(event)),
      url: '',
    });
    expect(outcome).toMatchObject({
      kind: 'event',
      providerReference: '3C999',
      change: { type: 'refund', refundReference: '1R123', amountMinor: 250 },
    });
    const verify = fake.requests.at(-1)!;
    expect(verify.path).toBe('/v1/notifications/verify-webhook-signature');
    expect(JSON.parse(verify.body)).toMatchObject({
      webhook_id: 'WH-1',
      transmission_id: 'tx-1',
      webhook_event: event,
    });
  });

  it('refuses what PayPal does not verify', async () => {
    const provider = createPaypalProvider(settings(), { baseUrl: fake.url });
    const outcome = await provider.parseWebhook({
      headers: headers('forged'),
      rawBody: Buffer.from(JSON.stringify(event)),
      url: '',
    });
    expect(outcome.kind).toBe('invalid');
  });
});
