// The reconciliation of payments left without their order (a crash between the
// provider's answer and the order's commit), against the local fake Stripe and
// the offline money order: each payment is attached, given back, or abandoned,
// and what cannot be resolved waits for staff with a 'Try again'.
import { schema } from '@emporia/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin } from '../../test/auth';
import { addToCart, guest, guestOrder, makeProduct, place } from '../../test/checkout';
import { type FakeStripe, startFakeStripe, stripeTestMethods } from '../../test/fakes/payments/stripe';
import { switchOnStripe } from '../../test/payments';
import type { RequestContext } from '../kernel/context';
import { authorisePayment } from './checkout-payment';
import { insertPaymentOnce } from './queries';
import { reconcilePaymentsWithoutOrder } from './reconcile-worker';
import { createStripeProvider } from './stripe/adapter';
import { stripeSettings } from './stripe/settings';

let t: TestApp;
let stripe: FakeStripe;
let ctx: RequestContext;
let admin: Record<string, string>;
const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<
  typeof reconcilePaymentsWithoutOrder
>[0]['log'];

beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: 'sk_test_reconcile' });
  process.env.PAYMENT_BASE_URL_STRIPE = stripe.url;
  process.env.PAYMENT_TIMEOUT_MS = '500';
  // The app's own reconciler waits a minute; the tests age their payments and run a pass themselves.
  t = await createTestApp({
    PAYMENT_RECONCILE_GRACE_SECONDS: '60',
    PAYMENT_RECONCILE_INTERVAL_SECONDS: '3600',
  });
  admin = (await signedInAdmin(t, 'demo')).headers;
  const shop = await t.resolver.resolve('demo.localhost');
  ctx = { shop: shop!, actor: { kind: 'guest' }, db: t.database.db };
  await switchOnStripe(t, 'sk_test_reconcile');
});
afterAll(async () => {
  delete process.env.PAYMENT_BASE_URL_STRIPE;
  delete process.env.PAYMENT_TIMEOUT_MS;
  await t.close();
  await stripe.close();
});

const paymentRow = async (id: number) => {
  const [row] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.id, id));
  return row!;
};
const historyOf = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(schema.paymentEvents)
      .where(eq(schema.paymentEvents.paymentId, id))
      .orderBy(schema.paymentEvents.id)
  ).map((e) => [e.kind, e.outcome, e.status]);
/**
 * Pretends the payment was left `minutes` ago, past the grace period: its claim on the provider
 * call too, which a payment inserted with no time for its call holds until the moment it was made
 * (on PGlite's millisecond clock, that can still be the moment of the pass that follows).
 */
const age = (id: number, minutes = 5) =>
  t.database.db.execute(
    sql`UPDATE payments SET created_at = now() - make_interval(mins => ${minutes}),
      call_until = call_until - make_interval(mins => ${minutes}) WHERE id = ${id}`,
  );
const pass = () => reconcilePaymentsWithoutOrder({ db: t.database.db, log: silent, graceMs: 60_000 });
const heldAt = (intentId: string) => stripe.moneyHeld().find((h) => h.intent.id === intentId)?.held ?? 0;

async function orphan(overrides: Partial<Parameters<typeof authorisePayment>[1]> = {}) {
  const result = await authorisePayment(ctx, {
    method: 'stripe',
    amountMinor: 3150,
    currency: 'USD',
    orderRef: `EMP-R${Math.random().toString(36).slice(2, 8)}`,
    idempotencyKey: `order:orphan-${crypto.randomUUID()}`,
    paymentData: { paymentMethodId: stripeTestMethods.visa },
    ...overrides,
  });
  if (!result.ok) throw new Error(result.message);
  await age(result.paymentId);
  return result;
}

