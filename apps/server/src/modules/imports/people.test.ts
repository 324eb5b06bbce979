import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminOrderRow } from '@emporia/contracts/admin-orders';
import type { Import } from '@emporia/contracts/imports';
import { schema } from '@emporia/db';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { shopIdOf } from '../../../test/checkout';
import { toShop } from '../../kernel/tenancy/shop';
import { listCustomerOrders, salesIn } from '../orders';

let t: TestApp;
let admin: Record<string, string>;
let shopId: number;
let tradeId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t, 'demo', ['customers', 'orders'])).headers;
  shopId = await shopIdOf(t, 'demo');
  const [group] = await t.database.db
    .insert(schema.customerGroups)
    .values({ shopId, name: 'Trade' })
    .returning({ id: schema.customerGroups.id });
  tradeId = group!.id;
});
afterAll(() => t.close());

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

async function upload(headers: Record<string, string>, fields: Record<string, string>, text: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([text]), 'export.csv');
  const request = new Request('http://x/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/imports',
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

async function imported(fields: Record<string, string>, text: string): Promise<Import> {
  const answer = await upload(admin, fields, text);
  expect(answer.statusCode, answer.body).toBe(202);
  const id = (answer.json() as { id: number }).id;
  for (let i = 0; i < 300; i++) {
    const state = await t.app.inject({ method: 'GET', url: `/api/v1/admin/imports/${id}`, headers: admin });
    expect(state.statusCode).toBe(200);
    const data = (state.json() as { data: Import }).data;
    if (data.state === 'done' || data.state === 'failed') return data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} did not finish`);
}

const customerOf = async (email: string) => {
  const [row] = await t.database.db
    .select()
    .from(schema.customers)
    .where(and(eq(schema.customers.shopId, shopId), eq(schema.customers.email, email)));
  return row;
};
const addressesOf = (customerId: number) =>
  t.database.db
    .select()
    .from(schema.customerAddresses)
    .where(
      and(eq(schema.customerAddresses.shopId, shopId), eq(schema.customerAddresses.customerId, customerId)),
    );
const countOf = async (
  table: typeof schema.customers | typeof schema.orders | typeof schema.outboxEmails,
) => {
  const [row] = await t.database.db.select({ n: count() }).from(table).where(eq(table.shopId, shopId));
  return row!.n;
};
const allTime = { from: new Date('2000-01-01'), to: new Date('2100-01-01') };
const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/storefront/login',
    headers: hostOf('demo'),
    payload: { email, password, cart: [] },
  });

describe('a Shopify customers export', () => {
  it('is previewed, imported by e-mail with consent, address and group, and re-imported without duplicates', async () => {
    const before = await countOf(schema.customers);
    const dry = await imported(
      { source: 'shopify', kind: 'customers', dry_run: 'true' },
      fixture('shopify-customers.csv'),
    );
    expect(dry).toMatchObject({ state: 'done', total: 4 });
    expect(dry.preview[0]).toMatchObject({ name: 'Ada Pine', sku: 'Ada.Pine@example.test', action: 'make' });
    expect(await countOf(schema.customers)).toBe(before);

    const done = await imported({ source: 'shopify', kind: 'customers' }, fixture('shopify-customers.csv'));
    expect(done).toMatchObject({ state: 'done', made: 3, updated: 0, skipped: 1 });
    const reasons = done.report.map((r) => `${r.row}: ${r.reason}`).join(' | ');
    expect(reasons).toMatch(/3: .*e-mail address is missing; skipped/);
    expect(reasons).toMatch(/4: dan\.ash@example\.test: address .* "XX" is not a country code/);

    const ada = await customerOf('ada.pine@example.test');
    expect(ada).toMatchObject({
      firstname: 'Ada',
      newsletter: 1,
      smsOptIn: 0,
      telephone: '+1 518 555 0101',
      customerGroupId: tradeId,
      passwordHash: null,
      // Shopify's Note, Tags and Tax Exempt are kept for staff.
      note: 'Prefers mornings',
      tags: ['trade', 'newsletter'],
      taxExempt: false,
    });
    const [address] = await addressesOf(ada!.id);
    expect(address).toMatchObject({
      address1: '12 Cedar Road',
      city: 'Albany',
      postcode: '12207',
      isDefault: 1,
    });
    expect(address!.zoneId).toBeTruthy();
    expect(await customerOf('ben.oak@example.test')).toMatchObject({
      newsletter: 0,
      smsOptIn: 1,
      note: '',
      taxExempt: true,
    });
    const page = await t.app.inject({ url: `/api/v1/admin/customers/${ada!.id}`, headers: admin });
    expect(page.json().data).toMatchObject({
      note: 'Prefers mornings',
      tags: ['trade', 'newsletter'],
      tax_exempt: false,
    });
    expect(await addressesOf((await customerOf('dan.ash@example.test'))!.id)).toHaveLength(0);

    const again = await imported({ source: 'shopify', kind: 'customers' }, fixture('shopify-customers.csv'));
    expect(again).toMatchObject({ made: 0, updated: 3 });
    expect(await countOf(schema.customers)).toBe(before + 3);
    expect(await addressesOf(ada!.id)).toHaveLength(1);
  });

  it('needs the customers permission, as making a customer by hand does', async () => {
    const catalogOnly = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
    const answer = await upload(
      catalogOnly,
      { source: 'shopify', kind: 'customers' },
      fixture('shopify-customers.csv'),
    );
    expect(answer.statusCode).toBe(403);
  });
});

describe('a WooCommerce customers export', () => {
  it('keeps a WordPress password hash so the customer signs in with their old password', async () => {
    const done = await imported(
      { source: 'woocommerce', kind: 'customers' },
      fixture('woocommerce-customers.csv'),
    );
    expect(done).toMatchObject({ made: 2, skipped: 0 });
    expect(done.report.map((r) => r.reason).join(' ')).toMatch(
      /milo\.grant@example\.test: the password hash/,
    );
    const wren = await customerOf('wren.hollis@example.test');
    expect(await addressesOf(wren!.id)).toHaveLength(2);
    expect((await customerOf('milo.grant@example.test'))!.passwordHash).toBeNull();

    expect((await signIn('wren.hollis@example.test', 'wrong-pass')).statusCode).toBe(401);
    const right = await signIn('wren.hollis@example.test', 'old-woo-pass-1');
    expect(right.statusCode, right.body).toBe(200);
    expect((await customerOf('wren.hollis@example.test'))!.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('an orders export', () => {
  it('keeps Shopify orders as history: attached by e-mail, badged, not e-mailed, not in sales', async () => {
    const sales = await salesIn(t.database.db, shopId, allTime);
    const mails = await countOf(schema.outboxEmails);
    const done = await imported({ source: 'shopify', kind: 'orders' }, fixture('shopify-orders.csv'));
    expect(done).toMatchObject({ state: 'done', made: 2, updated: 0 });
    const reasons = done.report.map((r) => `${r.row}: ${r.reason}`).join(' | ');
    expect(reasons).toMatch(/4: A line item without an order number/);
    expect(reasons).toMatch(/5: A line of order #1009, whose order row is missing/);
    expect(reasons).toMatch(/6: Order #1003: currency "XYZ" is not a currency code/);

    const [order] = await t.database.db
      .select()
      .from(schema.orders)
      .where(and(eq(schema.orders.shopId, shopId), eq(schema.orders.importedNumber, '#1001')));
    const ada = await customerOf('ada.pine@example.test');
    expect(order).toMatchObject({
      customerId: ada!.id,
      source: 'import',
      importedFrom: 'shopify',
      inSales: false,
      statusId: 5,
      totalMinor: 5400,
      shippingCity: 'Albany',
    });
    expect(order!.createdAt.toISOString()).toBe('2024-03-01T14:58:00.000Z');
    const items = await t.database.db
      .select()
      .from(schema.orderItems)
      .where(and(eq(schema.orderItems.shopId, shopId), eq(schema.orderItems.orderId, order!.id)));
    expect(items.map((i) => [i.sku, i.quantity, i.unitPriceMinor]).sort()).toEqual([
      ['HAT-OLD', 1, 2000],
      ['MUG-OLD', 2, 1500],
    ]);
    expect(await salesIn(t.database.db, shopId, allTime)).toEqual(sales);
    expect(await countOf(schema.outboxEmails)).toBe(mails);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/orders?customer=ada.pine',
      headers: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = (list.json() as { data: AdminOrderRow[] }).data;
    expect(rows.find((r) => r.id === order!.id)?.imported).toEqual({ from: 'shopify', number: '#1001' });
    // The order page and the customer's order history (the account's own list) label it too.
    const page = await t.app.inject({ url: `/api/v1/admin/orders/${order!.id}`, headers: admin });
    expect(page.json().data.imported).toEqual({ from: 'shopify', number: '#1001' });
    const [shopRow] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.id, shopId));
    const customerCtx = { shop: toShop(shopRow!), actor: { kind: 'guest' as const }, db: t.database.db };
    const history = await listCustomerOrders(customerCtx, ada!.id);
    expect(history.find((o) => o.id === order!.id)?.imported).toEqual({ from: 'shopify', number: '#1001' });

    const change = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order!.id}/status`,
      headers: admin,
      payload: { status_id: 2, notify: true },
    });
    expect(change.statusCode, change.body).toBe(409);
    expect(await countOf(schema.outboxEmails)).toBe(mails);

    const orders = await countOf(schema.orders);
    const again = await imported({ source: 'shopify', kind: 'orders' }, fixture('shopify-orders.csv'));
    expect(again).toMatchObject({ made: 0, updated: 2 });
    expect(await countOf(schema.orders)).toBe(orders);
  });

  it('keeps WooCommerce orders on the customer account and counts them in sales when asked', async () => {
    const sales = await salesIn(t.database.db, shopId, allTime);
    const done = await imported(
      { source: 'woocommerce', kind: 'orders', count_in_sales: 'true' },
      fixture('woocommerce-orders.csv'),
    );
    expect(done).toMatchObject({ made: 1, skipped: 1 });
    expect(done.report.map((r) => r.reason).join(' ')).toMatch(/Order 902: the order is in EUR/);
    const after = await salesIn(t.database.db, shopId, allTime);
    expect(after).toEqual({ orders: sales.orders + 1, revenueMinor: sales.revenueMinor + 3000 });

    const session = await signIn('wren.hollis@example.test', 'old-woo-pass-1');
    expect(session.statusCode, session.body).toBe(200);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/account/orders',
      headers: { ...hostOf('demo'), authorization: `Bearer ${session.json().data.token}` },
    });
    expect(history.statusCode, history.body).toBe(200);
    const [placed] = history.json().data as { order_total: number; items: { sku: string }[] }[];
    expect(placed).toMatchObject({ order_total: 36.5 });
    expect(placed!.items.map((i) => i.sku).sort()).toEqual(['CAP', 'HOOD-S-GREY']);
  });

  it('reads a file of the wrong kind or source as one report line, never a 5xx', async () => {
    const cases: [Record<string, string>, string, RegExp][] = [
      [
        { source: 'shopify', kind: 'customers' },
        fixture('shopify-orders.csv'),
        /orders export; choose orders/,
      ],
      [{ source: 'shopify', kind: 'orders' }, fixture('woocommerce-orders.csv'), /WooCommerce export/],
      [{ source: 'woocommerce', kind: 'customers' }, 'a,b\n1,2\n', /not a WooCommerce customers export/],
      [
        { source: 'shopify', kind: 'orders' },
        'Name,Lineitem name,Created at\n#1,Thing,not a date\n',
        /not a date/,
      ],
    ];
    for (const [fields, text, reason] of cases) {
      const done = await imported(fields, text);
      expect(done.state).toBe('done');
      expect(done.report.map((r) => r.reason).join(' | ')).toMatch(reason);
    }
  });
});
