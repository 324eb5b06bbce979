import { schema } from '@emporia/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../../../test/accounts';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInCustomer } from '../../../test/auth';

let t: TestApp;
let products: { id: number; name: string }[];
let outdoorsProduct: number;
beforeAll(async () => {
  t = await createTestApp();
  const shopProducts = async (subdomain: string) => {
    const [shop] = await t.database.db
      .select()
      .from(schema.shops)
      .where(eq(schema.shops.subdomain, subdomain));
    return t.database.db
      .select({ id: schema.products.id, name: schema.productTranslations.name })
      .from(schema.products)
      .innerJoin(
        schema.productTranslations,
        and(
          eq(schema.productTranslations.productId, schema.products.id),
          eq(schema.productTranslations.locale, 'en'),
        ),
      )
      .where(and(eq(schema.products.shopId, shop!.id), eq(schema.products.status, 1)))
      .orderBy(asc(schema.products.id))
      .limit(3);
  };
  products = await shopProducts('demo');
  const outdoors = await shopProducts('outdoors');
  outdoorsProduct = outdoors[0]?.id ?? 0;
});
afterAll(() => t.close());

const base = '/api/v1/storefront/account/plugin/wishlist';

describe('wishlist', () => {
  it('needs a login for list, add and delete', async () => {
    const headers = hostOf('demo');
    expect((await t.app.inject({ method: 'GET', url: `${base}/list`, headers })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `${base}/add`, headers, payload: { id: products[0]!.id } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/delete/${products[0]!.id}`, headers })).statusCode,
    ).toBe(401);
  });

  it('adds products with the wished quantity, lists them as wishlist products and deletes them', async () => {
    expect(products.length).toBeGreaterThanOrEqual(2);
    const { headers } = await signedInCustomer(t, 'demo');
    const [a, b] = products as [{ id: number; name: string }, { id: number; name: string }];
    const empty = await t.app.inject({ method: 'GET', url: `${base}/list`, headers });
    expect(empty.json()).toEqual({ products: [] });

    const added = await t.app.inject({
      method: 'POST',
      url: `${base}/add`,
      headers,
      payload: { id: a.id, quantity: 3 },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ message: `${a.name} has been added to your wishlist.` });
    await t.app.inject({
      method: 'POST',
      url: `${base}/add`,
      headers,
      payload: { id: String(b.id), cart_quantity: '2', options: {} },
    });

    const list = (await t.app.inject({ method: 'GET', url: `${base}/list`, headers })).json().products;
    expect(list.map((p: { id: number; wl_qty: number }) => [p.id, p.wl_qty])).toEqual([
      [b.id, 2],
      [a.id, 3],
    ]);
    const card = list[1];
    for (const field of [
      'id',
      'images',
      'quantity',
      'rating',
      'total_reviews',
      'translations',
      'wl_qty',
      'price',
    ]) {
      expect(card).toHaveProperty(field);
    }
    expect(card.translations).toContainEqual(expect.objectContaining({ locale: 'en', name: a.name }));

    // Adding again changes the quantity, not the number of entries.
    await t.app.inject({ method: 'POST', url: `${base}/add`, headers, payload: { id: a.id } });
    const again = (await t.app.inject({ method: 'GET', url: `${base}/list`, headers })).json().products;
    expect(again).toHaveLength(2);

    const removed = await t.app.inject({ method: 'GET', url: `${base}/delete/${a.id}`, headers });
    expect(removed.json()).toEqual({ message: `${a.name} has been removed from your wishlist.` });
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/list`, headers }))
        .json()
        .products.map((p: { id: number }) => p.id),
    ).toEqual([b.id]);
  });

  it('refuses bad input, unknown products and products of another shop without writing', async () => {
    const { headers } = await signedInCustomer(t, 'demo');
    await expectRefused(
      t,
      () => t.app.inject({ method: 'POST', url: `${base}/add`, headers, payload: {} }),
      400,
    );
    await expectRefused(
      t,
      () => t.app.inject({ method: 'POST', url: `${base}/add`, headers, payload: { id: 'abc' } }),
      400,
    );
    await expectRefused(
      t,
      () =>
        t.app.inject({
          method: 'POST',
          url: `${base}/add`,
          headers,
          payload: { id: products[0]!.id, quantity: 0 },
        }),
      400,
    );
    await expectRefused(
      t,
      () => t.app.inject({ method: 'POST', url: `${base}/add`, headers, payload: { id: 99999999 } }),
      404,
    );
    if (outdoorsProduct) {
      await expectRefused(
        t,
        () => t.app.inject({ method: 'POST', url: `${base}/add`, headers, payload: { id: outdoorsProduct } }),
        404,
      );
    }
    await expectRefused(
      t,
      () => t.app.inject({ method: 'GET', url: `${base}/delete/${products[0]!.id}`, headers }),
      404,
    );
    await expectRefused(t, () => t.app.inject({ method: 'GET', url: `${base}/delete/x`, headers }), 400);
  });
});

describe('shared wishlist', () => {
  it("shows only the owner's first name and the products, to anyone", async () => {
    const { headers, customer } = await signedInCustomer(t, 'demo', {
      firstname: 'Jordan',
      lastname: 'Secret',
      telephone: '555-0199',
    });
    await t.app.inject({
      method: 'POST',
      url: `${base}/add`,
      headers,
      payload: { id: products[0]!.id, quantity: 2 },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/storefront/plugin/wishlist/get/${customer.id}`,
      headers: hostOf('demo'),
    });
    expect(res.statusCode).toBe(200);
    const { wishlist } = res.json();
    expect(Object.keys(wishlist).sort()).toEqual(['products', 'user']);
    expect(wishlist.user).toEqual({ firstname: 'Jordan' });
    expect(wishlist.products).toEqual([expect.objectContaining({ id: products[0]!.id, wl_qty: 2 })]);
    expect(JSON.stringify(res.json())).not.toMatch(/Secret|555-0199|@example\.com/);
  });

  it('answers a message for an empty, unknown or foreign wishlist', async () => {
    const { customer } = await signedInCustomer(t, 'demo');
    for (const [host, id] of [
      ['demo', customer.id],
      ['demo', 99999999],
      ['outdoors', customer.id],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/storefront/plugin/wishlist/get/${id}`,
        headers: hostOf(host),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This wishlist is empty or no longer available.');
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/plugin/wishlist/get/abc',
      headers: hostOf('demo'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });
});
