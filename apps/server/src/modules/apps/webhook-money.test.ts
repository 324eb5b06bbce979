import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { eventually, installedApp, registerApp, webhookReceiver } from '../../../test/apps';
import { guestOrder, guestWithCart, makeProduct, place, shopIdOf } from '../../../test/checkout';
import { allowOutbound } from '../../../test/outbound';

// Issue 34 (ADR 0124): the Admin API and webhooks carry money one way — decimals of the main
// unit, exactly the stored hundredths / 100, beside the `currency` they are in.

let t: TestApp;
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
let appToken: Record<string, string>;
let restoreOutbound: () => void;

const yen = { code: 'JPY', symbol: '¥', position: 'l', decimal_digits: 0 };

beforeAll(async () => {
  t = await createTestApp();
  receiver = await webhookReceiver(() => 200);
  restoreOutbound = allowOutbound(new URL(receiver.url).host);
  const app = await registerApp(t, {
    webhook_url: receiver.url,
    scopes: ['read_products', 'read_orders'],
    webhook_topics: ['orders/created'],
  });
  appToken = (await installedApp(t, app, 'read_products,read_orders')).headers;
  // A shop selling in yen: no decimals, so every computed amount is rounded to whole yen.
  const shopId = await shopIdOf(t);
  await t.database.db.update(schema.shops).set({ currencyCode: 'JPY' }).where(eq(schema.shops.id, shopId));
  await t.database.db
    .insert(schema.currencies)
    .values({ shopId, code: 'JPY', title: 'Yen', symbol: '¥', position: 'l', decimalDigits: 0 })
    .onConflictDoNothing();
});
afterAll(async () => {
  restoreOutbound();
  await t.close();
  await receiver.close();
});

const received = (topic: string, match: (body: Record<string, unknown>) => boolean) =>
  eventually(async () =>
    receiver.received.find((w) => w.headers['x-emporia-topic'] === topic && match(JSON.parse(w.body))),
  );

describe('money in the Admin API and webhooks', () => {
  it('answers and announces an order with the same amounts, its minor units / 100, and its currency', async () => {
    // ¥1,234 a piece, taxed at 8.25 %: 2 × 1,234 = 2,468, tax 203.61 → ¥204.
    const product = await makeProduct(t, { priceMinor: 123_400 });
    const placed = await place(
      t,
      await guestWithCart(t, product.id, 2),
      await guestOrder(t, { email: 'yen@example.com' }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.id as number;

    const shown = await t.app.inject({ url: `/api/v1/admin/orders/${id}`, headers: appToken });
    expect(shown.statusCode, shown.body).toBe(200);
    const order = shown.json().data;
    expect(order.currency).toEqual(yen);

    // Each amount is the stored integer divided by 100, exactly, and whole yen.
    const [row] = await t.database.db
      .select()
      .from(schema.orders)
      .where(and(eq(schema.orders.shopId, await shopIdOf(t)), eq(schema.orders.id, id)));
    expect(row!.currencyCode).toBe('JPY');
    const amounts = {
      subtotal: row!.subtotalMinor,
      discount: row!.discountMinor,
      shipping_amount: row!.shippingMinor,
      order_tax: row!.taxMinor,
      shipping_tax: row!.shippingTaxMinor,
      order_total: row!.totalMinor,
      refunded: row!.refundedMinor,
    };
    for (const [field, minor] of Object.entries(amounts)) {
      expect(order[field], field).toBe(minor / 100);
      expect(Number.isInteger(order[field]), `${field} ${order[field]} in whole yen`).toBe(true);
    }
    expect(order.subtotal).toBe(2468);
    expect(order.order_tax).toBe(204);
    expect(order.items[0]).toMatchObject({ price: 1234, quantity: 2, total: 2468 });
    for (const line of order.total_lines) expect(Number.isInteger(line.value), line.code).toBe(true);

    // The webhook is the same answer: same amounts, same currency.
    const webhook = await received('orders/created', (b) => b.id === id);
    const { shop: _shop, ...payload } = JSON.parse(webhook.body);
    const money = (o: Record<string, unknown>) => ({
      currency: o.currency,
      ...Object.fromEntries(Object.keys(amounts).map((k) => [k, o[k]])),
      items: o.items,
      total_lines: o.total_lines,
    });
    expect(money(payload)).toEqual(money(order));

    // The list row names the currency beside its total too.
    const list = await t.app.inject({ url: '/api/v1/admin/orders', headers: appToken });
    const listed = list.json().data.find((r: { id: number }) => r.id === id);
    expect(listed).toMatchObject({ order_total: order.order_total, currency: yen });
  });

  it('keeps an order in the currency it was placed in after the shop changes currency', async () => {
    const product = await makeProduct(t, { priceMinor: 50_000 });
    const placed = await place(
      t,
      await guestWithCart(t, product.id),
      await guestOrder(t, { email: 'before-switch@example.com' }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.id as number;
    const shopId = await shopIdOf(t);
    await t.database.db.update(schema.shops).set({ currencyCode: 'USD' }).where(eq(schema.shops.id, shopId));
    try {
      const order = (await t.app.inject({ url: `/api/v1/admin/orders/${id}`, headers: appToken })).json()
        .data;
      expect(order.currency.code).toBe('JPY');
      const list = await t.app.inject({ url: '/api/v1/admin/orders', headers: appToken });
      expect(list.json().data.find((r: { id: number }) => r.id === id).currency.code).toBe('JPY');
      // Products are priced in the shop's currency, now dollars.
      const shown = await t.app.inject({ url: `/api/v1/admin/products/${product.id}`, headers: appToken });
      expect(shown.json().data).toMatchObject({ price: 500, currency: { code: 'USD', decimal_digits: 2 } });
      const rows = await t.app.inject({ url: '/api/v1/admin/products?per_page=100', headers: appToken });
      const row = rows.json().data.find((r: { id: number }) => r.id === product.id);
      expect(row).toMatchObject({ price: 500, currency: { code: 'USD' } });
    } finally {
      await t.database.db
        .update(schema.shops)
        .set({ currencyCode: 'JPY' })
        .where(eq(schema.shops.id, shopId));
    }
  });
});
