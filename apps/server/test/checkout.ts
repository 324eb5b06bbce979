// Helpers for the cart, checkout and order API tests: products with known
// prices and stock, carts, coupons and addresses, all through the real API
// where the shopper would use it.
import { schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { hostOf, type TestApp } from './app';

let serial = 0;

export async function shopIdOf(t: TestApp, subdomain = 'demo'): Promise<number> {
  const [shop] = await t.database.db
    .select({ id: schema.shops.id })
    .from(schema.shops)
    .where(eq(schema.shops.subdomain, subdomain));
  return shop!.id;
}

export async function taxClassIdOf(t: TestApp, subdomain = 'demo'): Promise<number> {
  const shopId = await shopIdOf(t, subdomain);
  const [row] = await t.database.db
    .select({ id: schema.taxClasses.id })
    .from(schema.taxClasses)
    .where(and(eq(schema.taxClasses.shopId, shopId), eq(schema.taxClasses.title, 'Taxable Goods')));
  return row!.id;
}

/** A product of the shop with a known price (minor units) and stock. */
export async function makeProduct(
  t: TestApp,
  options: {
    name?: string;
    priceMinor: number;
    quantity?: number;
    taxable?: boolean;
    digital?: boolean;
    subdomain?: string;
    weightGrams?: number;
    categoryId?: number;
  },
): Promise<{ id: number; name: string }> {
  const subdomain = options.subdomain ?? 'demo';
  const shopId = await shopIdOf(t, subdomain);
  serial += 1;
  const name = options.name ?? `Test Product ${serial}`;
  const [row] = await t.database.db
    .insert(schema.products)
    .values({
      shopId,
      sku: `TEST-${process.pid}-${serial}-${Math.random().toString(36).slice(2, 7)}`,
      priceMinor: options.priceMinor,
      quantity: options.quantity ?? 100,
      isDigital: options.digital ? 1 : 0,
      taxClassId: options.taxable === false ? null : await taxClassIdOf(t, subdomain),
      weightGrams: options.weightGrams ?? 500,
    })
    .returning({ id: schema.products.id });
  await t.database.db
    .insert(schema.productTranslations)
    .values({ shopId, productId: row!.id, locale: 'en', name, slug: `test-product-${row!.id}` });
  if (options.categoryId) {
    await t.database.db
      .insert(schema.productCategories)
      .values({ shopId, categoryId: options.categoryId, productId: row!.id });
  }
  return { id: row!.id, name };
}

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ q: schema.products.quantity })
    .from(schema.products)
    .where(eq(schema.products.id, productId));
  return row!.q;
}

export async function makeCoupon(
  t: TestApp,
  values: Partial<typeof schema.coupons.$inferInsert> & { code: string; type: string },
) {
  const shopId = await shopIdOf(t, 'demo');
  const [row] = await t.database.db
    .insert(schema.coupons)
    .values({ shopId, name: values.code, ...values })
    .returning();
  return row!;
}

/** Request headers of a guest holding a cart token (or none yet). */
export const guest = (token?: string, subdomain = 'demo') => ({
  ...hostOf(subdomain),
  ...(token ? { 'x-cart-token': token } : {}),
});

/** Adds to the cart as the shopper of `headers`; returns the answer and the cart token to keep using. */
export async function addToCart(
  t: TestApp,
  headers: Record<string, string>,
  id: number,
  quantity = 1,
  meta?: Record<string, string>,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/storefront/cart/add',
    headers,
    payload: { id, cart_quantity: quantity, ...(meta ? { meta } : {}) },
  });
  const body = response.json();
  return { response, body, token: (body.data?.cart_token as string | undefined) ?? headers['x-cart-token'] };
}

/** A guest with a cart holding `quantity` of the product; returns their headers. */
export async function guestWithCart(
  t: TestApp,
  productId: number,
  quantity = 1,
): Promise<Record<string, string>> {
  const added = await addToCart(t, guest(), productId, quantity);
  expect(added.response.statusCode).toBe(200);
  return guest(added.token);
}

export async function countryId(t: TestApp, iso: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: schema.countries.id })
    .from(schema.countries)
    .where(eq(schema.countries.isoCode2, iso));
  return row!.id;
}

export async function zoneId(t: TestApp, iso: string, code: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: schema.zones.id })
    .from(schema.zones)
    .innerJoin(schema.countries, eq(schema.countries.id, schema.zones.countryId))
    .where(and(eq(schema.countries.isoCode2, iso), eq(schema.zones.code, code)));
  return row!.id;
}

/** A US shipping address (taxed at the demo shop's 8.25 %). */
export async function usAddress(t: TestApp) {
  return {
    firstname: 'Gina',
    lastname: 'Guest',
    address_1: '1 Main St',
    city: 'Springfield',
    postcode: '62701',
    country_id: await countryId(t, 'US'),
    zone_id: await zoneId(t, 'US', 'IL'),
  };
}

/** What a guest's placement sends with flat rate and money order. */
export async function guestOrder(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    email: 'gina@example.com',
    firstname: 'Gina',
    lastname: 'Guest',
    address: await usAddress(t),
    shipping_method: 'flatrate.flatrate',
    payment_method: 'moneyorder',
    ...overrides,
  };
}

export async function place(
  t: TestApp,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
  key?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/storefront/checkout/place',
    headers: {
      ...headers,
      'idempotency-key': key ?? `key-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    payload,
  });
}

/** Rows of a table of the shop, to assert that a refused request wrote nothing. */
export async function countRows(
  t: TestApp,
  table: 'orders' | 'order_items' | 'coupon_usages' | 'carts' | 'cart_items' | 'order_returns' | 'customers',
) {
  const result = await t.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return Number(result.rows[0]!.n);
}
