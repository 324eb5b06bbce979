import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInCustomer } from '../../../test/auth';
import { addToCart, countRows, guestOrder, guestWithCart, makeProduct, place } from '../../../test/checkout';

let t: TestApp;
let ref: string;
let key: string;
let itemId: number;
const keyed = () => ({ ...hostOf('demo'), 'x-order-key': key });

beforeAll(async () => {
  t = await createTestApp();
  const product = await makeProduct(t, { name: 'Trek Poles', priceMinor: 6000, quantity: 10 });
  const headers = await guestWithCart(t, product.id, 2);
  const placed = await place(t, headers, await guestOrder(t, { email: 'Tracy@Example.com' }));
  ({ ref, order_key: key } = placed.json().data);
  const order = await t.app.inject({
    method: 'GET',
    url: `/api/v1/storefront/orders/${ref}`,
    headers: keyed(),
  });
  itemId = order.json().data.items[0].id;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: hostOf('demo'), payload });

describe('track-order', () => {
  it('finds an order by its reference and e-mail (any case)', async () => {
    const found = await post('/api/v1/storefront/track-order', {
      ref: ref.toLowerCase(),
      email: 'tracy@example.com',
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual({ ref, key });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/storefront/orders/${ref}`,
      headers: { ...hostOf('demo'), 'x-order-key': found.json().data.key },
    });
    expect(page.json().data.history).toMatchObject([{ status: { id: 1, name: 'Pending' }, notify: true }]);
  });

  it('does not say whether a reference exists when the e-mail is wrong', async () => {
    const wrong = await post('/api/v1/storefront/track-order', { ref, email: 'someone@example.com' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('No order matches this order reference and e-mail address.');
    const unknown = await post('/api/v1/storefront/track-order', {
      ref: 'AAAAAAAAAAAA',
      email: 'tracy@example.com',
    });
    expect(unknown.json().message).toBe(wrong.json().message);
    expect((await post('/api/v1/storefront/track-order', { ref: '12', email: 'x' })).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/storefront/orders/NOT-A-REF',
          headers: hostOf('demo'),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/storefront/orders/${ref}`,
          headers: { ...keyed(), ...hostOf('outdoors') },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('who may open an order', () => {
  const open = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });

  it('opens nothing with the reference alone, a wrong key, or another order’s key', async () => {
    const other = await place(
      t,
      await guestWithCart(t, (await makeProduct(t, { priceMinor: 100, quantity: 5 })).id, 1),
      await guestOrder(t),
    );
    for (const url of [`/api/v1/storefront/orders/${ref}`, `/api/v1/storefront/return-exchange/${ref}`]) {
      const bare = await open(url, hostOf('demo'));
      expect(bare.statusCode, url).toBe(404);
      expect(bare.body).not.toContain('Tracy');
      expect((await open(url, { ...hostOf('demo'), 'x-order-key': 'A'.repeat(32) })).statusCode).toBe(404);
      expect(
        (await open(url, { ...hostOf('demo'), 'x-order-key': other.json().data.order_key })).statusCode,
      ).toBe(404);
      expect((await open(url, keyed())).statusCode, url).toBe(200);
    }
  });

  it('opens a customer’s order to that customer without a key, and to no other customer', async () => {
    const owner = await signedInCustomer(t, 'demo');
    const product = await makeProduct(t, { priceMinor: 500, quantity: 5 });
    await addToCart(t, owner.headers, product.id, 1);
    const address = (await guestOrder(t)).address;
    const placed = await place(t, owner.headers, {
      address,
      shipping_method: 'flatrate.flatrate',
      payment_method: 'moneyorder',
    });
    expect(placed.statusCode).toBe(201);
    const url = `/api/v1/storefront/orders/${placed.json().data.ref}`;
    expect((await open(url, owner.headers)).statusCode).toBe(200);
    expect((await open(url, (await signedInCustomer(t, 'demo')).headers)).statusCode).toBe(404);
  });

  it('makes no account from a guest order without its key', async () => {
    const before = await countRows(t, 'customers');
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/storefront/orders/${ref}/account`,
      headers: hostOf('demo'),
    });
    expect(answer.statusCode).toBe(404);
    expect(await countRows(t, 'customers')).toBe(before);
  });
});

describe('return-exchange', () => {
  it('records a return request and shows it with its status', async () => {
    const created = await post('/api/v1/storefront/return-exchange', {
      ref,
      email: 'tracy@example.com',
      action: 'exchange',
      reason: 'faulty',
      comment: 'One pole does not lock.',
      items: [{ item_id: itemId, quantity: 1 }],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      ref,
      message: 'Your return request has been sent. We will be in touch shortly.',
    });
    expect(created.json().data.key).toBe(key);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/storefront/return-exchange/${ref}`,
      headers: keyed(),
    });
    expect(listed.json().data).toMatchObject({
      ref,
      returns: [
        {
          action: 'exchange',
          reason: 'faulty',
          status: 'requested',
          comment: 'One pole does not lock.',
          items: [{ item_id: itemId, name: 'Trek Poles', quantity: 1 }],
          history: [{ status: 'requested' }],
        },
      ],
    });
  });

  it('refuses more units than were bought, items of other orders and bad input, writing nothing', async () => {
    const base = { ref, email: 'tracy@example.com', action: 'refund', reason: 'other' };
    const before = await countRows(t, 'order_returns');
    const cases: [Record<string, unknown>, number, string?][] = [
      [
        { ...base, items: [{ item_id: itemId, quantity: 2 }] },
        422,
        'At most 1 of Trek Poles can be returned.',
      ],
      [{ ...base, items: [{ item_id: 987_654, quantity: 1 }] }, 422],
      [{ ...base, email: 'other@example.com', items: [{ item_id: itemId, quantity: 1 }] }, 404],
      [{ ...base, items: [] }, 400],
      [{ ...base, reason: 'bored', items: [{ item_id: itemId, quantity: 1 }] }, 400],
      [{ ...base, action: 'keep', items: [{ item_id: itemId, quantity: 1 }] }, 400],
      [{ ...base, items: [{ item_id: itemId, quantity: 0 }] }, 400],
    ];
    for (const [payload, status, message] of cases) {
      const answer = await post('/api/v1/storefront/return-exchange', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(answer.json().message).toBe(message);
    }
    expect(await countRows(t, 'order_returns')).toBe(before);
  });
});
