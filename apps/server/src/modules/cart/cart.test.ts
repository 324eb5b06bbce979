import { schema } from '@emporia/db';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInCustomer } from '../../../test/auth';
import { addToCart, countRows, countryId, guest, makeProduct, stockOf, zoneId } from '../../../test/checkout';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('cart_add_product', () => {
  it('creates a guest cart, hands out its token and says what was added', async () => {
    const product = await makeProduct(t, { name: 'Trail Mug', priceMinor: 1250, quantity: 5 });
    const first = await addToCart(t, guest(), product.id, 2);
    expect(first.response.statusCode).toBe(200);
    expect(first.body.data.message).toBe('Trail Mug has been added to your cart.');
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body.data.cart.items).toMatchObject([
      { id: product.id, cart_quantity: 2, name: 'Trail Mug', price: 12.5, total: 25 },
    ]);
    expect(first.body.data.cart.item_count).toBe(2);

    const again = await addToCart(t, guest(first.token), product.id, 1);
    expect(again.body.data.cart_token).toBeUndefined();
    expect(again.body.data.cart.items).toMatchObject([{ cart_quantity: 3, total: 37.5 }]);
    const viewed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/cart',
      headers: guest(first.token),
    });
    expect(viewed.json().data).toMatchObject({
      item_count: 3,
      total: 37.5,
      totals: { subtotal: 37.5, tax: 0, total: 37.5 },
    });
  });

  it('refuses more than the stock with a clear message and changes nothing', async () => {
    const product = await makeProduct(t, { name: 'Rare Compass', priceMinor: 5000, quantity: 2 });
    const first = await addToCart(t, guest(), product.id, 2);
    const tooMany = await addToCart(t, guest(first.token), product.id, 1);
    expect(tooMany.response.statusCode).toBe(409);
    expect(tooMany.body.message).toBe('Only 2 of Rare Compass are in stock.');
    const viewed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/cart',
      headers: guest(first.token),
    });
    expect(viewed.json().data.items[0].cart_quantity).toBe(2);
    expect(await stockOf(t, product.id)).toBe(2);
  });

  it('rejects bad input with a 4xx and writes nothing', async () => {
    const product = await makeProduct(t, { priceMinor: 1000 });
    const before = [await countRows(t, 'carts'), await countRows(t, 'cart_items')];
    const bodies: Record<string, unknown>[] = [
      {},
      { id: 'abc', cart_quantity: 1 },
      { id: product.id, cart_quantity: 0 },
      { id: product.id, cart_quantity: -3 },
      { id: product.id, cart_quantity: 1.5 },
      { id: product.id, cart_quantity: 1_000_000 },
      { id: 2_000_000_000, cart_quantity: 1 },
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/storefront/cart/add',
        headers: hostOf('demo'),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toBeTruthy();
    }
    expect([await countRows(t, 'carts'), await countRows(t, 'cart_items')]).toEqual(before);
  });
});

