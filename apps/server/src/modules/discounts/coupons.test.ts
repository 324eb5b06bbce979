import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInCustomer } from '../../../test/auth';
import {
  addToCart,
  countRows,
  guestOrder,
  guestWithCart,
  makeCoupon,
  makeProduct,
  place,
  shopIdOf,
} from '../../../test/checkout';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const apply = (headers: Record<string, string>, code: string, module = 'CouponModule') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/storefront/cart/discount',
    headers,
    payload: { module, coupon_code: code },
  });
const cartOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/storefront/cart', headers })).json().data;

const day = 24 * 3600 * 1000;

describe('order_apply_discount', () => {
  it('applies a percent coupon to the totals and takes it off again', async () => {
    await makeCoupon(t, { code: 'TENOFF', type: 'percent', percentMilli: 10_000 });
    const product = await makeProduct(t, { priceMinor: 4550 });
    const headers = await guestWithCart(t, product.id, 2);
    const applied = await apply(headers, 'tenoff');
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data.message).toBe('Success: Your coupon discount has been applied!');
    expect(applied.json().data.cart).toMatchObject({
      coupon: { code: 'TENOFF', type: 'percent' },
      totals: { subtotal: 91, discount: 9.1, total: 81.9 },
    });
    expect(applied.json().data.cart.total_lines[1]).toEqual({
      code: 'coupon',
      title: 'Coupon (TENOFF)',
      value: -9.1,
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/storefront/cart/discount',
      headers,
    });
    expect(removed.json().data.cart).toMatchObject({ coupon: null, totals: { discount: 0, total: 91 } });
  });

  it('explains every coupon that cannot be used, leaving the cart and its totals as they were', async () => {
    const inCart = await makeProduct(t, { priceMinor: 3000 });
    const elsewhere = await makeProduct(t, { priceMinor: 3000 });
    const now = Date.now();
    await makeCoupon(t, { code: 'OLDIE', type: 'percent', percentMilli: 5000, endsAt: new Date(now - day) });
    await makeCoupon(t, {
      code: 'SOONER',
      type: 'percent',
      percentMilli: 5000,
      startsAt: new Date(now + 2 * day),
    });
    await makeCoupon(t, { code: 'GONE', type: 'fixed', amountMinor: 500, usesTotal: 3, timesUsed: 3 });
    await makeCoupon(t, { code: 'OFF', type: 'percent', percentMilli: 5000, status: 0 });
    await makeCoupon(t, { code: 'BIGSPEND', type: 'fixed', amountMinor: 1000, minimumTotalMinor: 10_000 });
    const scoped = await makeCoupon(t, { code: 'TENTSONLY', type: 'percent', percentMilli: 20_000 });
    const shopId = await shopIdOf(t);
    await t.database.db
      .insert(schema.couponProducts)
      .values({ shopId, couponId: scoped.id, productId: elsewhere.id });

    const headers = await guestWithCart(t, inCart.id, 1);
    const before = await cartOf(headers);
    const cases: [string, RegExp][] = [
      ['NOSUCHCODE', /^This coupon code is not valid\.$/],
      ['OFF', /^This coupon code is not valid\.$/],
      ['OLDIE', /^The coupon OLDIE expired on \d{4}-\d\d-\d\d\.$/],
      ['SOONER', /^The coupon SOONER can be used from \d{4}-\d\d-\d\d\.$/],
      ['GONE', /^The coupon GONE has reached its usage limit\.$/],
      ['BIGSPEND', /^The coupon BIGSPEND needs a subtotal of at least \$100\.00\.$/],
      ['TENTSONLY', /^The coupon TENTSONLY does not apply to the products in your cart\.$/],
    ];
    for (const [code, message] of cases) {
      const answer = await apply(headers, code);
      expect(answer.statusCode, code).toBe(422);
      expect(answer.json().message, code).toMatch(message);
      expect(answer.json().fields.coupon_code, code).toMatch(message);
    }
    expect(await cartOf(headers)).toEqual(before);
  });

  it('rejects malformed coupon requests with a 4xx', async () => {
    const product = await makeProduct(t, { priceMinor: 1000 });
    const headers = await guestWithCart(t, product.id, 1);
    for (const payload of [
      {},
      { module: 'CouponModule' },
      { module: 'CouponModule', coupon_code: '   ' },
      { module: 'GiftModule', coupon_code: 'X' },
    ]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/storefront/cart/discount',
        headers,
        payload,
      });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await cartOf(headers)).coupon).toBeNull();
  });

  it('refuses coupons while the coupon module is switched off', async () => {
    await makeCoupon(t, { code: 'MODOFF', type: 'percent', percentMilli: 5000 });
    const shopId = await shopIdOf(t);
    const flag = and(
      eq(schema.shopSettings.shopId, shopId),
      eq(schema.shopSettings.key, 'module_feature_coupon_active'),
    );
    await t.database.db.update(schema.shopSettings).set({ value: '0' }).where(flag);
    const product = await makeProduct(t, { priceMinor: 1000 });
    const headers = await guestWithCart(t, product.id, 1);
    const answer = await apply(headers, 'MODOFF');
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe('Coupons cannot be used in this shop.');
    await t.database.db.update(schema.shopSettings).set({ value: '1' }).where(flag);
  });

  it('counts uses at placement: per customer, and in total under concurrent orders', async () => {
    const coupon = await makeCoupon(t, {
      code: 'ONCEEACH',
      type: 'fixed',
      amountMinor: 500,
      usesPerCustomer: 1,
    });
    const product = await makeProduct(t, { priceMinor: 3000, quantity: 50 });
    const { headers } = await signedInCustomer(t);
    await addToCart(t, headers, product.id, 1);
    expect((await apply(headers, 'ONCEEACH')).statusCode).toBe(200);
    const order = {
      address: (await guestOrder(t)).address,
      shipping_method: 'flatrate.flatrate',
      payment_method: 'moneyorder',
    };
    const placed = await place(t, headers, order);
    expect(placed.statusCode).toBe(201);
    // 30.00 - 5.00 + 5.00 shipping + 8.25 % of 25.00
    expect(placed.json().data.order_total).toBe(32.06);
    const [used] = await t.database.db.select().from(schema.coupons).where(eq(schema.coupons.id, coupon.id));
    expect(used!.timesUsed).toBe(1);

    await addToCart(t, headers, product.id, 1);
    const again = await apply(headers, 'ONCEEACH');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(
      'You have already used the coupon ONCEEACH as many times as it allows.',
    );

    const last = await makeCoupon(t, {
      code: 'LASTONE',
      type: 'percent',
      percentMilli: 10_000,
      usesTotal: 1,
    });
    const first = await guestWithCart(t, product.id, 1);
    const second = await guestWithCart(t, product.id, 1);
    expect((await apply(first, 'LASTONE')).statusCode).toBe(200);
    expect((await apply(second, 'LASTONE')).statusCode).toBe(200);
    const answers = await Promise.all([
      place(t, first, await guestOrder(t, { email: 'a@example.com' })),
      place(t, second, await guestOrder(t, { email: 'b@example.com' })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toMatch(
      /LASTONE has reached its usage limit.*remove the coupon/,
    );
    const [exhausted] = await t.database.db
      .select()
      .from(schema.coupons)
      .where(eq(schema.coupons.id, last.id));
    expect(exhausted!.timesUsed).toBe(1);
    expect(await countRows(t, 'coupon_usages')).toBe(2);
  });
});
