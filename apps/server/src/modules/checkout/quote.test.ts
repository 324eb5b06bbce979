import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import {
  addToCart,
  countryId,
  guest,
  guestOrder,
  guestWithCart,
  makeProduct,
  place,
  shopIdOf,
  taxClassIdOf,
  zoneId,
} from '../../../test/checkout';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function setShipping(subdomain: string, entries: Record<string, string>) {
  const shopId = await shopIdOf(t, subdomain);
  for (const [key, value] of Object.entries(entries)) {
    await t.database.db
      .insert(schema.shopSettings)
      .values({ shopId, key, value, type: 3 })
      .onConflictDoUpdate({ target: [schema.shopSettings.shopId, schema.shopSettings.key], set: { value } });
  }
}

async function quote(headers: Record<string, string>, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/storefront/checkout/quote', headers, payload: body });
}

const illinois = async () => ({
  country_id: await countryId(t, 'US'),
  zone_id: await zoneId(t, 'US', 'IL'),
  postcode: '62701',
});
const ontario = async () => ({
  country_id: await countryId(t, 'CA'),
  zone_id: await zoneId(t, 'CA', 'ON'),
  postcode: 'K1A 0B1',
});

describe('checkout totals', () => {
  it('taxes taxable goods shipped to the tax zone, and nothing else', async () => {
    const taxable = await makeProduct(t, { priceMinor: 999 });
    const exempt = await makeProduct(t, { priceMinor: 1500, taxable: false });
    const headers = await guestWithCart(t, taxable.id, 3);
    await addToCart(t, headers, exempt.id, 1);

    const us = await quote(headers, await illinois());
    expect(us.statusCode).toBe(200);
    // 3 × 9.99 = 29.97; 8.25 % = 2.472525 → 2.47
    expect(us.json().data.cart.totals).toEqual({
      subtotal: 44.97,
      discount: 0,
      shipping: 0,
      tax: 2.47,
      shipping_tax: 0,
      total: 47.44,
    });
    expect(us.json().data.cart.total_lines).toEqual([
      { code: 'sub_total', title: 'Sub-Total', value: 44.97 },
      { code: 'tax', title: 'US Sales Tax (8.25%)', value: 2.47 },
      { code: 'total', title: 'Total', value: 47.44 },
    ]);

    const canada = await quote(headers, await ontario());
    expect(canada.json().data.cart.totals.tax).toBe(0);
    // The cart remembers the destination: its own view now estimates for Ontario.
    const cart = await t.app.inject({ method: 'GET', url: '/api/v1/storefront/cart', headers });
    expect(cart.json().data.destination).toMatchObject({ country_code: 'CA', zone_code: 'ON' });
  });

  it('charges a fixed rate per unit of its class', async () => {
    const shopId = await shopIdOf(t, 'demo');
    const [zone] = await t.database.db
      .insert(schema.geoZones)
      .values({ shopId, name: 'Ontario' })
      .returning();
    await t.database.db
      .insert(schema.geoZoneMembers)
      .values({ shopId, geoZoneId: zone!.id, countryCode: 'CA', zoneCode: 'ON' });
    const [rate] = await t.database.db
      .insert(schema.taxRates)
      .values({
        shopId,
        taxClassId: await taxClassIdOf(t),
        geoZoneId: zone!.id,
        name: 'Eco Fee',
        type: 'fixed',
        amountMinor: 35,
      })
      .returning();
    const product = await makeProduct(t, { priceMinor: 1000 });
    const headers = await guestWithCart(t, product.id, 4);
    const answer = await quote(headers, await ontario());
    expect(answer.json().data.cart.totals.tax).toBe(1.4);
    await t.database.db.delete(schema.taxRates).where(eq(schema.taxRates.id, rate!.id));
  });

  it('offers flat rate with its handling fee and includes the chosen method in the totals', async () => {
    await setShipping('demo', { module_shipping_flatrate_handling_fee: '1.50' });
    const product = await makeProduct(t, { priceMinor: 2000 });
    const headers = await guestWithCart(t, product.id, 1);
    const methods = await quote(headers, await illinois());
    expect(methods.json().data.methods).toContainEqual({
      code: 'flatrate.flatrate',
      module: 'flatrate',
      title: 'Flat-Rate Shipping (Tracking Available)',
      title_key: 'shipping.flatrate.title',
      cost: 6.5,
    });
    const chosen = await quote(headers, { ...(await illinois()), shipping_method: 'flatrate.flatrate' });
    // 20.00 + 6.50 + 8.25 % of 20.00
    expect(chosen.json().data.cart.totals).toEqual({
      subtotal: 20,
      discount: 0,
      shipping: 6.5,
      tax: 1.65,
      shipping_tax: 0,
      total: 28.15,
    });
    expect(chosen.json().data.cart.shipping_method).toEqual({
      code: 'flatrate.flatrate',
      title: 'Flat-Rate Shipping (Tracking Available)',
    });
    const unknown = await quote(headers, {
      ...(await illinois()),
      shipping_method: 'storepickup.storepickup',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(
      'This shipping method is not available for your address. Please choose another one.',
    );
    const placed = await place(t, headers, await guestOrder(t));
    expect(placed.json().data.order_total).toBe(28.15);
    await setShipping('demo', { module_shipping_flatrate_handling_fee: '0' });
  });

  it("taxes shipping by the method's tax class at the address, and the order keeps the shipping tax", async () => {
    const taxClassId = await taxClassIdOf(t);
    await setShipping('demo', { module_shipping_flatrate_tax_class_id: String(taxClassId) });
    const product = await makeProduct(t, { priceMinor: 2000 });
    const headers = await guestWithCart(t, product.id, 1);
    const chosen = await quote(headers, { ...(await illinois()), shipping_method: 'flatrate.flatrate' });
    // goods 8.25 % of 20.00 = 1.65; shipping 8.25 % of 5.00 = 0.4125 → 0.41
    expect(chosen.json().data.cart.totals).toEqual({
      subtotal: 20,
      discount: 0,
      shipping: 5,
      tax: 2.06,
      shipping_tax: 0.41,
      total: 27.06,
    });
    expect(chosen.json().data.cart.total_lines).toEqual([
      { code: 'sub_total', title: 'Sub-Total', value: 20 },
      { code: 'shipping', title: 'Flat-Rate Shipping (Tracking Available)', value: 5 },
      { code: 'tax', title: 'US Sales Tax (8.25%)', value: 1.65 },
      { code: 'tax', title: 'US Sales Tax (8.25%) on shipping', value: 0.41 },
      { code: 'total', title: 'Total', value: 27.06 },
    ]);
    // Outside the tax zone the same method costs no tax.
    const canada = await quote(headers, { ...(await ontario()), shipping_method: 'flatrate.flatrate' });
    expect(canada.json().data.cart.totals).toMatchObject({ tax: 0, shipping_tax: 0, total: 25 });

    await quote(headers, { ...(await illinois()), shipping_method: 'flatrate.flatrate' });
    const placed = await place(t, headers, await guestOrder(t));
    expect(placed.json().data.order_total).toBe(27.06);
    const [order] = await t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.ref, placed.json().data.ref));
    expect(order).toMatchObject({ taxMinor: 206, shippingTaxMinor: 41, totalMinor: 2706 });
    const lines = await t.database.db
      .select({ title: schema.orderTotals.title, valueMinor: schema.orderTotals.valueMinor })
      .from(schema.orderTotals)
      .where(eq(schema.orderTotals.orderId, order!.id));
    expect(lines).toContainEqual({ title: 'US Sales Tax (8.25%) on shipping', valueMinor: 41 });
    await setShipping('demo', { module_shipping_flatrate_tax_class_id: '0' });
  });

  it('offers free shipping only once its total, weight and item-count conditions are met', async () => {
    await setShipping('demo', {
      module_shipping_freeshipping_active: '1',
      module_shipping_freeshipping_shipping_cost: '',
      module_shipping_freeshipping_shipping_zone: '0',
      module_shipping_freeshipping_sort_order: '0',
      module_shipping_freeshipping_handling_fee: '0',
      module_shipping_freeshipping_total_condition: '100',
      module_shipping_freeshipping_weight_condition: '2',
      module_shipping_freeshipping_item_count_condition: '3',
    });
    const product = await makeProduct(t, { priceMinor: 4000, weightGrams: 800 });
    const headers = await guestWithCart(t, product.id, 2);
    const codes = async () =>
      (await quote(headers, await illinois())).json().data.methods.map((m: { code: string }) => m.code);
    // 80.00, 1.6 kg, 2 items: none met
    expect(await codes()).toEqual(['flatrate.flatrate']);
    await addToCart(t, headers, product.id, 1);
    // 120.00, 2.4 kg, 3 items: all met; sort order 0 puts it first
    expect(await codes()).toEqual(['freeshipping.freeshipping', 'flatrate.flatrate']);
    const free = await quote(headers, {
      ...(await illinois()),
      shipping_method: 'freeshipping.freeshipping',
    });
    expect(free.json().data.cart.totals.shipping).toBe(0);

    await setShipping('demo', { module_shipping_freeshipping_item_count_condition: '4' });
    expect(await codes()).toEqual(['flatrate.flatrate']);
    await setShipping('demo', { module_shipping_freeshipping_active: '0' });
  });

  it('offers a method only inside its shipping zone (0 = everywhere)', async () => {
    const shopId = await shopIdOf(t, 'demo');
    const [usZone] = await t.database.db
      .select({ id: schema.geoZones.id })
      .from(schema.geoZones)
      .where(and(eq(schema.geoZones.shopId, shopId), eq(schema.geoZones.name, 'United States (sales tax)')));
    await setShipping('demo', { module_shipping_flatrate_shipping_zone: String(usZone!.id) });
    const product = await makeProduct(t, { priceMinor: 2000 });
    const headers = await guestWithCart(t, product.id, 1);
    expect((await quote(headers, await illinois())).json().data.methods).toHaveLength(1);
    expect((await quote(headers, await ontario())).json().data.methods).toEqual([]);
    await setShipping('demo', { module_shipping_flatrate_shipping_zone: '0' });
  });

  it('needs no shipping for gift cards only', async () => {
    const card = await makeProduct(t, { priceMinor: 2500, digital: true, taxable: false });
    const added = await addToCart(t, guest(), card.id, 1, {
      gc_receiver_name: 'Sam',
      gc_email_to: 'sam@example.com',
    });
    const headers = guest(added.token);
    const answer = await quote(headers, await illinois());
    expect(answer.json().data.methods).toEqual([]);
    expect(answer.json().data.cart.needs_shipping).toBe(false);
    const placed = await place(t, headers, {
      email: 'gifter@example.com',
      firstname: 'Gil',
      lastname: 'Giver',
      payment_method: 'moneyorder',
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.order_total).toBe(25);
  });

  it('rounds computed amounts to the shop currency’s decimal digits and shows its symbol', async () => {
    const shopId = await shopIdOf(t, 'outdoors');
    await t.database.db.update(schema.shops).set({ currencyCode: 'JPY' }).where(eq(schema.shops.id, shopId));
    await t.database.db
      .insert(schema.currencies)
      .values({ shopId, code: 'JPY', title: 'Yen', symbol: '¥', position: 'l', decimalDigits: 0 });
    const product = await makeProduct(t, { priceMinor: 1234, subdomain: 'outdoors' });
    const added = await addToCart(t, guest(undefined, 'outdoors'), product.id, 1);
    const headers = guest(added.token, 'outdoors');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/checkout/quote',
      headers,
      payload: await illinois(),
    });
    const cart = answer.json().data.cart;
    expect(cart.currency).toEqual({ code: 'JPY', symbol: '¥', position: 'l', decimal_digits: 0 });
    // 8.25 % of 12.34 = 1.018 → whole units: 1
    expect(cart.totals.tax).toBe(1);
    await t.database.db.update(schema.shops).set({ currencyCode: 'USD' }).where(eq(schema.shops.id, shopId));
  });

  it('rejects a quote for an unknown country or a state of another country, writing nothing', async () => {
    const product = await makeProduct(t, { priceMinor: 2000 });
    const headers = await guestWithCart(t, product.id, 1);
    const bad = [
      { country_id: 999_999 },
      { country_id: await countryId(t, 'US'), zone_id: await zoneId(t, 'CA', 'ON') },
      { country_id: await countryId(t, 'US') },
      { country_id: 'US' },
      { email: 'nope' },
    ];
    for (const body of bad) {
      const answer = await quote(headers, body);
      expect(answer.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
    const cart = await t.app.inject({ method: 'GET', url: '/api/v1/storefront/cart', headers });
    expect(cart.json().data.destination).toBeNull();
    expect((await quote(hostOf('demo'), await illinois())).statusCode).toBe(400);
  });
});