describe('payments left without their order', () => {
  it('refunds money taken for an order that was never written', async () => {
    const payment = await orphan();
    expect(heldAt(payment.providerReference)).toBe(3150);
    await pass();
    expect(await paymentRow(payment.paymentId)).toMatchObject({
      status: 'refunded',
      refundedMinor: 3150,
      orderId: null,
      attention: '',
      callUntil: null,
    });
    expect(heldAt(payment.providerReference)).toBe(0);
    expect(await historyOf(payment.paymentId)).toEqual([
      ['authorise', 'success', 'captured'],
      ['reconcile', 'success', 'captured'],
      ['refund', 'success', 'refunded'],
    ]);
  });

  it('voids money only held', async () => {
    const payment = await orphan({ capture: false });
    expect(heldAt(payment.providerReference)).toBe(3150);
    await pass();
    expect((await paymentRow(payment.paymentId)).status).toBe('voided');
    expect(stripe.intents.get(payment.providerReference)?.status).toBe('canceled');
  });

  it('finds at the provider a payment whose answer was lost in a crash, by its order reference', async () => {
    // The crash: the row was claimed, Stripe took the money, the answer was never recorded.
    const orderRef = `EMP-C${Math.random().toString(36).slice(2, 8)}`;
    const key = `order:crash-${crypto.randomUUID()}`;
    const row = await insertPaymentOnce(
      t.database.db,
      ctx.shop.id,
      { method: 'stripe', orderRef, amountMinor: 2000, currency: 'USD', idempotencyKey: key },
      0,
    );
    const settings = stripeSettings.read({ module_payment_stripe_testing_secret_key: 'sk_test_reconcile' });
    const taken = await createStripeProvider(settings).authorise({
      amountMinor: 2000,
      currency: 'USD',
      orderRef,
      idempotencyKey: key,
      paymentData: { paymentMethodId: stripeTestMethods.visa },
      capture: true,
    });
    expect(taken.kind).toBe('success');
    await age(row!.id);
    await pass();
    const after = await paymentRow(row!.id);
    expect(after).toMatchObject({ status: 'refunded', providerReference: after.providerReference });
    expect(heldAt(after.providerReference!)).toBe(0);
  });

  it('marks abandoned an attempt that never reached the provider', async () => {
    const row = await insertPaymentOnce(
      t.database.db,
      ctx.shop.id,
      {
        method: 'stripe',
        orderRef: 'EMP-NEVER-SENT',
        amountMinor: 1200,
        currency: 'USD',
        idempotencyKey: `order:never-${crypto.randomUUID()}`,
      },
      0,
    );
    await age(row!.id);
    await pass();
    expect((await paymentRow(row!.id)).status).toBe('abandoned');
    expect(await historyOf(row!.id)).toEqual([['reconcile', 'success', 'abandoned']]);
  });

  it('attaches a payment to the order placed with its key', async () => {
    const product = await makeProduct(t, { priceMinor: 1_000 });
    const added = await addToCart(t, guest(), product.id, 1);
    const key = `attach-${crypto.randomUUID()}`;
    const placed = await place(t, guest(added.token), await guestOrder(t), key);
    expect(placed.statusCode).toBe(201);
    // As if the link was lost: the money order payment has no order.
    await t.database.db.execute(
      sql`UPDATE payments SET order_id = NULL, created_at = now() - interval '5 minutes' WHERE idempotency_key = ${`order:${key}`}`,
    );
    await pass();
    const [row] = await t.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.idempotencyKey, `order:${key}`));
    expect(row).toMatchObject({ orderId: placed.json().data.id, status: 'pending' });
  });

  it('voids a money order payment whose order was never written', async () => {
    const result = await authorisePayment(ctx, {
      method: 'moneyorder',
      amountMinor: 990,
      currency: 'USD',
      orderRef: 'EMP-MO',
      idempotencyKey: `order:mo-${crypto.randomUUID()}`,
      paymentData: {},
    });
    if (!result.ok) throw new Error(result.message);
    await age(result.paymentId);
    await pass();
    expect((await paymentRow(result.paymentId)).status).toBe('voided');
  });

  it('leaves for later a payment still within its grace period', async () => {
    const fresh = await authorisePayment(ctx, {
      method: 'stripe',
      amountMinor: 450,
      currency: 'USD',
      orderRef: 'EMP-FRESH',
      idempotencyKey: `order:fresh-${crypto.randomUUID()}`,
      paymentData: { paymentMethodId: stripeTestMethods.visa },
    });
    if (!fresh.ok) throw new Error(fresh.message);
    await pass();
    expect((await paymentRow(fresh.paymentId)).status).toBe('captured');
    expect(heldAt(fresh.providerReference)).toBe(450);
  });

  it('shows staff what it cannot resolve, and Try again resolves it once the provider answers', async () => {
    const payment = await orphan({ amountMinor: 7700 });
    stripe.hang = true;
    try {
      await pass();
    } finally {
      stripe.hang = false;
    }
    const stuck = await paymentRow(payment.paymentId);
    expect(stuck).toMatchObject({ status: 'captured', orderId: null, callUntil: null });
    expect(stuck.attention).toMatch(/did not answer in time/);
    // Not tried again before its backoff.
    await pass();
    expect((await paymentRow(payment.paymentId)).status).toBe('captured');

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payments/attention',
      headers: admin,
    });
    expect(listed.statusCode).toBe(200);
    const item = (listed.json().data as { id: number; attention: string; events: { kind: string }[] }[]).find(
      (p) => p.id === payment.paymentId,
    );
    expect(item?.attention).toMatch(/did not answer in time/);
    expect(item?.events.map((e) => e.kind)).toEqual(['authorise', 'reconcile']);

    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payments/${payment.paymentId}/reconcile`,
      headers: admin,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ status: 'refunded', attention: '' });
    expect(heldAt(payment.providerReference)).toBe(0);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payments/attention',
      headers: admin,
    });
    expect((after.json().data as { id: number }[]).map((p) => p.id)).not.toContain(payment.paymentId);
    // Resolved: nothing left to try.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payments/${payment.paymentId}/reconcile`,
      headers: admin,
    });
    expect(again.statusCode).toBe(409);
  });

  it('keeps the attention list and Try again to staff with the orders permission', async () => {
    const catalogOnly = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payments/attention',
      headers: catalogOnly,
    });
    expect(list.statusCode).toBe(403);
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/payments/1/reconcile',
      headers: catalogOnly,
    });
    expect(retry.statusCode).toBe(403);
    const otherShop = (await signedInAdmin(t, 'outdoors')).headers;
    const payment = await orphan();
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payments/${payment.paymentId}/reconcile`,
      headers: otherShop,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('never lets two passes take the same payment', async () => {
    const payments: Awaited<ReturnType<typeof orphan>>[] = [];
    for (let i = 0; i < 6; i += 1) payments.push(await orphan({ amountMinor: 100 + i }));
    await Promise.all([pass(), pass(), pass()]);
    for (const payment of payments) {
      expect((await paymentRow(payment.paymentId)).status).toBe('refunded');
      const refunds = [...stripe.refunds.values()].filter(
        (r) => r.payment_intent === payment.providerReference,
      );
      expect(refunds).toHaveLength(1);
    }
  });
});
