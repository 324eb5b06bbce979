import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin, signedInCustomer } from '../../../test/auth';
import {
  countRows,
  guestOrder,
  guestWithCart,
  makeProduct,
  place,
  stockOf,
  usAddress,
} from '../../../test/checkout';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';

let t: TestApp;
let smtp: TestSmtp;
let admin: Record<string, string>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = (await signedInAdmin(t, 'demo')).headers;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function placedOrder(
  options: { quantity?: number; stock?: number; email?: string; priceMinor?: number } = {},
) {
  const product = await makeProduct(t, {
    name: `Widget ${Math.random().toString(36).slice(2, 6)}`,
    priceMinor: options.priceMinor ?? 2000,
    quantity: options.stock ?? 10,
  });
  const headers = await guestWithCart(t, product.id, options.quantity ?? 2);
  const placed = await place(
    t,
    headers,
    await guestOrder(t, { email: options.email ?? 'buyer@example.com' }),
  );
  expect(placed.statusCode).toBe(201);
  const { id, ref, order_key } = placed.json().data as { id: number; ref: string; order_key: string };
  return { product, id, ref, order_key };
}

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

describe('admin orders', () => {
  it('lists orders newest first with filters and pages, for staff with the orders permission only', async () => {
    const first = await placedOrder({ email: 'filter.one@example.com', priceMinor: 1000 });
    const second = await placedOrder({ email: 'filter.two@example.com', priceMinor: 90_000 });
    const all = await api('GET', '/api/v1/admin/orders?per_page=2');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((o: { ref: string }) => o.ref)).toEqual([second.ref, first.ref]);
    expect(all.json().meta).toMatchObject({ page: 1, per_page: 2 });
    expect(all.json().meta.total).toBeGreaterThanOrEqual(2);

    const byCustomer = await api('GET', '/api/v1/admin/orders?customer=filter.one');
    expect(byCustomer.json().data.map((o: { ref: string }) => o.ref)).toEqual([first.ref]);
    // A wildcard typed in the search is a character, not "anything".
    expect((await api('GET', '/api/v1/admin/orders?customer=%25')).json().data).toEqual([]);
    const byTotal = await api('GET', '/api/v1/admin/orders?total_min=1000');
    expect(byTotal.json().data.map((o: { ref: string }) => o.ref)).toContain(second.ref);
    expect(byTotal.json().data.map((o: { ref: string }) => o.ref)).not.toContain(first.ref);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await api('GET', `/api/v1/admin/orders?date_from=${today}&date_to=${today}&status_id=1`)).json().data
        .length,
    ).toBeGreaterThanOrEqual(2);
    expect((await api('GET', '/api/v1/admin/orders?date_to=2000-01-01')).json().data).toEqual([]);
    expect((await api('GET', '/api/v1/admin/orders?date_from=yesterday')).statusCode).toBe(400);

    const clerk = await signedInAdmin(t, 'demo', ['catalog']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/orders', headers: clerk.headers })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/orders', headers: hostOf('demo') }))
        .statusCode,
    ).toBe(401);
    const other = await signedInAdmin(t, 'outdoors');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${first.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('sorts the list by an allowed column only', async () => {
    await placedOrder({ priceMinor: 500 });
    await placedOrder({ priceMinor: 70_000 });
    const totals = (await api('GET', '/api/v1/admin/orders?sort=total&order=asc&per_page=100'))
      .json()
      .data.map((o: { order_total: number }) => o.order_total);
    expect(totals).toEqual([...totals].sort((a: number, b: number) => a - b));
    const refs = (await api('GET', '/api/v1/admin/orders?sort=ref&order=desc&per_page=100'))
      .json()
      .data.map((o: { ref: string }) => o.ref);
    expect(refs).toEqual([...refs].sort().reverse());
    const refused = await api('GET', '/api/v1/admin/orders?sort=total_minor;drop');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.sort).toBe('Sort by date_added, ref, customer, status, total.');
  });

  it('changes the status of several orders in one request, all or none', async () => {
    const one = await placedOrder({ email: 'bulk.one@example.com' });
    const two = await placedOrder({ email: 'bulk.two@example.com' });
    const changed = await api('POST', '/api/v1/admin/orders/status', {
      ids: [one.id, two.id],
      status_id: 3,
      comment: 'Shipped together.',
      notify: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: '2 orders updated.' });
    for (const order of [one, two]) {
      const reread = (await api('GET', `/api/v1/admin/orders/${order.id}`)).json().data;
      expect(reread.status).toEqual({ id: 3, name: 'Shipped' });
      expect(reread.history.at(-1)).toMatchObject({ comment: 'Shipped together.', notify: true });
    }
    await smtp.waitFor((m) => m.to.includes('bulk.two@example.com') && m.subject.includes('update'));

    // One unknown id: nothing changes, not even the orders that exist.
    const refused = await api('POST', '/api/v1/admin/orders/status', {
      ids: [one.id, 987_654],
      status_id: 2,
    });
    expect(refused.statusCode).toBe(404);
    expect((await api('GET', `/api/v1/admin/orders/${one.id}`)).json().data.status.id).toBe(3);
    expect((await api('POST', '/api/v1/admin/orders/status', { ids: [], status_id: 2 })).statusCode).toBe(
      400,
    );
    expect(
      (await api('POST', '/api/v1/admin/orders/status', { ids: [one.id], status_id: 999 })).statusCode,
    ).toBe(422);
    const outdoors = await signedInAdmin(t, 'outdoors', ['orders']);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/orders/status',
      headers: outdoors.headers,
      payload: { ids: [one.id], status_id: 2 },
    });
    expect(foreign.statusCode).toBe(404);
    const clerk = await signedInAdmin(t, 'demo', ['catalog']);
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/orders/status',
      headers: clerk.headers,
      payload: { ids: [one.id], status_id: 2 },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('changes the status with a comment and e-mails the customer when asked', async () => {
    const order = await placedOrder({ email: 'status@example.com' });
    const changed = await api('POST', `/api/v1/admin/orders/${order.id}/status`, {
      status_id: 3,
      comment: 'On its way!',
      notify: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.status).toEqual({ id: 3, name: 'Shipped' });
    expect(changed.json().data.history.at(-1)).toMatchObject({
      status: { name: 'Shipped' },
      comment: 'On its way!',
      notify: true,
    });
    const mail = await smtp.waitFor(
      (m) => m.to.includes('status@example.com') && m.subject.includes('update'),
    );
    expect(mail.text).toContain('Shipped');
    expect(mail.text).toContain('On its way!');

    const before = await countRows(t, 'orders');
    expect(
      (await api('POST', `/api/v1/admin/orders/${order.id}/status`, { status_id: 999 })).statusCode,
    ).toBe(422);
    expect(
      (await api('POST', `/api/v1/admin/orders/${order.id}/status`, { status_id: 'shipped' })).statusCode,
    ).toBe(400);
    expect((await api('POST', '/api/v1/admin/orders/987654/status', { status_id: 2 })).statusCode).toBe(404);
    const reread = await api('GET', `/api/v1/admin/orders/${order.id}`);
    expect(reread.json().data.status.id).toBe(3);
    expect(await countRows(t, 'orders')).toBe(before);
  });

  it('cancels an order once, putting its stock back and releasing the payment', async () => {
    const order = await placedOrder({ quantity: 3, stock: 5 });
    expect(await stockOf(t, order.product.id)).toBe(2);
    const cancelled = await api('POST', `/api/v1/admin/orders/${order.id}/cancel`, {
      comment: 'Customer asked',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: { id: 7, name: 'Canceled' },
      stock_restored: true,
    });
    expect(await stockOf(t, order.product.id)).toBe(5);
    const payments = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/payments?order_id=${order.id}`,
      headers: admin,
    });
    expect(payments.json().data[0].status).toBe('voided');
    const again = await api('POST', `/api/v1/admin/orders/${order.id}/refund`, {});
    expect(again.statusCode).toBe(409);
    expect(await stockOf(t, order.product.id)).toBe(5);
  });

  it('edits lines and recomputes totals, moving stock by the difference', async () => {
    const order = await placedOrder({ quantity: 2, stock: 10, priceMinor: 2000 });
    const extra = await makeProduct(t, { priceMinor: 500, quantity: 4 });
    const edited = await api('PUT', `/api/v1/admin/orders/${order.id}`, {
      lines: [
        { product_id: order.product.id, quantity: 1 },
        { product_id: extra.id, quantity: 2 },
      ],
    });
    expect(edited.statusCode).toBe(200);
    // 20.00 + 10.00, flat rate 5.00, 8.25 % of 30.00
    expect(edited.json().data).toMatchObject({
      subtotal: 30,
      shipping_amount: 5,
      order_tax: 2.48,
      order_total: 37.48,
    });
    expect(await stockOf(t, order.product.id)).toBe(9);
    expect(await stockOf(t, extra.id)).toBe(2);
    expect(edited.json().data.history.at(-1).comment).toMatch(/total \$48\.30 → \$37\.48/);

    const tooMany = await api('PUT', `/api/v1/admin/orders/${order.id}`, {
      lines: [{ product_id: extra.id, quantity: 50 }],
    });
    expect(tooMany.statusCode).toBe(409);
    const unknown = await api('PUT', `/api/v1/admin/orders/${order.id}`, {
      lines: [{ product_id: 999_999, quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(422);
    expect((await api('PUT', `/api/v1/admin/orders/${order.id}`, { lines: [] })).statusCode).toBe(400);
    expect(await stockOf(t, extra.id)).toBe(2);
    expect((await api('GET', `/api/v1/admin/orders/${order.id}`)).json().data.order_total).toBe(37.48);
  });

  it('creates an order for a customer, priced and taxed like a checkout', async () => {
    const { customer } = await signedInCustomer(t);
    const product = await makeProduct(t, { priceMinor: 1000, quantity: 5 });
    const created = await api('POST', '/api/v1/admin/orders', {
      customer_id: customer.id,
      lines: [{ product_id: product.id, quantity: 2 }],
      address: await usAddress(t),
      shipping_method: 'flatrate.flatrate',
      payment_method: 'moneyorder',
      comment: 'Phone order',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      customer_id: customer.id,
      source: 'admin',
      order_total: 26.65,
      comment: 'Phone order',
    });
    expect(await stockOf(t, product.id)).toBe(3);
    expect(
      (
        await api('POST', '/api/v1/admin/orders', {
          customer_id: 999_999,
          lines: [{ product_id: product.id, quantity: 1 }],
          payment_method: 'moneyorder',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('prints several orders at once', async () => {
    const a = await placedOrder();
    const b = await placedOrder();
    const batch = await api('GET', `/api/v1/admin/orders/batch?ids=${a.id},${b.id}`);
    expect(batch.json().data.map((o: { ref: string }) => o.ref)).toEqual([a.ref, b.ref]);
    expect((await api('GET', '/api/v1/admin/orders/batch?ids=1;2')).statusCode).toBe(400);
  });

  it('processes a return: completing it restocks the units and records the refund', async () => {
    const order = await placedOrder({ quantity: 2, stock: 6, email: 'returner@example.com' });
    const view = await api('GET', `/api/v1/admin/orders/${order.id}`);
    const itemId = view.json().data.items[0].id;
    const recorded = await api('POST', `/api/v1/admin/orders/${order.id}/returns`, {
      action: 'refund',
      reason: 'faulty',
      items: [{ item_id: itemId, quantity: 1 }],
    });
    expect(recorded.statusCode).toBe(200);
    const returnId = recorded.json().data.returns[0].id;

    const approved = await api('POST', `/api/v1/admin/orders/${order.id}/returns/${returnId}`, {
      status: 'approved',
      comment: 'Send it back',
    });
    expect(approved.json().data.returns[0].status).toBe('approved');
    const completed = await api('POST', `/api/v1/admin/orders/${order.id}/returns/${returnId}`, {
      status: 'completed',
      refund: 20,
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data.returns[0]).toMatchObject({ status: 'completed', refund: 20 });
    expect(completed.json().data.items[0].returned_quantity).toBe(1);
    expect(completed.json().data.refunded).toBe(20);
    expect(await stockOf(t, order.product.id)).toBe(5);

    const reopen = await api('POST', `/api/v1/admin/orders/${order.id}/returns/${returnId}`, {
      status: 'approved',
    });
    expect(reopen.statusCode).toBe(409);
    const shopper = await t.app.inject({
      method: 'GET',
      url: `/api/v1/storefront/return-exchange/${order.ref}`,
      headers: { ...hostOf('demo'), 'x-order-key': order.order_key },
    });
    expect(shopper.json().data.returns[0].history.map((h: { status: string }) => h.status)).toEqual([
      'requested',
      'approved',
      'completed',
    ]);
  });
});

describe('admin dashboard', () => {
  it('sums today’s sales and orders, counts new customers, lists low stock and the latest orders', async () => {
    const before = (await api('GET', '/api/v1/admin/dashboard')).json().data;
    const order = await placedOrder({ priceMinor: 10_000, quantity: 1, stock: 3 });
    const after = (await api('GET', '/api/v1/admin/dashboard')).json().data;
    expect(after.orders.today).toBe(before.orders.today + 1);
    // Sales are what the lines sold for (ADR 0110): the 100.00 line, not its 5.00 shipping or 8.25 tax.
    expect(Math.round((after.sales.today - before.sales.today) * 100)).toBe(10_000);
    expect(after.latest_orders[0].ref).toBe(order.ref);
    // The seeded sold-out products come first: the list is the lowest stock, at most ten.
    expect(after.low_stock.length).toBe(10);
    expect(after.low_stock.every((p: { quantity: number }) => p.quantity <= 5)).toBe(true);
    expect(after.low_stock.map((p: { quantity: number }) => p.quantity)).toEqual(
      [...after.low_stock.map((p: { quantity: number }) => p.quantity)].sort((a, b) => a - b),
    );
  });

  it('shows each role only the cards it may see: no orders, customers or stock to a role without them', async () => {
    await placedOrder();
    const dashboardOf = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers })).json().data;

    const nothing = await dashboardOf((await signedInAdmin(t, 'demo', [])).headers);
    expect(Object.keys(nothing)).toEqual(['currency']);
    expect(JSON.stringify(nothing)).not.toMatch(/@|ref/);

    const catalogOnly = await dashboardOf((await signedInAdmin(t, 'demo', ['catalog'])).headers);
    expect(catalogOnly.low_stock.length).toBeGreaterThan(0);
    expect(catalogOnly).not.toHaveProperty('latest_orders');
    expect(catalogOnly).not.toHaveProperty('sales');
    expect(catalogOnly).not.toHaveProperty('new_customers');

    const orders = await dashboardOf((await signedInAdmin(t, 'demo', ['orders'])).headers);
    expect(orders.latest_orders.length).toBeGreaterThan(0);
    expect(orders).not.toHaveProperty('low_stock');
    expect(orders).not.toHaveProperty('new_customers');
  });
});
