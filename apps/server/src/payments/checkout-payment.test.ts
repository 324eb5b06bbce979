import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/app';
import { signedInAdmin } from '../../test/auth';
import { type FakePaypal, startFakePaypal } from '../../test/fakes/payments/paypal';
import { type FakeStripe, startFakeStripe, stripeTestMethods } from '../../test/fakes/payments/stripe';
import type { RequestContext } from '../kernel/context';
import { attachPaymentToOrder, authorisePayment, preparePayment } from './checkout-payment';
import { onPaymentChange, type PaymentChange } from './payment-listeners';

let t: TestApp;
let stripe: FakeStripe;
let paypal: FakePaypal;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let ctx: RequestContext;
const changes: PaymentChange[] = [];
const recordChange = async (_ctx: RequestContext, change: PaymentChange) => {
  changes.push(change);
};

beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: 'sk_test_checkout' });
  paypal = await startFakePaypal({ clientId: 'pp-client', clientSecret: 'pp-secret' });
  process.env.PAYMENT_BASE_URL_STRIPE = stripe.url;
  process.env.PAYMENT_BASE_URL_PAYPAL = paypal.url;
  process.env.PAYMENT_TIMEOUT_MS = '400';
  t = await createTestApp();
  admin = await signedInAdmin(t, 'demo');
  const shop = await t.resolver.resolve('demo.localhost');
  ctx = { shop: shop!, actor: { kind: 'guest' }, db: t.database.db };
  onPaymentChange(recordChange);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/settings/payment/stripe',
    headers: admin.headers,
    payload: {
      module_payment_stripe_active: '1',
      module_payment_stripe_environment: 'sandbox',
      module_payment_stripe_testing_publishable_key: 'pk_test_checkout',
      module_payment_stripe_testing_secret_key: { value: 'sk_test_checkout', hidden: true },
      module_payment_stripe_order_status: '2',
    },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  delete process.env.PAYMENT_BASE_URL_STRIPE;
  delete process.env.PAYMENT_BASE_URL_PAYPAL;
  delete process.env.PAYMENT_TIMEOUT_MS;
  await t.close();
  await stripe.close();
  await paypal.close();
});

const paymentRow = async (id: number) => {
  const [row] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.id, id));
  return row!;
};
const eventsOf = (paymentId: number) =>
  t.database.db
    .select()
    .from(schema.paymentEvents)
    .where(eq(schema.paymentEvents.paymentId, paymentId))
    .orderBy(schema.paymentEvents.id);
const attempt = (overrides: Partial<Parameters<typeof authorisePayment>[1]> = {}) =>
  authorisePayment(ctx, {
    method: 'stripe',
    amountMinor: 2599,
    currency: 'USD',
    orderRef: 'EMP-100',
    idempotencyKey: crypto.randomUUID(),
    paymentData: { paymentMethodId: stripeTestMethods.visa },
    ...overrides,
  });

describe('GET /api/v1/storefront/payment-methods', () => {
  it('lists the active, set-up methods with their label key and browser config, never a secret', async () => {
    // PayPal switched on without its secret is not offered.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/payment/paypal',
      headers: admin.headers,
      payload: { module_payment_paypal_active: '1', module_payment_paypal_sandbox_client_id: 'pp-client' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/payment-methods',
      headers: hostOf('demo'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { method: 'moneyorder', label_key: 'payment.moneyorder.title', client: { method: 'moneyorder' } },
      {
        method: 'stripe',
        label_key: 'payment.stripe.title',
        client: {
          method: 'stripe',
          environment: 'sandbox',
          publishable_key: 'pk_test_checkout',
          sdk_url: 'https://js.stripe.com/v3/',
        },
      },
    ]);
    expect(res.body).not.toContain('sk_test');
  });

  it('offers PayPal with its client id and funding flags once it is set up', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/payment/paypal',
      headers: admin.headers,
      payload: {
        module_payment_paypal_sandbox_client_secret: { value: 'pp-secret', hidden: true },
        module_payment_paypal_venmo: '1',
      },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/payment-methods',
      headers: hostOf('demo'),
    });
    const methods = res.json().data as { method: string; client: Record<string, unknown> }[];
    expect(methods.map((m) => m.method)).toEqual(['moneyorder', 'paypal', 'stripe']);
    expect(methods[1]?.client).toEqual({
      method: 'paypal',
      environment: 'sandbox',
      client_id: 'pp-client',
      currency: 'USD',
      enable_funding: ['venmo'],
      disable_funding: ['credit', 'card', 'paylater'],
      sdk_url: 'https://www.paypal.com/sdk/js',
    });
    expect(res.body).not.toContain('pp-secret');
    // The other shop has only its money order.
    const outdoors = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/payment-methods',
      headers: hostOf('outdoors'),
    });
    expect((outdoors.json().data as { method: string }[]).map((m) => m.method)).toEqual(['moneyorder']);
  });
});

