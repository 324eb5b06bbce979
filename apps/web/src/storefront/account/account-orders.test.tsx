import type { CustomerOrder } from '@emporia/contracts/account';
import type { Order } from '@emporia/contracts/orders';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerTokenKey } from '../../app/session';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { renderApp } from '../../test/render-app';

installFakeXhr();

const status = { id: 2, name: 'Processing' };
const line = {
  id: 5,
  product_id: 9,
  name: 'Trail Lantern',
  sku: 'LANT-1',
  price: 15,
  quantity: 2,
  total: 30,
};
const listed: CustomerOrder = {
  id: 4711,
  ref: 'KQ7RTZW2MX4P',
  date_added: '2026-11-20T10:00:00.000Z',
  status,
  subtotal: 30,
  shipping_amount: 5,
  order_tax: 0,
  order_total: 35,
  currency: { code: 'USD', symbol: '$', position: 'l', decimal_digits: 2 },
  items: [line],
};
const address = {
  firstname: 'Alex',
  lastname: 'Ranger',
  company: '',
  address_1: '1 Pine Road',
  address_2: '',
  city: 'Boulder',
  postcode: '80301',
  country_code: 'US',
  country: 'United States',
  zone_code: 'CO',
  zone: 'Colorado',
};
const details: Order = {
  ...listed,
  shipping_tax: 0,
  email: 'alex@example.com',
  firstname: 'Alex',
  lastname: 'Ranger',
  telephone: '',
  shipping_address: address,
  billing_address: null,
  shipping_method: { code: 'flat.flat', title: 'Flat Shipping Rate' },
  payment_method: { code: 'moneyorder', title_key: 'payment.moneyorder.title' },
  discount: 0,
  items: [{ ...line, options: '', tax: 0, discount: 0, is_digital: 0, meta: {}, returned_quantity: 0 }],
  discounts: [],
  total_lines: [
    { code: 'sub_total', title: 'Sub-Total', value: 30 },
    { code: 'total', title: 'Total', value: 35 },
  ],
  comment: '',
  currency: { code: 'USD', symbol: '$', position: 'l', decimal_digits: 2 },
  history: [],
  can_create_account: false,
};

describe('account orders', () => {
  it('shows an order with its addresses, payment and shipping methods, lines and totals', async () => {
    localStorage.setItem(customerTokenKey, 'customer-token');
    FakeXhr.answers.set(`/api/v1/storefront/account/orders/${listed.ref}`, {
      status: 200,
      body: { data: details },
    });
    renderApp(`/account/orders/details/${listed.ref}`);
    // The first page of a file loads lazily, which takes a while.
    expect(await screen.findByText('Trail Lantern', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(/Payment Method/)).toHaveTextContent('Payment Method: Money Order');
    expect(screen.getByText(/Shipping Method/)).toHaveTextContent('Shipping Method: Flat Shipping Rate');
    const shipping = screen.getByRole('heading', { name: 'Shipping Address' }).parentElement!;
    expect(shipping).toHaveTextContent('1 Pine Road');
    expect(shipping).toHaveTextContent('Boulder, Colorado 80301');
    expect(screen.getByTestId('billing-address')).toHaveTextContent('Alex Ranger');
    expect(screen.getByTestId('billing-address')).toHaveTextContent('Same as shipping address');
    expect(screen.getByText('$35.00')).toBeInTheDocument();
  }, 15_000);

  it('shows a billing address of its own beside the shipping address', async () => {
    localStorage.setItem(customerTokenKey, 'customer-token');
    const billing = {
      ...address,
      firstname: 'Bea',
      lastname: 'Payer',
      address_1: '9 Ledger Lane',
      city: 'Denver',
    };
    FakeXhr.answers.set(`/api/v1/storefront/account/orders/${listed.ref}`, {
      status: 200,
      body: { data: { ...details, billing_address: billing } },
    });
    renderApp(`/account/orders/details/${listed.ref}`);
    expect(await screen.findByText('Trail Lantern', {}, { timeout: 8000 })).toBeInTheDocument();
    const bill = screen.getByTestId('billing-address');
    expect(bill).toHaveTextContent('Bea Payer');
    expect(bill).toHaveTextContent('9 Ledger Lane');
    expect(bill).toHaveTextContent('Denver, Colorado 80301');
    expect(bill).not.toHaveTextContent('Same as shipping address');
    expect(screen.getByRole('heading', { name: 'Shipping Address' }).parentElement!).toHaveTextContent(
      '1 Pine Road',
    );
  }, 15_000);

  it('quick reorder names each line’s order by its reference, not its internal id', async () => {
    localStorage.setItem(customerTokenKey, 'customer-token');
    FakeXhr.answers.set('/api/v1/storefront/account/orders', { status: 200, body: { data: [listed] } });
    renderApp('/account/quick-reorder');
    const row = (await screen.findByText('Trail Lantern', {}, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getByText(listed.ref)).toBeInTheDocument();
    expect(row).not.toHaveTextContent('4711');
  }, 15_000);

  it('labels an order imported from Shopify with its old number, in the list and on its page', async () => {
    localStorage.setItem(customerTokenKey, 'customer-token');
    const imported = { from: 'shopify', number: '#1001' };
    FakeXhr.answers.set('/api/v1/storefront/account/orders', {
      status: 200,
      body: {
        data: [
          { ...listed, imported },
          { ...listed, id: 4712, ref: 'PLACEDHERE01', imported: null },
        ],
      },
    });
    renderApp('/account/orders/list');
    const label = await screen.findByText('Imported from Shopify, order #1001 there', {}, { timeout: 8000 });
    expect(label.closest('tr')).toHaveTextContent(listed.ref);
    const placedHere = screen.getByText('PLACEDHERE01').closest('tr')!;
    expect(placedHere).not.toHaveTextContent(/Imported/);

    FakeXhr.answers.set(`/api/v1/storefront/account/orders/${listed.ref}`, {
      status: 200,
      body: { data: { ...details, imported: { from: 'woocommerce', number: '5512' } } },
    });
    renderApp(`/account/orders/details/${listed.ref}`);
    expect(
      await screen.findByText('Imported from WooCommerce, order 5512 there', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  }, 20_000);
});
