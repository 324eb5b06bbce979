import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../../../test/accounts';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';

let t: TestApp;
let us: { id: number; ca: number; california: number; quebec: number; france: number };
beforeAll(async () => {
  t = await createTestApp();
  const countries = (
    await t.app.inject({ method: 'GET', url: '/api/v1/storefront/countries', headers: hostOf('demo') })
  ).json().data;
  const idOf = (iso: string) => countries.find((c: { iso_code_2: string }) => c.iso_code_2 === iso).id;
  const zone = async (iso: string, code: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/storefront/countries/${iso}/zones`,
        headers: hostOf('demo'),
      })
    )
      .json()
      .data.find((z: { code: string }) => z.code === code).id;
  us = {
    id: idOf('US'),
    ca: idOf('CA'),
    california: await zone('US', 'CA'),
    quebec: await zone('CA', 'QC'),
    france: idOf('FR'),
  };
});
afterAll(() => t.close());

let serial = 0;
/** Registers through the API so the customer has a password. */
async function customer(host = 'demo') {
  serial += 1;
  const email = `account${serial}.${Date.now()}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/storefront/register',
    headers: hostOf(host),
    payload: {
      firstname: 'Alex',
      lastname: 'Ranger',
      email,
      password: 'old-lantern-1',
      confirm: 'old-lantern-1',
      cart: [],
    },
  });
  const token: string = res.json().data.token;
  const headers = { ...hostOf(host), authorization: `Bearer ${token}` };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/storefront/account${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  return { email, token, headers, call };
}

const address = (extra: Record<string, unknown> = {}) => ({
  firstname: 'Alex',
  lastname: 'Ranger',
  address_1: '1 Trailhead Rd',
  address_2: 'Apt 4',
  city: 'Sacramento',
  postcode: '95814',
  country_id: us.id,
  zone_id: us.california,
  ...extra,
});

describe('account area needs a login', () => {
  it('answers 401 to visitors on every account call', async () => {
    for (const url of ['profile', 'addresses', 'orders', 'orders/ABC', 'addresses/1']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/storefront/account/${url}`,
        headers: hostOf('demo'),
      });
      expect(res.statusCode, url).toBe(401);
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/storefront/account/profile',
      headers: hostOf('demo'),
      payload: {},
    });
    expect(put.statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('shows and changes names, e-mail, telephone and newsletter', async () => {
    const me = await customer();
    expect((await me.call('GET', '/profile')).json().data).toMatchObject({
      firstname: 'Alex',
      email: me.email,
      newsletter: false,
    });
    const changed = await me.call('PUT', '/profile', {
      firstname: 'Alexis',
      lastname: 'Ranger-Smith',
      email: `NEW.${me.email}`,
      telephone: '(555) 010-2000',
      newsletter: true,
      sms_opt_in: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      firstname: 'Alexis',
      email: `new.${me.email}`,
      newsletter: true,
      sms_opt_in: true,
    });
    expect((await me.call('GET', '/profile')).json().data.telephone).toBe('(555) 010-2000');
  });

  it('refuses bad input and an e-mail another customer uses, changing nothing', async () => {
    const me = await customer();
    const other = await customer();
    const valid = {
      firstname: 'A',
      lastname: 'B',
      email: me.email,
      telephone: '',
      newsletter: false,
      sms_opt_in: false,
    };
    await expectRefused(t, () => me.call('PUT', '/profile', { ...valid, email: 'bad@' }), 400);
    await expectRefused(t, () => me.call('PUT', '/profile', { ...valid, firstname: '' }), 400);
    await expectRefused(t, () => me.call('PUT', '/profile', { ...valid, newsletter: 'sure' }), 400);
    const taken = await expectRefused(
      t,
      () => me.call('PUT', '/profile', { ...valid, email: other.email }),
      409,
    );
    expect(taken.message).toMatch(/already uses this e-mail/);
  });
});

describe('password change', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const me = await customer();
    const second = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/storefront/login',
        headers: hostOf('demo'),
        payload: { email: me.email, password: 'old-lantern-1', cart: [] },
      })
    ).json().data.token;
    const wrong = await expectRefused(
      t,
      () =>
        me.call('PUT', '/password', {
          current_password: 'nope',
          password: 'new-lantern-2',
          confirm: 'new-lantern-2',
        }),
      422,
    );
    expect(wrong.fields).toHaveProperty('current_password');
    await expectRefused(
      t,
      () =>
        me.call('PUT', '/password', {
          current_password: 'old-lantern-1',
          password: 'short',
          confirm: 'short',
        }),
      400,
    );
    await expectRefused(
      t,
      () =>
        me.call('PUT', '/password', {
          current_password: 'old-lantern-1',
          password: 'new-lantern-2',
          confirm: 'x',
        }),
      400,
    );

    const ok = await me.call('PUT', '/password', {
      current_password: 'old-lantern-1',
      password: 'new-lantern-2',
      confirm: 'new-lantern-2',
    });
    expect(ok.statusCode).toBe(200);
    expect((await me.call('GET', '/profile')).statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/account/profile',
      headers: { ...hostOf('demo'), authorization: `Bearer ${second}` },
    });
    expect(other.statusCode).toBe(401);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/storefront/login',
        headers: hostOf('demo'),
        payload: { email: me.email, password, cart: [] },
      });
    expect((await login('new-lantern-2')).statusCode).toBe(200);
  });
});

describe('address book', () => {
  it('adds, edits, lists with country and state, switches the default and deletes', async () => {
    const me = await customer();
    const first = await me.call('POST', '/addresses', address());
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      address_1: '1 Trailhead Rd',
      address_2: 'Apt 4',
      postcode: '95814',
      country: { iso_code_2: 'US', name: 'United States' },
      zone: { code: 'CA', name: 'California' },
      default: true,
    });
    const second = await me.call(
      'POST',
      '/addresses',
      address({ city: 'Montréal', country_id: us.ca, zone_id: us.quebec, postcode: 'H2X 1Y4' }),
    );
    expect(second.json().data.default).toBe(false);
    const id2 = second.json().data.id;

    const edited = await me.call(
      'PUT',
      `/addresses/${id2}`,
      address({ city: 'Québec', country_id: us.ca, zone_id: us.quebec, default: true }),
    );
    expect(edited.json().data).toMatchObject({ city: 'Québec', default: true, zone: { name: 'Quebec' } });
    const list = (await me.call('GET', '/addresses')).json().data;
    expect(list.map((a: { id: number; default: boolean }) => [a.id, a.default])).toEqual([
      [id2, true],
      [first.json().data.id, false],
    ]);

    expect((await me.call('POST', `/addresses/${first.json().data.id}/default`)).json().data.default).toBe(
      true,
    );
    expect((await me.call('DELETE', `/addresses/${first.json().data.id}`)).statusCode).toBe(204);
    // The remaining address takes over as the default.
    expect((await me.call('GET', '/addresses')).json().data).toEqual([
      expect.objectContaining({ id: id2, default: true }),
    ]);
    const france = await me.call(
      'POST',
      '/addresses',
      address({ country_id: us.france, zone_id: null, postcode: '75001' }),
    );
    expect(france.json().data).toMatchObject({ zone: null, country: { iso_code_2: 'FR' } });
  });

  it('refuses incomplete or inconsistent addresses and changes nothing', async () => {
    const me = await customer();
    const { data } = (await me.call('POST', '/addresses', address())).json();
    await expectRefused(t, () => me.call('POST', '/addresses', address({ address_1: '' })), 400);
    await expectRefused(t, () => me.call('POST', '/addresses', address({ country_id: 'US' })), 400);
    await expectRefused(t, () => me.call('POST', '/addresses', address({ city: undefined })), 400);
    const noState = await expectRefused(
      t,
      () => me.call('POST', '/addresses', address({ zone_id: null })),
      422,
    );
    expect(noState.fields).toHaveProperty('zone_id');
    await expectRefused(t, () => me.call('POST', '/addresses', address({ zone_id: us.quebec })), 422);
    await expectRefused(t, () => me.call('POST', '/addresses', address({ country_id: 999999 })), 422);
    await expectRefused(
      t,
      () => me.call('PUT', `/addresses/${data.id}`, address({ postcode: 'x'.repeat(40) })),
      400,
    );
    await expectRefused(t, () => me.call('PUT', '/addresses/99999', address()), 404);
    await expectRefused(t, () => me.call('DELETE', '/addresses/abc'), 400);
  });

  it("never shows or changes another customer's address", async () => {
    const owner = await customer();
    const stranger = await customer();
    const { data } = (await owner.call('POST', '/addresses', address())).json();
    await expectRefused(t, () => stranger.call('GET', `/addresses/${data.id}`), 404);
    await expectRefused(
      t,
      () => stranger.call('PUT', `/addresses/${data.id}`, address({ city: 'Hacked' })),
      404,
    );
    await expectRefused(t, () => stranger.call('DELETE', `/addresses/${data.id}`), 404);
    await expectRefused(t, () => stranger.call('POST', `/addresses/${data.id}/default`), 404);
    expect((await stranger.call('GET', '/addresses')).json().data).toEqual([]);
  });
});

/** An order as checkout records it, straight into the orders tables. */
async function placeOrderFor(customerId: number, ref: string) {
  const [shop] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, 'demo'));
  const [order] = await t.database.db
    .insert(schema.orders)
    .values({
      shopId: shop!.id,
      ref,
      customerId,
      email: 'alex@example.com',
      firstname: 'Alex',
      lastname: 'Ranger',
      paymentMethod: 'moneyorder',
      shippingFirstname: 'Alex',
      shippingLastname: 'Ranger',
      shippingAddress1: '1 Pine Road',
      shippingCity: 'Boulder',
      shippingPostcode: '80301',
      shippingCountryCode: 'US',
      shippingCountry: 'United States',
      shippingMethodCode: 'flat.flat',
      shippingMethodTitle: 'Flat Shipping Rate',
      currencyCode: 'USD',
      subtotalMinor: 4500,
      shippingMinor: 500,
      taxMinor: 0,
      totalMinor: 5000,
    })
    .returning();
  await t.database.db.insert(schema.orderItems).values([
    {
      shopId: shop!.id,
      orderId: order!.id,
      productId: null,
      name: 'Trail Lantern',
      sku: 'LANT-1',
      quantity: 2,
      unitPriceMinor: 1500,
      totalMinor: 3000,
    },
    {
      shopId: shop!.id,
      orderId: order!.id,
      productId: null,
      name: 'Camp Mug',
      sku: 'MUG-1',
      quantity: 1,
      unitPriceMinor: 1500,
      totalMinor: 1500,
    },
  ]);
  return order!;
}

describe('orders (account_customer_orders)', () => {
  it('lists the customer’s orders with items and shows one by reference, to its owner only', async () => {
    const me = await customer();
    const other = await customer();
    const profile = (await me.call('GET', '/profile')).json().data;
    const order = await placeOrderFor(profile.id, `R${Date.now()}`);
    const list = (await me.call('GET', '/orders')).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: order.id,
      ref: order.ref,
      order_total: 50,
      subtotal: 45,
      shipping_amount: 5,
    });
    expect(
      list[0].items.map((i: { name: string; sku: string; price: number; quantity: number }) => [
        i.name,
        i.sku,
        i.price,
        i.quantity,
      ]),
    ).toEqual([
      ['Trail Lantern', 'LANT-1', 15, 2],
      ['Camp Mug', 'MUG-1', 15, 1],
    ]);
    const details = (await me.call('GET', `/orders/${order.ref}`)).json().data;
    expect(details).toMatchObject({
      id: order.id,
      shipping_address: { address_1: '1 Pine Road', city: 'Boulder', country: 'United States' },
      shipping_method: { code: 'flat.flat', title: 'Flat Shipping Rate' },
      payment_method: { code: 'moneyorder', title_key: 'payment.moneyorder.title' },
      order_total: 50,
    });
    expect(details.items.map((i: { sku: string }) => i.sku)).toEqual(['LANT-1', 'MUG-1']);
    expect((await other.call('GET', `/orders/${order.ref}`)).statusCode).toBe(404);
    expect((await other.call('GET', '/orders')).json().data).toEqual([]);
  });

  it('answers an empty list for a customer without orders, and 404 for an unknown order', async () => {
    const me = await customer();
    const res = await me.call('GET', '/orders');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
    expect((await me.call('GET', '/orders/NOPE-1')).statusCode).toBe(404);
  });
});