describe('authorisePayment', () => {
  it('takes the money and gives the order status configured for the method', async () => {
    const result = await attempt();
    expect(result).toMatchObject({ ok: true, status: 'captured', orderStatusId: 2 });
    if (!result.ok) return;
    const row = await paymentRow(result.paymentId);
    expect(row).toMatchObject({
      method: 'stripe',
      amountMinor: 2599,
      capturedMinor: 2599,
      currency: 'USD',
      status: 'captured',
      orderRef: 'EMP-100',
      providerReference: result.providerReference,
      orderId: null,
    });
    expect(stripe.intents.get(result.providerReference)?.amount).toBe(2599);
    expect((await eventsOf(result.paymentId)).map((e) => [e.kind, e.outcome])).toEqual([
      ['authorise', 'success'],
    ]);
  });

  it('answers a decline with the provider message, and the same attempt again the same way without asking again', async () => {
    const key = crypto.randomUUID();
    const declined = await attempt({
      idempotencyKey: key,
      paymentData: { paymentMethodId: stripeTestMethods.declined },
    });
    expect(declined).toMatchObject({ ok: false, code: 'declined', message: 'Your card was declined.' });
    const calls = stripe.requests.length;
    const again = await attempt({
      idempotencyKey: key,
      paymentData: { paymentMethodId: stripeTestMethods.declined },
    });
    expect(again).toEqual(declined);
    expect(stripe.requests.length).toBe(calls);
  });

  it('never charges twice for one key', async () => {
    const key = crypto.randomUUID();
    const charges = stripe.chargeCount();
    const [a, b] = [await attempt({ idempotencyKey: key }), await attempt({ idempotencyKey: key })];
    expect(a.ok && b.ok).toBe(true);
    expect(b).toEqual(a);
    expect(stripe.chargeCount()).toBe(charges + 1);
    const other = await attempt({ idempotencyKey: key, amountMinor: 1 });
    expect(other).toMatchObject({ ok: false, code: 'invalid' });
  });

  it('reports a provider that does not answer as an error, and a retry with the key completes the one payment', async () => {
    const key = crypto.randomUUID();
    stripe.hang = true;
    let timedOut: Awaited<ReturnType<typeof attempt>>;
    try {
      timedOut = await attempt({ idempotencyKey: key });
    } finally {
      stripe.hang = false;
    }
    expect(timedOut).toMatchObject({
      ok: false,
      code: 'error',
      message: 'The payment provider did not answer in time. Please try again.',
    });
    const charges = stripe.chargeCount();
    const retried = await attempt({ idempotencyKey: key });
    expect(retried).toMatchObject({ ok: true, status: 'captured' });
    expect(stripe.chargeCount()).toBeLessThanOrEqual(charges + 1);
    if (retried.ok)
      expect((await eventsOf(retried.paymentId)).map((e) => e.outcome)).toEqual(['error', 'success']);
  });

  it('refuses unavailable methods and missing payment data without calling anyone', async () => {
    const calls = stripe.requests.length;
    expect(await attempt({ method: 'square' })).toMatchObject({ ok: false, code: 'unavailable' });
    expect(await attempt({ method: 'bitcoin' })).toMatchObject({ ok: false, code: 'unavailable' });
    expect(await attempt({ paymentData: {} })).toMatchObject({
      ok: false,
      code: 'invalid',
      message: 'Please enter your card details.',
    });
    expect(stripe.requests.length).toBe(calls);
    await expect(attempt({ amountMinor: 0 })).rejects.toThrow(/positive/);
  });

  it('accepts a money order as pending with its order status', async () => {
    const result = await attempt({ method: 'moneyorder', paymentData: {} });
    expect(result).toMatchObject({ ok: true, status: 'pending', orderStatusId: 1 });
  });

  it('prepares a PayPal order for the buttons, then captures it once approved', async () => {
    const prepared = await preparePayment(ctx, {
      method: 'paypal',
      amountMinor: 1500,
      currency: 'USD',
      orderRef: 'EMP-PP',
      idempotencyKey: 'pp-attempt',
    });
    expect(prepared).toMatchObject({ ok: true, clientData: { paypalOrderId: expect.any(String) } });
    if (!prepared.ok) return;
    paypal.approve(prepared.clientData.paypalOrderId!);
    const paid = await attempt({
      method: 'paypal',
      amountMinor: 1500,
      idempotencyKey: 'pp-attempt',
      paymentData: prepared.clientData,
    });
    expect(paid).toMatchObject({ ok: true, status: 'captured' });
    expect(
      await preparePayment(ctx, {
        method: 'stripe',
        amountMinor: 1,
        currency: 'USD',
        orderRef: 'x',
        idempotencyKey: 'y',
      }),
    ).toEqual({ ok: true, clientData: {} });
  });
});

