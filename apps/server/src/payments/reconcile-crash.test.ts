// The crash test: the real server as a child process on PostgreSQL, shoppers
// paying with Stripe (the local fake), the server killed with SIGKILL in the
// middle of their placements, then started again. After its start-up
// reconciliation no payment may wait without an order, Stripe may hold no
// money for an order that does not exist, and every order written is whole.
import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase, platformToken, type TestApp } from '../../test/app';
import { addToCart, guest, guestOrder, makeProduct } from '../../test/checkout';
import { type FakeStripe, startFakeStripe, stripeTestMethods } from '../../test/fakes/payments/stripe';
import { switchOnStripe } from '../../test/payments';
import { freePort, startServerProcess, stopped } from '../../test/processes';
import { buildApp } from '../app';
import { readConfig } from '../config';

const onPostgres = inject('templateDatabaseUrl') !== '';
const secretKey = '0123456789abcdef'.repeat(4);
const shoppers = 36;
const startingStock = 500;

let copy: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let stripe: FakeStripe;
let server: ChildProcess | undefined;
let output = () => '';

/** Starts the server on the test's database; resolves once it answers. */
async function startServer(port: number): Promise<ChildProcess> {
  const started = await startServerProcess(
    {
      DATABASE_URL: copy!.url!,
      EMPORIA_SECRET_KEY: secretKey,
      PAYMENT_BASE_URL_STRIPE: stripe.url,
      // Short deadlines: a payment claimed by a call the kill cut off is free again within seconds.
      PAYMENT_TIMEOUT_MS: '1500',
      // Longer than a placement takes here, so only what the kill left behind is reconciled.
      PAYMENT_RECONCILE_GRACE_SECONDS: '4',
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '0.5',
      SHOP_CACHE_SECONDS: '0',
      OUTBOX_POLL_MS: '60000',
    },
    port,
  );
  output = started.output;
  return started.child;
}

const killed = (child: ChildProcess) => stopped(child);

const rows = async (query: ReturnType<typeof sql>) => (await copy!.database.db.execute(query)).rows;
const unresolved = () =>
  rows(
    sql`SELECT id, status FROM payments WHERE order_id IS NULL AND status IN ('processing', 'pending', 'authorised', 'captured', 'failed')`,
  );

interface Shopper {
  token: string;
  key: string;
  answer?: { status: number; ref?: string };
}

beforeAll(async () => {
  if (!onPostgres) return;
  stripe = await startFakeStripe({ secretKey: 'sk_test_crash' });
  copy = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  if (server) await killed(server);
  await stripe?.close();
  await copy?.drop();
});

