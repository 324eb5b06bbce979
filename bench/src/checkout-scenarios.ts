import type { Options } from 'autocannon';
import type { Scenario } from './scenarios';

// Cart and checkout scenarios. Both need products that cannot run out during a
// run: `prepare` signs in as the seeded owner and makes them (once per
// database) with ten million units each, taxable, through the admin API.

const owner = {
  email: process.env.BENCH_ADMIN_EMAIL ?? 'owner@demo.example',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'emporia-owner',
};
const skus = ['BENCH-CART-1', 'BENCH-CART-2', 'BENCH-CART-3', 'BENCH-CART-4'];

async function call<T>(
  baseUrl: string,
  host: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { host, 'content-type': 'application/json', ...(init.headers ?? {}) },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** The ids of the bench products, made on first use. */
async function benchProducts(baseUrl: string, host: string): Promise<number[]> {
  const login = await call<{ data: { token: string } }>(baseUrl, host, '/api/v1/admin-login', {
    method: 'POST',
    body: owner,
  });
  const admin = { authorization: `Bearer ${login.data.token}` };
  const classes = await call<{ data: { id: number; title: string }[] }>(
    baseUrl,
    host,
    '/api/v1/admin/settings/tax-classes',
    { headers: admin },
  );
  const taxClassId = classes.data.find((c) => c.title === 'Taxable Goods')?.id ?? null;
  const ids: number[] = [];
  for (const [index, sku] of skus.entries()) {
    const found = await call<{ data: { id: number; sku: string }[] }>(
      baseUrl,
      host,
      `/api/v1/admin/products?search=${sku}`,
      { headers: admin },
    );
    const existing = found.data.find((p) => p.sku === sku);
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    const created = await call<{ data: { id: number } }>(baseUrl, host, '/api/v1/admin/products', {
      method: 'POST',
      headers: admin,
      body: {
        sku,
        price: 12.99 + index * 7,
        quantity: 10_000_000,
        tax_class_id: taxClassId,
        weight: 0.5,
        translations: [
          { locale: 'en', name: `Bench Cart Product ${index + 1}`, slug: `bench-cart-product-${index + 1}` },
        ],
      },
    });
    ids.push(created.data.id);
  }
  return ids;
}

const json = { 'content-type': 'application/json' };

/** A guest cart with one unit of each product, the SAVE10 coupon and a US address for tax: its token. */
async function couponCart(baseUrl: string, host: string, ids: number[]): Promise<string> {
  let token = '';
  for (const id of ids) {
    const added = await call<{ data: { cart_token?: string } }>(
      baseUrl,
      host,
      '/api/v1/storefront/cart/add',
      {
        method: 'POST',
        headers: token ? { 'x-cart-token': token } : {},
        body: { id, cart_quantity: 1 },
      },
    );
    token ||= added.data.cart_token ?? '';
  }
  const cart = { 'x-cart-token': token };
  await call(baseUrl, host, '/api/v1/storefront/cart/discount', {
    method: 'POST',
    headers: cart,
    body: { module: 'CouponModule', coupon_code: 'SAVE10' },
  });
  await call(baseUrl, host, '/api/v1/storefront/cart/estimate', {
    method: 'POST',
    headers: cart,
    body: { country_code: 'US', zone_code: 'IL' },
  });
  return token;
}

export const checkoutScenarios: Record<string, Scenario> = {
  'add-to-cart': {
    description:
      'POST /api/v1/storefront/cart/add — one more unit into a 4-line guest cart with a 10 % coupon and US sales tax: stock checked, every total recomputed',
    prepare: async (baseUrl, host): Promise<Partial<Options>> => {
      const ids = await benchProducts(baseUrl, host);
      const cart = { 'x-cart-token': await couponCart(baseUrl, host, ids) };
      return { headers: { ...json, ...cart }, body: JSON.stringify({ id: ids[0], cart_quantity: 1 }) };
    },
    request: (baseUrl) => ({ url: `${baseUrl}/api/v1/storefront/cart/add`, method: 'POST' }),
  },
  'add-to-cart-cold': {
    description:
      'POST /api/v1/storefront/cart/add — one more unit of one of the 4 lines of 125 guest carts (10 % coupon, US sales tax), every cart × line in turn: 500 different requests',
    prepare: async (baseUrl, host): Promise<Partial<Options>> => {
      const ids = await benchProducts(baseUrl, host);
      const carts: string[] = [];
      for (let n = 0; n < 125; n++) carts.push(await couponCart(baseUrl, host, ids));
      // Cart-major order would ask the same cart four times running; line-major never does.
      const bodies = ids.flatMap((id) =>
        carts.map((token) => ({ token, body: JSON.stringify({ id, cart_quantity: 1 }) })),
      );
      let next = 0;
      return {
        headers: json,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const { token, body } = bodies[next++ % bodies.length]!;
              request.headers = { ...request.headers, 'x-cart-token': token };
              request.body = body;
              return request;
            },
          },
        ],
      };
    },
    request: (baseUrl) => ({ url: `${baseUrl}/api/v1/storefront/cart/add`, method: 'POST' }),
  },
  'place-order': {
    description:
      'A new guest cart (POST …/cart/add) then its order (POST …/checkout/place: flat rate, money order, tax, stock taken) — each pair counts as two requests',
    prepare: async (baseUrl, host): Promise<Partial<Options>> => {
      const [productId] = await benchProducts(baseUrl, host);
      const countries = await call<{ data: { id: number; iso_code_2: string }[] }>(
        baseUrl,
        host,
        '/api/v1/storefront/countries',
      );
      const us = countries.data.find((c) => c.iso_code_2 === 'US')!;
      const zones = await call<{ data: { id: number; code: string }[] }>(
        baseUrl,
        host,
        `/api/v1/storefront/countries/${us.id}/zones`,
      );
      const order = JSON.stringify({
        email: 'bench@example.com',
        firstname: 'Bench',
        lastname: 'Buyer',
        address: {
          firstname: 'Bench',
          lastname: 'Buyer',
          address_1: '1 Main St',
          city: 'Springfield',
          postcode: '62701',
          country_id: us.id,
          zone_id: zones.data.find((z) => z.code === 'IL')!.id,
        },
        shipping_method: 'flatrate.flatrate',
        payment_method: 'moneyorder',
      });
      let serial = 0;
      return {
        headers: json,
        requests: [
          {
            method: 'POST',
            path: '/api/v1/storefront/cart/add',
            body: JSON.stringify({ id: productId, cart_quantity: 1 }),
            onResponse: (_status, body, context) => {
              (context as { cartToken?: string }).cartToken =
                (JSON.parse(body) as { data?: { cart_token?: string } }).data?.cart_token ?? '';
            },
          },
          {
            method: 'POST',
            path: '/api/v1/storefront/checkout/place',
            setupRequest: (request, context) => {
              serial += 1;
              return {
                ...request,
                body: order,
                headers: {
                  ...request.headers,
                  'x-cart-token': (context as { cartToken?: string }).cartToken ?? '',
                  'idempotency-key': `bench-${process.pid}-${Date.now()}-${serial}`,
                },
              };
            },
          },
        ],
      };
    },
    request: (baseUrl) => ({ url: baseUrl }),
  },
};
