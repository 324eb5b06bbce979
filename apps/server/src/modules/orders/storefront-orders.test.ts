import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { countRows, guestOrder, guestWithCart, makeProduct, place } from '../checkout/test-helpers';

let t: TestApp;
let ref: string;
let itemId: number;

beforeAll(async () => {
  t = await createTestApp();
  const product = await makeProduct(t, { name: 'Trek Poles', priceMinor: 6000, quantity: 10 });
  const headers = await guestWithCart(t, product.id, 2);
  const placed = await place(t, headers, await guestOrder(t, { email: 'Tracy@Example.com' }));
  ref = placed.json().data.ref;
  const order = await t.app.inject({
    method: 'GET',
    url: `/api/v1/storefront/orders/${ref}`,
    headers: hostOf('demo'),
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
    expect(found.json().data).toEqual({ ref });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/storefront/orders/${ref}`,
      headers: hostOf('demo'),
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
          headers: hostOf('outdoors'),
        })
      ).statusCode,
    ).toBe(404);
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
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/storefront/return-exchange/${ref}`,
      headers: hostOf('demo'),
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
