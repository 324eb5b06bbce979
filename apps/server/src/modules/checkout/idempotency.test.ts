// One Idempotency-Key sent by many requests at once, arriving spread over a
// few hundred milliseconds as a retrying browser sends them: every answer must
// name the same order, whichever request placed it and however late the others
// came (some arrive after the cart was emptied by that order). On PostgreSQL
// (DATABASE_URL) the requests really run in parallel on a pool of connections.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { addToCart, guest, guestOrder, makeProduct, place } from '../../../test/checkout';
import { type FakeStripe, startFakeStripe, stripeTestMethods } from '../../../test/fakes/payments/stripe';
import { switchOnStripe } from '../../../test/payments';

let t: TestApp;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: 'sk_test_twins' });
  process.env.PAYMENT_BASE_URL_STRIPE = stripe.url;
  // Forty twins need connections to race on.
  t = await createTestApp({ OUTBOX_POLL_MS: '60000', SHOP_CACHE_SECONDS: '60' }, { poolMax: 40 });
  await switchOnStripe(t, 'sk_test_twins');
});
afterAll(async () => {
  delete process.env.PAYMENT_BASE_URL_STRIPE;
  await t.close();
  await stripe.close();
});

const rowsOf = async (query: ReturnType<typeof sql>) => (await t.database.db.execute(query)).rows;

/** `twins` placements of one cart with one key, each starting at a random moment within `spreadMs`. */
async function placeTwins(payload: Record<string, unknown>, twins: number, spreadMs: number) {
  const product = await makeProduct(t, { priceMinor: 2_500, quantity: 1_000 });
  const added = await addToCart(t, guest(), product.id, 2);
  const headers = guest(added.token);
  const key = `twins-${Math.random().toString(36).slice(2)}`;
  const answers = await Promise.all(
    Array.from({ length: twins }, async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * spreadMs));
      return place(t, headers, payload, key);
    }),
  );
  return { key, product, answers };
}

async function expectOneOrder(key: string, answers: Awaited<ReturnType<typeof place>>[]) {
  const problems = answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 201).map((a) => a.body);
  expect(problems).toEqual([]);
  expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
  expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  const orders = await rowsOf(sql`SELECT id, ref FROM orders WHERE idempotency_key = ${key}`);
  expect(orders).toHaveLength(1);
  expect(answers[0]!.json().data).toMatchObject({ id: orders[0]!.id, ref: orders[0]!.ref });
  const payments = await rowsOf(
    sql`SELECT order_id, order_ref, status FROM payments WHERE idempotency_key = ${`order:${key}`}`,
  );
  expect(payments).toEqual([expect.objectContaining({ order_id: orders[0]!.id, order_ref: orders[0]!.ref })]);
  return payments[0]!;
}

describe('one Idempotency-Key, many requests at once', () => {
  it('answers every retry with the one order, also those that come after the cart was emptied', async () => {
    const payload = await guestOrder(t);
    for (let round = 0; round < 6; round += 1) {
      const { key, answers } = await placeTwins(payload, 30, 300);
      const payment = await expectOneOrder(key, answers);
      expect(payment.status).toBe('pending');
    }
  }, 30_000);

  it('charges the card once and gives every twin the same order when they pay with Stripe', async () => {
    const payload = await guestOrder(t, {
      payment_method: 'stripe',
      payment_data: { paymentMethodId: stripeTestMethods.visa },
    });
    for (let round = 0; round < 3; round += 1) {
      const charges = stripe.chargeCount();
      const { key, answers } = await placeTwins(payload, 20, 200);
      const payment = await expectOneOrder(key, answers);
      expect(payment.status).toBe('captured');
      expect(stripe.chargeCount()).toBe(charges + 1);
    }
  }, 30_000);
});
