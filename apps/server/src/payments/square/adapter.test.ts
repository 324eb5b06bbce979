import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSquare, squareTestNonces, startFakeSquare } from '../../../test/fakes/payments/square';
import { createSquareProvider, signSquarePayload, squareApiVersion, squareIdempotencyKey } from './adapter';
import { squareSettings } from './settings';

let fake: FakeSquare;
beforeAll(async () => {
  fake = await startFakeSquare({ accessToken: 'EAAA-live', locationId: 'L-LIVE' });
});
afterAll(() => fake.close());

const settings = squareSettings.read({
  module_payment_square_environment: 'live',
  module_payment_square_production_access_token: 'EAAA-live',
  module_payment_square_location_id: 'L-LIVE',
  module_payment_square_sanbox_access_token: 'EAAA-sandbox',
  module_payment_square_sanbox_location_id: 'L-SANDBOX',
  module_payment_square_webhook_signature_key: 'sig-key',
});

describe('Square Payments API', () => {
  it('creates the payment with the production token and location, a short idempotency key and the version header', async () => {
    const longKey = `checkout-${'x'.repeat(80)}`;
    const outcome = await createSquareProvider(settings, { baseUrl: fake.url }).authorise({
      amountMinor: 1250,
      currency: 'USD',
      orderRef: 'EMP-1',
      idempotencyKey: longKey,
      paymentData: { sourceId: squareTestNonces.ok },
      capture: true,
    });
    expect(outcome).toMatchObject({ kind: 'success', status: 'captured', amountMinor: 1250 });
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer EAAA-live');
    expect(sent.headers['square-version']).toBe(squareApiVersion);
    expect(JSON.parse(sent.body)).toMatchObject({
      source_id: 'cnon:card-nonce-ok',
      idempotency_key: squareIdempotencyKey(longKey),
      amount_money: { amount: 1250, currency: 'USD' },
      location_id: 'L-LIVE',
      autocomplete: true,
      reference_id: 'EMP-1',
    });
    expect(squareIdempotencyKey(longKey).length).toBeLessThanOrEqual(45);
  });

  it('reports a rejected token as an error', async () => {
    const sandbox = squareSettings.read({
      module_payment_square_sanbox_access_token: 'EAAA-sandbox',
      module_payment_square_sanbox_location_id: 'L-LIVE',
    });
    const outcome = await createSquareProvider(sandbox, { baseUrl: fake.url }).authorise({
      amountMinor: 100,
      currency: 'USD',
      orderRef: 'EMP-2',
      idempotencyKey: 'sq-2',
      paymentData: { sourceId: squareTestNonces.ok },
      capture: true,
    });
    expect(outcome).toMatchObject({
      kind: 'error',
      message: 'The payment provider refused the shop’s credentials.',
    });
  });
});

describe('Square webhooks', () => {
  const url = 'https://demo.example.com/api/v1/storefront/payments/webhook/square';
  const event = JSON.stringify({
    event_id: 'evt-sq-1',
    type: 'refund.updated',
    data: {
      object: {
        refund: {
          id: 'R1',
          payment_id: 'P1',
          status: 'COMPLETED',
          amount_money: { amount: 300, currency: 'USD' },
        },
      },
    },
  });

  it('checks the HMAC of notification URL and body', async () => {
    const provider = createSquareProvider(settings);
    const outcome = await provider.parseWebhook({
      headers: { 'x-square-hmacsha256-signature': signSquarePayload(url, event, 'sig-key') },
      rawBody: Buffer.from(event),
      url,
    });
    expect(outcome).toMatchObject({
      kind: 'event',
      providerReference: 'P1',
      change: { type: 'refund', refundReference: 'R1', amountMinor: 300 },
    });
    const otherUrl = await provider.parseWebhook({
      headers: { 'x-square-hmacsha256-signature': signSquarePayload(`${url}x`, event, 'sig-key') },
      rawBody: Buffer.from(event),
      url,
    });
    expect(otherUrl.kind).toBe('invalid');
    const otherKey = await provider.parseWebhook({
      headers: { 'x-square-hmacsha256-signature': signSquarePayload(url, event, 'nope') },
      rawBody: Buffer.from(event),
      url,
    });
    expect(otherKey.kind).toBe('invalid');
  });
});
