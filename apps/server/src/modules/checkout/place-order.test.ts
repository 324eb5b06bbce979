import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInCustomer } from '../../../test/auth';
import {
  addToCart,
  countRows,
  guest,
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
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('placing an order', () => {
  it("signs the buyer up for deals when 'Sign Up for Deals' is ticked: the double opt-in link comes with the order", async () => {
    const product = await makeProduct(t, { name: 'Deal Hunter Mug', priceMinor: 1500, quantity: 5 });
    const headers = await guestWithCart(t, product.id, 1);
    const order = await guestOrder(t, { newsletter: true, email: 'deals.buyer@example.com' });
    const placed = await place(t, headers, order);
    expect(placed.statusCode, placed.body).toBe(201);
    const confirm = await smtp.waitFor(
      (m) => m.to.includes('deals.buyer@example.com') && m.text.includes('/newsletter/confirm?'),
    );
    expect(confirm.text).toContain('email=deals.buyer%40example.com');
    // Unticked (the default), no sign-up mail.
    const other = await guestWithCart(t, product.id, 1);
    const plain = await place(t, other, await guestOrder(t, { email: 'no.deals@example.com' }));
    expect(plain.statusCode).toBe(201);
    await smtp.waitFor((m) => m.to.includes('no.deals@example.com'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter((m) => m.to.includes('no.deals@example.com'))).toHaveLength(1);
  });

  it('places a guest order with flat rate and money order: stock taken, cart emptied, confirmation e-mailed', async () => {
    const product = await makeProduct(t, { name: 'Summit Stove', priceMinor: 4000, quantity: 10 });
    const headers = await guestWithCart(t, product.id, 2);
    const placed = await place(t, headers, await guestOrder(t, { comment: 'Leave at the door' }));
    expect(placed.statusCode).toBe(201);
    const { ref, order_total } = placed.json().data;
    expect(ref).toMatch(/^[A-Z2-7]{12}$/);
    // 80.00 + 5.00 flat rate + 8.25 % of 80.00 (6.60)
    expect(order_total).toBe(91.6);
    expect(await stockOf(t, product.id)).toBe(8);

    const cart = await t.app.inject({ method: 'GET', url: '/api/v1/storefront/cart', headers });
    expect(cart.json().data.items).toEqual([]);

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/storefront/orders/${ref}`,
      headers: { ...guest(), 'x-order-key': placed.json().data.order_key },
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({
      ref,
      status: { id: 1, name: 'Pending' },
      email: 'gina@example.com',
      subtotal: 80,
      shipping_amount: 5,
      order_tax: 6.6,
      order_total: 91.6,
      comment: 'Leave at the door',
      shipping_method: { code: 'flatrate.flatrate', title: 'Flat-Rate Shipping (Tracking Available)' },
      payment_method: { code: 'moneyorder', title_key: 'payment.moneyorder.title' },
      items: [{ name: 'Summit Stove', quantity: 2, price: 40, total: 80, tax: 6.6 }],
      can_create_account: true,
      shipping_address: { city: 'Springfield', country_code: 'US', zone_code: 'IL' },
    });
    expect(view.json().data.total_lines.map((l: { code: string }) => l.code)).toEqual([
      'sub_total',
      'shipping',
      'tax',
      'total',
    ]);

    const mail = await smtp.waitFor((m) => m.subject.includes(ref));
    expect(mail.to).toEqual(['gina@example.com']);
    expect(mail.text).toContain('2 × Summit Stove');
    expect(mail.text).toContain('$91.60');
    // The demo shop's name ends with a full stop; the sentence must not add a second one.
    expect(mail.text).toContain('at Emporia Gear Co. Your order reference');
    // The e-mail's links carry the order's key, which opens the order without an account.
    const link = /\/track-order\/(\w+)\?key=([\w-]+)/.exec(mail.text);
    expect(link?.[1]).toBe(ref);
    const fromMail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/storefront/orders/${ref}`,
      headers: { ...guest(), 'x-order-key': link?.[2] ?? '' },
    });
    expect(fromMail.statusCode).toBe(200);
  });

  it('returns the first order when the same Idempotency-Key is sent again', async () => {
    const product = await makeProduct(t, { priceMinor: 1500, quantity: 10 });
    const headers = await guestWithCart(t, product.id, 1);
    const payload = await guestOrder(t);
    const first = await place(t, headers, payload, 'retry-key-0001');
    const second = await place(t, headers, payload, 'retry-key-0001');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.ref).toBe(first.json().data.ref);
    expect(await stockOf(t, product.id)).toBe(9);

    const other = await guestWithCart(t, product.id, 1);
    const stolen = await place(t, other, payload, 'retry-key-0001');
    expect(stolen.statusCode).toBe(409);
  });

  it('refuses bad input with a 4xx and writes nothing', async () => {
    const product = await makeProduct(t, { priceMinor: 1500, quantity: 3 });
    const headers = await guestWithCart(t, product.id, 1);
    const good = await guestOrder(t);
    const cases: [string, Record<string, unknown>, Record<string, string>?][] = [
      ['no e-mail', { ...good, email: undefined }],
      ['bad e-mail', { ...good, email: 'not-an-email' }],
      ['no address', { ...good, address: undefined }],
      ['unknown country', { ...good, address: { ...good.address, country_id: 999_999 } }],
      ['state of another country', { ...good, address: { ...good.address, zone_id: 999_999 } }],
      ['no shipping method', { ...good, shipping_method: undefined }],
      ['unknown shipping method', { ...good, shipping_method: 'ups.99' }],
      ['unknown payment method', { ...good, payment_method: 'bitcoin' }],
      ['payment method switched off', { ...good, payment_method: 'stripe' }],
      ['stale total', { ...good, expected_total: 1 }],
      ['comment too long', { ...good, comment: 'x'.repeat(1001) }],
      ['saved address of nobody', { ...good, address: undefined, address_id: 123456 }],
      ['no idempotency key', good, { 'idempotency-key': '' }],
    ];
    const before = await Promise.all([
      countRows(t, 'orders'),
      countRows(t, 'order_items'),
      stockOf(t, product.id),
    ]);
    for (const [what, payload, extraHeaders] of cases) {
      const response = extraHeaders
        ? await t.app.inject({
            method: 'POST',
            url: '/api/v1/storefront/checkout/place',
            headers: { ...headers, ...extraHeaders },
            payload,
          })
        : await place(t, headers, payload);
      expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, what).toBeLessThan(500);
      expect(response.json().message, what).toBeTruthy();
    }
    expect(
      await Promise.all([countRows(t, 'orders'), countRows(t, 'order_items'), stockOf(t, product.id)]),
    ).toEqual(before);
    const cart = await t.app.inject({ method: 'GET', url: '/api/v1/storefront/cart', headers });
    expect(cart.json().data.item_count).toBe(1);

    const empty = await place(t, guest(), good);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Your shopping cart is empty.');
  });

  it('refuses an order whose stock went meanwhile, taking nothing', async () => {
    const product = await makeProduct(t, { name: 'Last Lantern', priceMinor: 2000, quantity: 2 });
    const headers = await guestWithCart(t, product.id, 2);
    await t.database.db
      .update(schema.products)
      .set({ quantity: 1 })
      .where(eq(schema.products.id, product.id));
    const before = await countRows(t, 'orders');
    const refused = await place(t, headers, await guestOrder(t));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Sorry: Only 1 of Last Lantern is in stock. Please update your cart.',
    );
    expect(await countRows(t, 'orders')).toBe(before);
    expect(await stockOf(t, product.id)).toBe(1);
  });

  it('lets a signed-in customer order to a saved address and lists it in the account', async () => {
    const product = await makeProduct(t, { name: 'Camp Kettle', priceMinor: 3000, quantity: 5 });
    const { headers, customer } = await signedInCustomer(t, 'demo', { telephone: '555-0100' });
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/account/addresses',
      headers,
      payload: { ...(await usAddress(t)), default: true },
    });
    expect(address.statusCode).toBe(201);
    await addToCart(t, headers, product.id, 1);
    const placed = await place(t, headers, {
      address_id: address.json().data.id,
      shipping_method: 'flatrate.flatrate',
      payment_method: 'moneyorder',
    });
    expect(placed.statusCode).toBe(201);
    const orders = await t.app.inject({ method: 'GET', url: '/api/v1/storefront/account/orders', headers });
    expect(orders.json().data).toMatchObject([
      {
        ref: placed.json().data.ref,
        status: { name: 'Pending' },
        items: [{ name: 'Camp Kettle', quantity: 1, price: 30, product_id: product.id }],
      },
    ]);
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/v1/storefront/orders/${placed.json().data.ref}`,
      headers,
    });
    expect(order.json().data).toMatchObject({
      email: customer.email,
      telephone: '555-0100',
      can_create_account: false,
    });
  });

  it('invites a guest to create an account with one click; the order is attached', async () => {
    const product = await makeProduct(t, { priceMinor: 2500, quantity: 5 });
    const headers = await guestWithCart(t, product.id, 1);
    const placed = await place(
      t,
      headers,
      await guestOrder(t, { email: 'newbie@example.com', firstname: 'Nora' }),
    );
    const { ref, order_key } = placed.json().data;
    const withKey = { ...guest(), 'x-order-key': order_key };
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/storefront/orders/${ref}/account`,
      headers: withKey,
    });
    expect(created.statusCode).toBe(201);
    const { token, customer } = created.json().data;
    expect(customer).toMatchObject({ firstname: 'Nora', email: 'newbie@example.com' });
    const orders = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/account/orders',
      headers: { ...guest(), authorization: `Bearer ${token}` },
    });
    expect(orders.json().data.map((o: { ref: string }) => o.ref)).toEqual([ref]);
    const mail = await smtp.waitFor(
      (m) => m.to.includes('newbie@example.com') && m.subject.startsWith('Welcome'),
    );
    expect(mail.text).toMatch(/\/reset-password\/\S+/);

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/v1/storefront/orders/${ref}/account`,
      headers: withKey,
    });
    expect(twice.statusCode).toBe(409);
  });
});
