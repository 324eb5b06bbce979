import type { AnalyticsDashboard } from '@emporia/contracts/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { addToCart, guest, guestOrder, makeCoupon, makeProduct, place } from '../../../test/checkout';

// Issue 32, point 8: every sales figure of the analytics dashboard follows one definition
// (ADR 0110): orders placed in the range, cancelled ones left out; revenue is what their lines sold
// for after discounts, without tax and shipping; the products add up to it; the funnel's Purchase
// step counts the same orders. Real orders through the storefront's checkout, with a coupon.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'demo', ['analytics', 'orders']);
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: admin.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};

/** A guest's cart of these lines, the coupon applied when given, placed (flat rate, 8.25 % tax). */
async function placeOrder(lines: [number, number][], coupon?: string) {
  let headers = guest();
  for (const [id, quantity] of lines) {
    const added = await addToCart(t, headers, id, quantity);
    expect(added.response.statusCode, added.response.body).toBe(200);
    headers = guest(added.token);
  }
  if (coupon) {
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/cart/discount',
      headers,
      payload: { module: 'CouponModule', coupon_code: coupon },
    });
    expect(applied.statusCode, applied.body).toBe(200);
  }
  const placed = await place(t, headers, await guestOrder(t));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data as { id: number; order_total: number };
}

describe('the sales figures of the analytics dashboard', () => {
  it('count the orders placed, their lines after discounts without tax or shipping, per product, per day and in the funnel', async () => {
    const jacket = await makeProduct(t, { name: 'Rain Jacket', priceMinor: 12_000 });
    const socks = await makeProduct(t, { name: 'Wool Socks', priceMinor: 750 });
    const lantern = await makeProduct(t, { name: 'Camp Lantern', priceMinor: 4500 });
    await makeCoupon(t, { code: 'FIGURES20', type: 'percent', percentMilli: 20_000 });

    // 120.00 + 3 × 7.50 less 20 %: 96.00 + 18.00. The shopper also pays shipping and tax.
    const first = await placeOrder(
      [
        [jacket.id, 1],
        [socks.id, 3],
      ],
      'FIGURES20',
    );
    // 2 × 45.00.
    const second = await placeOrder([[lantern.id, 2]]);
    // Cancelled: in no figure.
    const cancelled = await placeOrder([[socks.id, 2]]);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${cancelled.id}/cancel`,
      headers: admin.headers,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const revenue = 9600 + 1800 + 9000;
    // What the shoppers paid is more: shipping and tax are not sales.
    expect(Math.round((first.order_total + second.order_total) * 100)).toBeGreaterThan(revenue);

    const d = await get<AnalyticsDashboard>('/api/v1/admin/analytics/dashboard?range=7d');
    expect(d.sales).toEqual({
      orders: 2,
      revenue_minor: revenue,
      average_order_value_minor: revenue / 2,
    });
    expect(d.previous_sales).toEqual({ orders: 0, revenue_minor: 0, average_order_value_minor: 0 });

    const sold = (sku: string) => d.product_performance.find((row) => row.name === sku);
    expect(sold('Rain Jacket')).toMatchObject({ units: 1, revenue_minor: 9600 });
    expect(sold('Wool Socks')).toMatchObject({ units: 3, revenue_minor: 1800 });
    expect(sold('Camp Lantern')).toMatchObject({ units: 2, revenue_minor: 9000 });
    expect(d.product_performance.map((row) => row.name)).toEqual([
      'Rain Jacket',
      'Camp Lantern',
      'Wool Socks',
    ]);
    expect(d.other_products).toEqual({ products: 0, units: 0, revenue_minor: 0 });
    const productRevenue = d.product_performance.reduce((n, row) => n + row.revenue_minor, 0);
    expect(productRevenue + d.other_products.revenue_minor).toBe(d.sales.revenue_minor);

    // Today's point of the series carries the same orders and revenue; the other days none.
    expect(d.series.at(-1)).toMatchObject({ orders: 2, revenue_minor: revenue });
    expect(d.series.slice(0, -1).every((point) => point.orders === 0 && point.revenue_minor === 0)).toBe(
      true,
    );
    const today = await get<AnalyticsDashboard>('/api/v1/admin/analytics/dashboard?range=today');
    expect(today.sales).toEqual(d.sales);
    expect(today.series.reduce((n, point) => n + point.orders, 0)).toBe(2);
    expect(today.series.reduce((n, point) => n + point.revenue_minor, 0)).toBe(revenue);

    // The funnel's last step is the same orders (no beacon was sent: the API placed them).
    expect(d.funnel.at(-1)).toMatchObject({ step: 'Purchase', count: 2 });

    // The admin dashboard's sales card counts the same way.
    const home = await get<{ sales: { today: number }; orders: { today: number } }>(
      '/api/v1/admin/dashboard',
    );
    expect(home.orders.today).toBe(2);
    expect(Math.round(home.sales.today * 100)).toBe(revenue);
  });

  it('sums the products beyond the ten shown into one row, so the column still adds up', async () => {
    const many = [];
    for (let i = 1; i <= 12; i++)
      many.push(await makeProduct(t, { name: `Trail Mix ${i}`, priceMinor: 100 * i }));
    await placeOrder(many.map((p) => [p.id, 1] as [number, number]));
    const d = await get<AnalyticsDashboard>('/api/v1/admin/analytics/dashboard?range=7d');
    expect(d.product_performance).toHaveLength(10);
    const shown = d.product_performance.reduce((n, row) => n + row.revenue_minor, 0);
    expect(shown + d.other_products.revenue_minor).toBe(d.sales.revenue_minor);
    // The first test's three products and twelve more: five left out, the five cheapest mixes.
    expect(d.other_products).toEqual({ products: 5, units: 5, revenue_minor: 100 + 200 + 300 + 400 + 500 });
  });
});