describe('cart lines', () => {
  it('keeps gift cards with different receivers apart and requires their fields', async () => {
    const card = await makeProduct(t, {
      name: 'Gift Card $25',
      priceMinor: 2500,
      digital: true,
      taxable: false,
    });
    const missing = await addToCart(t, guest(), card.id, 1, { gc_receiver_name: 'Sam' });
    expect(missing.response.statusCode).toBe(422);
    expect(missing.body.fields).toHaveProperty(['meta.gc_email_to']);

    const first = await addToCart(t, guest(), card.id, 1, {
      gc_receiver_name: 'Sam',
      gc_email_to: 'sam@example.com',
      gc_message: 'Enjoy!',
    });
    const second = await addToCart(t, guest(first.token), card.id, 1, {
      gc_receiver_name: 'Alex',
      gc_email_to: 'alex@example.com',
    });
    const again = await addToCart(t, guest(first.token), card.id, 1, {
      gc_receiver_name: 'Sam',
      gc_email_to: 'sam@example.com',
      gc_message: 'Enjoy!',
    });
    expect(second.response.statusCode).toBe(200);
    expect(again.body.data.cart.items).toMatchObject([
      {
        cart_quantity: 2,
        meta: { gc_receiver_name: 'Sam', gc_email_to: 'sam@example.com', gc_message: 'Enjoy!' },
        is_digital: 1,
      },
      {
        cart_quantity: 1,
        meta: { gc_receiver_name: 'Alex', gc_email_to: 'alex@example.com', gc_message: '' },
      },
    ]);
    expect(again.body.data.cart.needs_shipping).toBe(false);
  });

  it('changes quantities within the stock and removes lines', async () => {
    const product = await makeProduct(t, { name: 'Camp Chair', priceMinor: 3999, quantity: 4 });
    const added = await addToCart(t, guest(), product.id, 1);
    const headers = guest(added.token);
    const key = added.body.data.cart.items[0].key;
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/storefront/cart/items/${key}`,
      headers,
      payload: { cart_quantity: 3 },
    });
    expect(changed.json().data.cart).toMatchObject({ item_count: 3, totals: { subtotal: 119.97 } });
    const tooMany = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/storefront/cart/items/${key}`,
      headers,
      payload: { cart_quantity: 5 },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 4 of Camp Chair are in stock.');
    const zero = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/storefront/cart/items/${key}`,
      headers,
      payload: { cart_quantity: 0 },
    });
    expect(zero.statusCode).toBe(400);
    const someoneElses = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/storefront/cart/items/${key}`,
      headers: guest(),
    });
    expect(someoneElses.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/storefront/cart/items/${key}`,
      headers,
    });
    expect(removed.json().data.cart).toMatchObject({ items: [], item_count: 0, total: 0 });
  });

  it('asks for a variant of a configurable product and refuses disabled or unknown products', async () => {
    const [parent] = await t.database.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(eq(schema.products.type, 'configurable'))
      .limit(1);
    const options = await addToCart(t, guest(), parent!.id, 1);
    expect(options.response.statusCode).toBe(400);
    expect(options.body.message).toMatch(/^Please choose the options of .+ first\.$/);

    const [variant] = await t.database.db
      .select({ id: schema.products.id, quantity: schema.products.quantity })
      .from(schema.products)
      .where(
        and(
          eq(schema.products.parentId, parent!.id),
          eq(schema.products.status, 1),
          gt(schema.products.quantity, 0),
        ),
      )
      .limit(1);
    const added = await addToCart(t, guest(), variant!.id, 1);
    expect(added.response.statusCode).toBe(200);
    expect(added.body.data.cart.items[0]).toMatchObject({ id: variant!.id, parent_id: parent!.id });
    expect(added.body.data.cart.items[0].attributes.length).toBeGreaterThan(0);

    const disabled = await makeProduct(t, { priceMinor: 100 });
    await t.database.db.update(schema.products).set({ status: 0 }).where(eq(schema.products.id, disabled.id));
    expect((await addToCart(t, guest(), disabled.id, 1)).response.statusCode).toBe(404);
  });

  it('keeps one shop’s carts and products away from another shop', async () => {
    const demoProduct = await makeProduct(t, { priceMinor: 1000 });
    const added = await addToCart(t, guest(), demoProduct.id, 1);
    const elsewhere = await addToCart(t, guest(added.token, 'outdoors'), demoProduct.id, 1);
    expect(elsewhere.response.statusCode).toBe(404);
    const outdoorsCart = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/cart',
      headers: guest(added.token, 'outdoors'),
    });
    expect(outdoorsCart.json().data.items).toEqual([]);
  });
});

describe('customer carts', () => {
  it('keeps one saved cart per customer and merges the guest cart in at sign-in', async () => {
    const tent = await makeProduct(t, { name: 'Bivy Tent', priceMinor: 15_000, quantity: 3 });
    const lamp = await makeProduct(t, { name: 'Head Lamp', priceMinor: 2_000, quantity: 10 });
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/register',
      headers: hostOf('demo'),
      payload: {
        firstname: 'Mia',
        lastname: 'Merge',
        email: `mia.${Date.now()}@example.com`,
        password: 'correct horse battery',
        confirm: 'correct horse battery',
        cart: [{ id: lamp.id, cart_quantity: 2, name: 'Head Lamp', images: [] }],
      },
    });
    expect(register.statusCode).toBe(201);
    const email = register.json().data.customer.email;
    const mine = { ...hostOf('demo'), authorization: `Bearer ${register.json().data.token}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/storefront/cart', headers: mine })).json().data
        .items,
    ).toMatchObject([{ id: lamp.id, cart_quantity: 2 }]);

    // Later, as a guest again, with a tent in the browser's cart: login adds it to the saved cart, capped at stock.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/login',
      headers: hostOf('demo'),
      payload: {
        email,
        password: 'correct horse battery',
        cart: [
          { id: tent.id, cart_quantity: 5 },
          { id: lamp.id, cart_quantity: 1 },
        ],
      },
    });
    expect(login.statusCode).toBe(200);
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/cart',
      headers: { ...hostOf('demo'), authorization: `Bearer ${login.json().data.token}` },
    });
    expect(cart.json().data.items).toMatchObject([
      { id: lamp.id, cart_quantity: 3 },
      { id: tent.id, cart_quantity: 3 },
    ]);
  });

  it('estimates tax for the customer’s default address before checkout', async () => {
    const product = await makeProduct(t, { priceMinor: 10_000 });
    const { headers } = await signedInCustomer(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/account/addresses',
      headers,
      payload: {
        firstname: 'Casey',
        lastname: 'Shopper',
        address_1: '5 Elm St',
        city: 'Chicago',
        postcode: '60601',
        country_id: await countryId(t, 'US'),
        zone_id: await zoneId(t, 'US', 'IL'),
        default: true,
      },
    });
    const added = await addToCart(t, headers, product.id, 1);
    expect(added.body.data.cart).toMatchObject({
      totals: { subtotal: 100, tax: 8.25, total: 108.25 },
      destination: { country_code: 'US' },
    });
  });
});

describe('quick reorder', () => {
  it('adds by product_id as quick reorder sends it', async () => {
    const product = await makeProduct(t, { name: 'Reorder Socks', priceMinor: 900 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/cart/add',
      headers: hostOf('demo'),
      payload: { product_id: product.id, cart_quantity: 3 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.cart.items).toMatchObject([{ id: product.id, cart_quantity: 3 }]);
  });
});
