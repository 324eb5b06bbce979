import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin, signedInCustomer } from '../../../test/auth';
import {
  addToCart,
  countRows,
  countryId,
  guest,
  guestOrder,
  guestWithCart,
  makeProduct,
  place,
  usAddress,
  zoneId,
} from '../../../test/checkout';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const canadianBilling = async () => ({
  firstname: 'Bea',
  lastname: 'Payer',
  company: 'Ledger Inc',
  address_1: '9 Bay Street',
  city: 'Toronto',
  postcode: 'M5J 2N8',
  country_id: await countryId(t, 'CA'),
  zone_id: await zoneId(t, 'CA', 'ON'),
});

describe('the billing address of an order', () => {
  it('stores a billing address other than the shipping address and returns both to the shopper and staff', async () => {
    const product = await makeProduct(t, { name: 'Ridge Tent', priceMinor: 10000, quantity: 5 });
    const { headers } = await signedInCustomer(t);
    await addToCart(t, headers, product.id, 1);
    const placed = await place(t, headers, {
      address: await usAddress(t),
      billing_address: await canadianBilling(),
      shipping_method: 'flatrate.flatrate',
      payment_method: 'moneyorder',
    });
    expect(placed.statusCode).toBe(201);
    const { ref, id } = placed.json().data;

    const details = await t.app.inject({
      method: 'GET',
      url: `/api/v1/storefront/account/orders/${ref}`,
      headers,
    });
    expect(details.statusCode).toBe(200);
    const order = details.json().data;
    expect(order.shipping_address).toMatchObject({
      address_1: '1 Main St',
      city: 'Springfield',
      zone: 'Illinois',
    });
    expect(order.billing_address).toEqual({
      firstname: 'Bea',
      lastname: 'Payer',
      company: 'Ledger Inc',
      address_1: '9 Bay Street',
      address_2: '',
      city: 'Toronto',
      postcode: 'M5J 2N8',
      country_code: 'CA',
      country: 'Canada',
      zone_code: 'ON',
      zone: 'Ontario',
    });
    // Tax still follows the shipping address (US, 8.25 %), not the bill's.
    expect(order.order_tax).toBe(8.25);

    const admin = await signedInAdmin(t);
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders/${id}`,
      headers: admin.headers,
    });
    expect(staffView.json().data.billing_address).toMatchObject({
      address_1: '9 Bay Street',
      country_code: 'CA',
    });
  });

  it('bills to the shipping address when no billing address is sent', async () => {
    const product = await makeProduct(t, { priceMinor: 2000, quantity: 5 });
    const headers = await guestWithCart(t, product.id, 1);
    const placed = await place(t, headers, await guestOrder(t, { billing_address: null }));
    expect(placed.statusCode).toBe(201);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/storefront/orders/${placed.json().data.ref}`,
      headers: { ...guest(), 'x-order-key': placed.json().data.order_key },
    });
    expect(view.json().data.shipping_address).toMatchObject({ address_1: '1 Main St' });
    expect(view.json().data.billing_address).toBeNull();
  });

  it('refuses an invalid billing address with a 4xx naming its fields, and writes nothing', async () => {
    const product = await makeProduct(t, { priceMinor: 2000, quantity: 5 });
    const headers = await guestWithCart(t, product.id, 1);
    const billing = await canadianBilling();
    const before = await countRows(t, 'orders');

    const blank = await place(
      t,
      headers,
      await guestOrder(t, { billing_address: { ...billing, address_1: ' ', city: '' } }),
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({
      'billing_address.address_1': 'Enter the address.',
      'billing_address.city': 'Enter the city.',
    });

    const noState = await place(
      t,
      headers,
      await guestOrder(t, { billing_address: { ...billing, zone_id: null } }),
    );
    // Country and state are checked against the shop's lists, as for the shipping address: 422.
    expect(noState.statusCode).toBe(422);
    expect(noState.json().fields).toEqual({ 'billing_address.zone_id': 'Choose a state.' });

    const otherCountrysState = await place(
      t,
      headers,
      await guestOrder(t, { billing_address: { ...billing, zone_id: await zoneId(t, 'US', 'IL') } }),
    );
    expect(otherCountrysState.statusCode).toBe(422);
    expect(otherCountrysState.json().fields).toEqual({
      'billing_address.zone_id': 'Choose a state of the country.',
    });

    expect(await countRows(t, 'orders')).toBe(before);
  });
});
