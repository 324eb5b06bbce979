import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe, stripeTestMethods } from '../../../test/fakes/payments/stripe';
import { createStripeProvider, signStripePayload, stripeApiVersion, verifyStripeSignature } from './adapter';
import { stripeSettings } from './settings';

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: 'sk_live_right' });
});
afterAll(() => fake.close());

const settings = (entries: Record<string, string> = {}) =>
  stripeSettings.read({
    module_payment_stripe_environment: 'live',
    module_payment_stripe_live_secret_key: 'sk_live_right',
    module_payment_stripe_testing_secret_key: 'sk_test_wrong',
    module_payment_stripe_webhook_secret: 'whsec_test',
    ...entries,
  });

describe('Stripe PaymentIntents', () => {
  it('uses the live secret key in live, form-encoded, with the idempotency key and pinned version', async () => {
    const outcome = await createStripeProvider(settings(), { baseUrl: fake.url }).authorise({
      amountMinor: 1250,
      currency: 'USD',
      orderRef: 'EMP-1',
      idempotencyKey: 'key-1',
      paymentData: { paymentMethodId: stripeTestMethods.visa },
      capture: false,
    });
    expect(outcome).toMatchObject({ kind: 'success', status: 'authorised', amountMinor: 1250 });
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk_live_right');
    expect(sent.headers['idempotency-key']).toBe('key-1');
    expect(sent.headers['stripe-version']).toBe(stripeApiVersion);
    const form = new URLSearchParams(sent.body);
    expect(Object.fromEntries(form)).toMatchObject({
      amount: '1250',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      capture_method: 'manual',
      'metadata[order_ref]': 'EMP-1',
    });
  });

  it('reports refused credentials as an error, not a decline', async () => {
    const outcome = await createStripeProvider(settings({ module_payment_stripe_environment: 'sandbox' }), {
      baseUrl: fake.url,
    }).authorise({
      amountMinor: 100,
      currency: 'USD',
      orderRef: 'EMP-2',
      idempotencyKey: 'key-2',
      paymentData: { paymentMethodId: stripeTestMethods.visa },
      capture: true,
    });
    expect(outcome).toMatchObject({
      kind: 'error',
      message: 'The payment provider refused the shop’s credentials.',
    });
  });

  it('passes on the decline reason and code', async () => {
    const outcome = await createStripeProvider(settings(), { baseUrl: fake.url }).authorise({
      amountMinor: 100,
      currency: 'USD',
      orderRef: 'EMP-3',
      idempotencyKey: 'key-3',
      paymentData: { paymentMethodId: stripeTestMethods.insufficientFunds },
      capture: true,
    });
    expect(outcome).toMatchObject({
      kind: 'decline',
      message: 'Your card has insufficient funds.',
      code: 'insufficient_funds',
    });
  });

  it('checks an intent the browser confirmed against the order total', async () => {
    const provider = createStripeProvider(settings(), { baseUrl: fake.url });
    const paid = await provider.authorise({
      amountMinor: 800,
      currency: 'USD',
      orderRef: 'A',
      idempotencyKey: 'key-4',
      paymentData: { paymentMethodId: 'pm_card_visa' },
      capture: true,
    });
    expect(paid.kind).toBe('success');
    const reference = paid.kind === 'success' ? paid.providerReference : '';
    const same = await provider.authorise({
      amountMinor: 800,
      currency: 'USD',
      orderRef: 'A',
      idempotencyKey: 'key-5',
      paymentData: { paymentIntentId: reference },
      capture: true,
    });
    expect(same).toMatchObject({ kind: 'success', status: 'captured', providerReference: reference });
    const cheaper = await provider.authorise({
      amountMinor: 9900,
      currency: 'USD',
      orderRef: 'B',
      idempotencyKey: 'key-6',
      paymentData: { paymentIntentId: reference },
      capture: true,
    });
    expect(cheaper.kind).toBe('error');
  });
});

describe('Stripe webhooks', () => {
  const event = JSON.stringify({
    id: 'evt_1',
    type: 'charge.refunded',
    data: { object: { object: 'charge', payment_intent: 'pi_9', amount_refunded: 500 } },
  });

  it('accepts a correct Stripe-Signature and says what the event means', async () => {
    const outcome = await createStripeProvider(settings()).parseWebhook({
      headers: { 'stripe-signature': signStripePayload(event, 'whsec_test') },
      rawBody: Buffer.from(event),
      url: 'http://demo.localhost/api/v1/storefront/payments/webhook/stripe',
    });
    expect(outcome).toMatchObject({
      kind: 'event',
      eventId: 'evt_1',
      providerReference: 'pi_9',
      change: { type: 'refund_total', totalMinor: 500 },
    });
  });

  it('refuses a wrong, stale or missing signature and a changed body', async () => {
    const provider = createStripeProvider(settings());
    const url = 'http://demo.localhost/x';
    const stale = signStripePayload(event, 'whsec_test', Math.floor(Date.now() / 1000) - 3600);
    for (const headers of [
      { 'stripe-signature': signStripePayload(event, 'whsec_other') },
      { 'stripe-signature': stale },
      {},
    ]) {
      expect((await provider.parseWebhook({ headers, rawBody: Buffer.from(event), url })).kind).toBe(
        'invalid',
      );
    }
    const changed = await provider.parseWebhook({
      headers: { 'stripe-signature': signStripePayload(event, 'whsec_test') },
      rawBody: Buffer.from(event.replace('500', '50000')),
      url,
    });
    expect(changed.kind).toBe('invalid');
    expect(verifyStripeSignature(signStripePayload('x', 's'), Buffer.from('x'), 's')).toBe(true);
  });
});
