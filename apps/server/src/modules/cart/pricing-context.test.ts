import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { addToCart, guest, makeProduct } from '../../../test/checkout';
import { queriesDuring as sqlSentDuring } from '../../../test/sql-sent';

// A cart's pricing context without a coupon is the shop's configuration (currency format, taxes of
// a destination), kept until a staff change is heard (ADR 0118): a new shopper's add reads it
// no more, and a staff change shows on the very next cart.
let t: TestApp;
/** A staff member who may change the currencies. */
let settingsStaff: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ SHOP_CONFIG_CACHE_MB: '16' });
  settingsStaff = (await signedInAdmin(t, 'demo', ['settings'])).headers;
});
afterAll(() => t.close());

const queriesDuring = (work: () => Promise<unknown>) => sqlSentDuring(t, work);

const readsPricing = (queries: string[]) => queries.some((query) => /FROM tax_rates r/.test(query));
const currencyFormat = (symbol: string, position: 'l' | 'r') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/settings/currencies',
    headers: settingsStaff,
    payload: { code: 'USD', title: 'US Dollar', symbol, position, decimal_digits: 2, status: true },
  });

describe("a cart's pricing context kept per shop", () => {
  it('is read by the first add only, and a staff change to the currency shows on the next add', async () => {
    const product = await makeProduct(t, { name: 'Kept Mug', priceMinor: 1250, quantity: 50 });
    expect(readsPricing(await queriesDuring(() => addToCart(t, guest(), product.id, 1)))).toBe(true);
    let second: Awaited<ReturnType<typeof addToCart>> | undefined;
    const again = await queriesDuring(async () => {
      second = await addToCart(t, guest(), product.id, 1);
    });
    expect(readsPricing(again)).toBe(false);
    expect(second?.body.data.cart).toMatchObject({ total: 12.5, currency: { symbol: '$', position: 'l' } });

    try {
      expect((await currencyFormat('US$', 'r')).statusCode).toBe(200);
      const after = await addToCart(t, guest(), product.id, 2);
      expect(after.body.data.cart).toMatchObject({ total: 25, currency: { symbol: 'US$', position: 'r' } });
    } finally {
      await currencyFormat('$', 'l');
    }
  });

  it('is read afresh for a cart with a coupon', async () => {
    const product = await makeProduct(t, { name: 'Coupon Mug', priceMinor: 1000, quantity: 50 });
    const { token } = await addToCart(t, guest(), product.id, 1);
    const apply = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/storefront/cart/discount',
        headers: guest(token),
        payload: { module: 'CouponModule', coupon_code: 'NOSUCHCODE' },
      });
    let status = 0;
    const queries = await queriesDuring(async () => {
      status = (await apply()).statusCode;
    });
    expect(status).toBe(422);
    expect(readsPricing(queries)).toBe(true);
  });
});
