import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/app';
import { signedInAdmin } from '../../test/auth';
import {
  braintreeTestNonces,
  type FakeBraintree,
  startFakeBraintree,
} from '../../test/fakes/payments/braintree';
import { type FakeSquare, squareTestNonces, startFakeSquare } from '../../test/fakes/payments/square';
import { type FakeStripe, startFakeStripe, stripeTestMethods } from '../../test/fakes/payments/stripe';
import type { RequestContext } from '../kernel/context';
import { signBraintreePayload } from './braintree/adapter';
import { authorisePayment } from './checkout-payment';
import { onPaymentChange, type PaymentChange } from './payment-listeners';
import { signSquarePayload } from './square/adapter';
import { signStripePayload } from './stripe/adapter';

let t: TestApp;
let stripe: FakeStripe;
let square: FakeSquare;
let braintree: FakeBraintree;
let ctx: RequestContext;
const changes: PaymentChange[] = [];
const recordChange = async (_ctx: RequestContext, change: PaymentChange) => {
  changes.push(change);
};

beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: 'sk_test_hooks' });
  square = await startFakeSquare({ accessToken: 'EAAA-hooks', locationId: 'L-HOOKS' });
  braintree = await startFakeBraintree({ publicKey: 'bt_pub', privateKey: 'bt_priv' });
  process.env.PAYMENT_BASE_URL_STRIPE = stripe.url;
  process.env.PAYMENT_BASE_URL_SQUARE = square.url;
  process.env.PAYMENT_BASE_URL_BRAINTREE = braintree.url;
  t = await createTestApp();
  const admin = await signedInAdmin(t, 'demo');
  ctx = { shop: (await t.resolver.resolve('demo.localhost'))!, actor: { kind: 'guest' }, db: t.database.db };
  onPaymentChange(recordChange);
  const settings: Record<string, Record<string, string>> = {
    stripe: {
      module_payment_stripe_active: '1',
      module_payment_stripe_testing_publishable_key: 'pk_test_hooks',
      module_payment_stripe_testing_secret_key: 'sk_test_hooks',
      module_payment_stripe_webhook_secret: 'whsec_hooks',
    },
    square: {
      module_payment_square_active: '1',
      module_payment_square_sanbox_application_id: 'sandbox-sq0idb-hooks',
      module_payment_square_sanbox_access_token: 'EAAA-hooks',
      module_payment_square_sanbox_location_id: 'L-HOOKS',
      module_payment_square_webhook_signature_key: 'sq-hooks-key',
    },
    braintree: {
      module_payment_braintree_active: '1',
      module_payment_braintree_tokenization: 'sandbox_hooks_token',
      module_payment_braintree_sandbox_public_key: 'bt_pub',
      module_payment_braintree_sandbox_private_key: 'bt_priv',
    },
  };
  for (const [method, payload] of Object.entries(settings)) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/settings/payment/${method}`,
      headers: admin.headers,
      payload,
    });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(async () => {
  delete process.env.PAYMENT_BASE_URL_STRIPE;
  delete process.env.PAYMENT_BASE_URL_SQUARE;
  delete process.env.PAYMENT_BASE_URL_BRAINTREE;
  await t.close();
  await Promise.all([stripe.close(), square.close(), braintree.close()]);
});

const paymentRow = async (id: number) =>
  (await t.database.db.select().from(schema.payments).where(eq(schema.payments.id, id)))[0]!;
const eventCount = async (id: number) =>
  (await t.database.db.select().from(schema.paymentEvents).where(eq(schema.paymentEvents.paymentId, id)))
    .length;
const url = (method: string) => `/api/v1/storefront/payments/webhook/${method}`;

async function pay(method: string, paymentData: Record<string, string>, capture = true) {
  const result = await authorisePayment(ctx, {
    method,
    amountMinor: 3000,
    currency: 'USD',
    orderRef: 'EMP-W',
    idempotencyKey: crypto.randomUUID(),
    paymentData,
    capture,
  });
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('Stripe webhooks', () => {
  const post = (event: object, secret = 'whsec_hooks') => {
    const body = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: url('stripe'),
      headers: {
        ...hostOf('demo'),
        'content-type': 'application/json',
        'stripe-signature': signStripePayload(body, secret),
      },
      payload: body,
    });
  };

  it('a signed payment_intent.succeeded captures the held payment, once however often it arrives', async () => {
    const held = await pay('stripe', { paymentMethodId: stripeTestMethods.visa }, false);
    const event = {
      id: `evt_${held.paymentId}`,
      type: 'payment_intent.succeeded',
      data: { object: { object: 'payment_intent', id: held.providerReference, amount_received: 3000 } },
    };
    const first = await post(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, result: 'applied' });
    expect(await paymentRow(held.paymentId)).toMatchObject({ status: 'captured', capturedMinor: 3000 });
    const events = await eventCount(held.paymentId);
    expect((await post(event)).json()).toEqual({ received: true, result: 'duplicate' });
    expect(await eventCount(held.paymentId)).toBe(events);
    expect(
      changes.filter((c) => c.payment.id === held.paymentId).map((c) => [c.source, c.payment.status]),
    ).toEqual([['webhook', 'captured']]);
  });

  it('a refund made at Stripe shows on the payment', async () => {
    const paid = await pay('stripe', { paymentMethodId: stripeTestMethods.visa });
    const res = await post({
      id: `evt_r_${paid.paymentId}`,
      type: 'charge.refunded',
      data: { object: { object: 'charge', payment_intent: paid.providerReference, amount_refunded: 1200 } },
    });
    expect(res.json().result).toBe('applied');
    expect(await paymentRow(paid.paymentId)).toMatchObject({
      status: 'partially_refunded',
      refundedMinor: 1200,
    });
  });

  it('refuses a wrong signature with 400 and changes nothing', async () => {
    const held = await pay('stripe', { paymentMethodId: stripeTestMethods.visa }, false);
    const before = await eventCount(held.paymentId);
    const res = await post(
      {
        id: 'evt_forged',
        type: 'payment_intent.canceled',
        data: { object: { object: 'payment_intent', id: held.providerReference } },
      },
      'whsec_wrong',
    );
    expect(res.statusCode).toBe(400);
    expect(await paymentRow(held.paymentId)).toMatchObject({ status: 'authorised' });
    expect(await eventCount(held.paymentId)).toBe(before);
  });

  it('acknowledges events for payments it does not know and events it does not use', async () => {
    expect(
      (
        await post({
          id: 'evt_x',
          type: 'payment_intent.succeeded',
          data: { object: { object: 'payment_intent', id: 'pi_unknown', amount_received: 1 } },
        })
      ).json().result,
    ).toBe('unknown_payment');
    expect(
      (
        await post({
          id: 'evt_y',
          type: 'customer.created',
          data: { object: { object: 'customer', id: 'cus_1' } },
        })
      ).json().result,
    ).toBe('ignored');
  });
});

describe('Square webhooks', () => {
  it('a signed refund.updated adds the refund, and the other shop cannot be reached with it', async () => {
    const paid = await pay('square', { sourceId: squareTestNonces.ok });
    const body = JSON.stringify({
      event_id: `sq-evt-${paid.paymentId}`,
      type: 'refund.updated',
      data: {
        object: {
          refund: {
            id: 'sq-ref-1',
            payment_id: paid.providerReference,
            status: 'COMPLETED',
            amount_money: { amount: 3000, currency: 'USD' },
          },
        },
      },
    });
    const notificationUrl = `http://demo.localhost${url('square')}`;
    const res = await t.app.inject({
      method: 'POST',
      url: url('square'),
      headers: {
        ...hostOf('demo'),
        'content-type': 'application/json',
        'x-square-hmacsha256-signature': signSquarePayload(notificationUrl, body, 'sq-hooks-key'),
      },
      payload: body,
    });
    expect(res.json().result).toBe('applied');
    expect(await paymentRow(paid.paymentId)).toMatchObject({ status: 'refunded', refundedMinor: 3000 });
    // The outdoors shop has no Square signature key: its webhook endpoint refuses.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: url('square'),
      headers: {
        ...hostOf('outdoors'),
        'content-type': 'application/json',
        'x-square-hmacsha256-signature': signSquarePayload(notificationUrl, body, 'sq-hooks-key'),
      },
      payload: body,
    });
    expect(elsewhere.statusCode).toBe(400);
  });
});

describe('Braintree webhooks', () => {
  it('a signed settlement_declined marks the payment failed', async () => {
    const paid = await pay('braintree', { nonce: braintreeTestNonces.valid });
    const legacyId = Buffer.from(paid.providerReference, 'base64')
      .toString('utf8')
      .replace('transaction_', '');
    const xml = `<notification><timestamp type="datetime">2025-02-01T00:00:00Z</timestamp><kind>transaction_settlement_declined</kind><subject><transaction><id>${legacyId}</id></transaction></subject></notification>`;
    const payload = `${Buffer.from(xml).toString('base64')}\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: url('braintree'),
      headers: { ...hostOf('demo'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        bt_signature: signBraintreePayload(payload, 'bt_pub', 'bt_priv'),
        bt_payload: payload,
      }).toString(),
    });
    expect(res.json().result).toBe('applied');
    expect(await paymentRow(paid.paymentId)).toMatchObject({
      status: 'failed',
      message: 'The bank declined to settle the payment.',
    });
  });

  it('money order has no webhooks', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: url('moneyorder'),
      headers: { ...hostOf('demo'), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: url('bitcoin'), headers: hostOf('demo'), payload: '{}' }))
        .statusCode,
    ).toBe(400);
  });
});
