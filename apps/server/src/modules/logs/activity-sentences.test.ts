import type { ActivityEntry, ActivityResponse } from '@emporia/contracts/logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { guestOrder, guestWithCart, makeProduct, place, usAddress } from '../../../test/checkout';

// Issue 32, point 9: each activity log entry reads as a sentence — who, what, which record (with
// its admin page) and the fields changed in words — and only changes are logged.

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const ana = await signedInAdmin(t, 'demo');
  headers = ana.headers;
  const renamed = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/users/${ana.admin.id}`,
    headers,
    payload: { name: 'Ana' },
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json()?.data;
};
const entries = async () =>
  (
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/logs/activity?per_page=100', headers })
    ).json() as ActivityResponse
  ).data;
const latest = async (): Promise<ActivityEntry> => (await entries())[0]!;

const jacket = (overrides: object = {}) => ({
  type: 'simple',
  sku: 'RAIN-JACKET',
  price: 120,
  status: 0,
  quantity: 4,
  translations: [{ locale: 'en', name: 'Rain Jacket', description: '<p>Keeps you dry.</p>' }],
  ...overrides,
});

/** The jacket visible at 149.00 with a new description. */
const resealed = jacket({
  price: 149,
  status: 1,
  translations: [{ locale: 'en', name: 'Rain Jacket', description: '<p>Sealed seams.</p>' }],
});

describe('activity log sentences', () => {
  let productId: number;

  it('reads a product’s creation and its change as sentences that link to the product', async () => {
    productId = (await call('POST', '/api/v1/admin/products', jacket())).id;
    expect((await latest()).summary).toEqual({
      actor: 'Ana',
      action: 'created',
      records: [{ kind: 'product', name: 'Rain Jacket', path: `product/${productId}`, fields: [] }],
      text: 'Ana created product “Rain Jacket”',
    });

    await call('PUT', `/api/v1/admin/products/${productId}`, jacket({ price: 149, status: 1 }));
    const change = (await latest()).summary;
    expect(change.text).toBe(
      'Ana changed product “Rain Jacket”: price $120.00 → $149.00, status Hidden → Visible',
    );
    expect(change.records[0]!.path).toBe(`product/${productId}`);

    // Only the description changed: too long to quote, it still reads as a change.
    await call('PUT', `/api/v1/admin/products/${productId}`, resealed);
    expect((await latest()).summary.text).toBe('Ana changed product “Rain Jacket”: other details changed');
  });

  it('reads an order’s status, the general settings and a discount in words', async () => {
    const product = await makeProduct(t, { priceMinor: 1000 });
    const placed = await place(t, await guestWithCart(t, product.id), await guestOrder(t));
    const order = placed.json().data as { id: number; ref: string };
    await call('POST', `/api/v1/admin/orders/${order.id}/status`, {
      status_id: 2,
      comment: '',
      notify: false,
    });
    const status = (await latest()).summary;
    expect(status.text).toBe(`Ana changed the status of order “${order.ref}”: status Pending → Processing`);
    expect(status.records[0]!.path).toBe(`order/${order.id}`);

    const general = await call('GET', '/api/v1/admin/settings/general');
    await call('PUT', '/api/v1/admin/settings/general', { ...general, telephone: '+1 555 0100' });
    expect((await latest()).summary).toMatchObject({
      text: `Ana changed settings “General”: telephone ${general.telephone || 'none'} → +1 555 0100`,
      records: [{ path: 'setting/general' }],
    });

    const coupons = (await call('GET', '/api/v1/admin/discounts')) as { id: number; name: string }[];
    const coupon = await call('GET', `/api/v1/admin/discounts/${coupons[0]!.id}`);
    await call('PUT', `/api/v1/admin/discounts/${coupon.id}`, { ...coupon, status: !coupon.status });
    expect((await latest()).summary).toMatchObject({
      text: `Ana changed discount “${coupon.name}”: status ${coupon.status ? 'Enabled → Disabled' : 'Disabled → Enabled'}`,
      records: [{ path: `discount/${coupon.id}` }],
    });
  });

  it('logs nothing for a save of the same values, a preview, a quote or a sign-out', async () => {
    const before = (await entries()).length;
    await call('PUT', `/api/v1/admin/products/${productId}`, resealed);
    const general = await call('GET', '/api/v1/admin/settings/general');
    await call('PUT', '/api/v1/admin/settings/general', general);
    await call('POST', '/api/v1/admin/email-templates/order-confirmation/preview', {
      subject: 'Thanks',
      html: '<p>Thanks!</p>',
    });
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/orders/shipping-quote',
      headers,
      payload: { lines: [{ product_id: productId, quantity: 1 }], address: await usAddress(t) },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const other = await signedInAdmin(t, 'demo');
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/admin/logout', headers: other.headers });
    expect(out.statusCode).toBe(204);
    const after = await entries();
    expect(after.slice(0, after.length - before).map((e) => e.summary.text)).toEqual([]);
  });

  it('names a deleted record without a link, and the CSV carries the sentence', async () => {
    await call('DELETE', `/api/v1/admin/products/${productId}`);
    expect((await latest()).summary).toEqual({
      actor: 'Ana',
      action: 'deleted',
      records: [{ kind: 'product', name: 'Rain Jacket', path: null, fields: [] }],
      text: 'Ana deleted product “Rain Jacket”',
    });
    const csv = await t.app.inject({ method: 'GET', url: '/api/v1/admin/logs/activity.csv', headers });
    expect(csv.body).toContain(
      'Ana changed product “Rain Jacket”: price $120.00 → $149.00, status Hidden → Visible',
    );
  });
});