describe.skipIf(!onPostgres)('a server killed during placements (PostgreSQL only: set DATABASE_URL)', () => {
  it('reconciles every payment left behind and leaves every order whole', async () => {
    // Set up through the app itself, in this process: Stripe switched on, a product, one cart per shopper.
    const config = readConfig({
      DATA_DIR: copy!.dataDir,
      EMPORIA_SECRET_KEY: secretKey,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '0',
      PLATFORM_ADMIN_TOKEN: platformToken,
    });
    const built = await buildApp({ database: copy!.database, config, logger: false });
    const t: TestApp = { ...built, database: copy!.database, config, close: () => built.app.close() };
    await switchOnStripe(t, 'sk_test_crash');
    const product = await makeProduct(t, { priceMinor: 2_500, quantity: startingStock });
    const everyone: Shopper[] = [];
    for (let i = 0; i < shoppers; i += 1) {
      const added = await addToCart(t, guest(), product.id, 1 + (i % 3));
      everyone.push({ token: added.token!, key: `crash-${i}-${Math.random().toString(36).slice(2)}` });
    }
    const payload = await guestOrder(t, {
      payment_method: 'stripe',
      payment_data: { paymentMethodId: stripeTestMethods.visa },
    });
    await t.close();

    const port = await freePort();
    server = await startServer(port);
    const placeAs = async (shopper: Shopper) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/storefront/checkout/place`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-cart-token': shopper.token,
          'idempotency-key': shopper.key,
        },
        body: JSON.stringify(payload),
      });
      const body = (await response.json()) as { data?: { ref: string }; message?: string };
      return { status: response.status, ref: body.data?.ref };
    };

    // Stripe answers slowly, the shoppers arrive one after another, and the server dies mid-way.
    stripe.delayMs = 250;
    const placing = everyone.map(async (shopper, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 40));
      shopper.answer = await placeAs(shopper).catch(() => undefined);
    });
    const intentCalls = () => stripe.requests.filter((r) => r.path === '/v1/payment_intents').length;
    while (intentCalls() < shoppers / 2) await new Promise((resolve) => setTimeout(resolve, 10));
    await killed(server);
    await Promise.all(placing);
    // Let the calls the dead server left in flight reach Stripe, as they would.
    await new Promise((resolve) => setTimeout(resolve, stripe.delayMs + 100));

    const leftBehind = await unresolved();
    const ordersBefore = await rows(sql`SELECT id FROM orders WHERE idempotency_key LIKE 'crash-%'`);
    expect(leftBehind.length, 'the kill left payments without their order').toBeGreaterThan(0);
    expect(ordersBefore.length + leftBehind.length).toBeGreaterThan(0);

    // Started again: the reconciliation settles what the crash left.
    stripe.delayMs = 0;
    const restarted = Date.now();
    server = await startServer(port);
    const deadline = Date.now() + 20_000;
    while ((await unresolved()).length > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    if ((await unresolved()).length > 0) {
      console.log(
        JSON.stringify(
          await rows(
            sql`SELECT id, status, call_until, reconcile_after, reconcile_attempts, attention, created_at, now() AS now FROM payments WHERE order_id IS NULL`,
          ),
          null,
          1,
        ),
      );
      console.log(
        JSON.stringify(
          await rows(sql`SELECT payment_id, kind, outcome, status, message FROM payment_events ORDER BY id`),
          null,
          1,
        ),
      );
    }
    expect(await unresolved(), output()).toEqual([]);
    console.log(
      `${leftBehind.length} payments left behind by the kill, ${ordersBefore.length} orders written; reconciled ${Date.now() - restarted} ms after the restart`,
    );
    expect(await rows(sql`SELECT id, attention FROM payments WHERE attention <> ''`)).toEqual([]);

    // A shopper whose answer was lost retries with the same key: their order if it was written, never a second charge.
    for (const shopper of everyone.filter((s) => s.answer === undefined || s.answer.status >= 500)) {
      const retried = await placeAs(shopper);
      expect(retried.status, JSON.stringify(retried)).toBeLessThan(500);
      shopper.answer = retried;
    }
    await killed(server);
    server = undefined;

    // Every order is whole: its lines, its captured payment of its total, its stock taken.
    const orders = await rows(sql`
      SELECT o.id, o.ref, o.idempotency_key, o.total_minor,
        (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS lines,
        (SELECT coalesce(sum(quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS units,
        p.status AS payment_status, p.amount_minor, p.provider_reference, p.order_ref
      FROM orders o LEFT JOIN payments p ON p.order_id = o.id
      WHERE o.idempotency_key LIKE 'crash-%'`);
    for (const order of orders) {
      expect(order.lines, String(order.ref)).toBeGreaterThan(0);
      expect(order).toMatchObject({
        payment_status: 'captured',
        amount_minor: order.total_minor,
        order_ref: order.ref,
      });
    }
    const units = orders.reduce((sum, o) => sum + Number(o.units), 0);
    const [stock] = await rows(sql`SELECT quantity FROM products WHERE id = ${product.id}`);
    expect(stock?.quantity).toBe(startingStock - units);
    // Every 201 a shopper saw is an order that exists.
    const refs = new Set(orders.map((o) => o.ref));
    for (const shopper of everyone)
      if (shopper.answer?.status === 201 || shopper.answer?.status === 200)
        expect(refs.has(shopper.answer.ref)).toBe(true);

    // Stripe holds money only for orders that exist: one intent per order, for its total.
    const held = stripe.moneyHeld();
    expect(held.map((h) => h.intent.metadata.order_ref).sort()).toEqual([...refs].sort());
    for (const { intent, held: amount } of held) {
      const order = orders.find((o) => o.ref === intent.metadata.order_ref);
      expect(amount).toBe(order?.total_minor);
      expect(intent.id).toBe(order?.provider_reference);
    }
  }, 90_000);
});