describe('admin capture, refund and void', () => {
  const action = (id: number, name: string, payload?: object, headers = admin.headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payments/${id}/${name}`,
      headers,
      payload: payload ?? {},
    });

  it('captures part of held money, refunds in parts, and records each answer with the admin', async () => {
    const held = await attempt({ capture: false, amountMinor: 5000 });
    expect(held).toMatchObject({ ok: true, status: 'authorised' });
    if (!held.ok) return;
    await attachPaymentToOrder(ctx, held.paymentId, 4242);

    const captured = await action(held.paymentId, 'capture', { amount: 40 });
    expect(captured.statusCode).toBe(200);
    expect(captured.json().data).toMatchObject({
      status: 'captured',
      captured: 40,
      refunded: 0,
      order_id: 4242,
    });

    const part = await action(held.paymentId, 'refund', { amount: 15.5 });
    expect(part.json().data).toMatchObject({ status: 'partially_refunded', refunded: 15.5 });
    const tooMuch = await action(held.paymentId, 'refund', { amount: 30 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toContain('24.50');
    const rest = await action(held.paymentId, 'refund');
    expect(rest.json().data).toMatchObject({ status: 'refunded', refunded: 40 });
    expect((await action(held.paymentId, 'void')).statusCode).toBe(409);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payments?order_id=4242',
      headers: admin.headers,
    });
    const events = list.json().data[0].events as {
      kind: string;
      outcome: string;
      amount: number;
      admin_id: number | null;
    }[];
    expect(events.map((e) => [e.kind, e.outcome, e.amount])).toEqual([
      ['authorise', 'success', 50],
      ['capture', 'success', 40],
      ['refund', 'success', 15.5],
      ['refund', 'success', 24.5],
    ]);
    expect(events.slice(1).every((e) => e.admin_id === admin.admin.id)).toBe(true);
    // The orders area hears of each change, with the provider's answer.
    expect(
      changes
        .filter((c) => c.payment.id === held.paymentId)
        .map((c) => [c.source, c.event.kind, c.payment.status]),
    ).toEqual([
      ['admin', 'capture', 'captured'],
      ['admin', 'refund', 'partially_refunded'],
      ['admin', 'refund', 'refunded'],
    ]);
  });

  it('voids held money', async () => {
    const held = await attempt({ capture: false });
    if (!held.ok) throw new Error('not held');
    const voided = await action(held.paymentId, 'void');
    expect(voided.json().data).toMatchObject({ status: 'voided' });
    expect(stripe.intents.get(held.providerReference)?.status).toBe('canceled');
  });

  it('shows the provider refusing as a message and keeps it in the history', async () => {
    const paid = await attempt();
    if (!paid.ok) throw new Error('not paid');
    // Someone refunded it at Stripe directly: Stripe now refuses a refund here.
    stripe.intents.get(paid.providerReference)!.amount_received = 0;
    const refused = await action(paid.paymentId, 'refund');
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toMatch(/greater than unrefunded/);
    const row = await paymentRow(paid.paymentId);
    expect(row.status).toBe('captured');
    expect((await eventsOf(paid.paymentId)).at(-1)).toMatchObject({ kind: 'refund', outcome: 'error' });
  });

  it('needs the orders permission and stays inside the shop', async () => {
    const paid = await attempt();
    if (!paid.ok) throw new Error('not paid');
    const catalogStaff = await signedInAdmin(t, 'demo', ['catalog']);
    expect((await action(paid.paymentId, 'refund', {}, catalogStaff.headers)).statusCode).toBe(403);
    const outdoors = await signedInAdmin(t, 'outdoors');
    expect((await action(paid.paymentId, 'refund', {}, outdoors.headers)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/admin/payments/${paid.paymentId}`,
          headers: outdoors.headers,
        })
      ).statusCode,
    ).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(schema.payments)
      .where(and(eq(schema.payments.id, paid.paymentId)));
    expect(row?.refundedMinor).toBe(0);
  });
});
