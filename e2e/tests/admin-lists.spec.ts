import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { placeGuestOrder, port } from './helpers';

// Issue 12: the merchant's lists (sort, filter, bulk actions; reviews approved in bulk), the discount form's product
// picker, the product form's tax class, and the shopper's order details in the account.

const origin = `http://localhost:${port}`;
const api = `${origin}/api/v1`;
const owner = { email: 'owner@demo.example', password: 'emporia-owner' };
const stamp = `${Date.now()}`.slice(-6);

async function ownerToken(request: APIRequestContext) {
  const res = await request.post(`${api}/admin-login`, { data: owner });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data.token as string;
}

async function openAdmin(page: Page, token: string, path: string) {
  await page.goto(`${origin}/`);
  await page.evaluate((value) => localStorage.setItem('emporia.admin_token', value), token);
  await page.goto(`${origin}/admin/${path}`);
}

async function createProduct(request: APIRequestContext, token: string, name: string) {
  const res = await request.post(`${api}/admin/products`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      type: 'simple',
      sku: `${name.replace(/\W+/g, '-').toUpperCase()}-${stamp}`,
      price: 12,
      quantity: 5,
      tax_class_id: null,
      translations: [{ locale: 'en', name, description: '<p>For the lists test.</p>' }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.id as number;
}

const table = (page: Page, name: string) => page.getByRole('table', { name });
const rowOf = (page: Page, list: string, text: string) =>
  table(page, list).getByRole('row').filter({ hasText: text });

test('the merchant sorts and filters products, disables two in bulk, and changes two orders’ status in bulk', async ({
  page,
  request,
}) => {
  const token = await ownerToken(request);
  const word = `Zephyr${stamp}`;
  await createProduct(request, token, `${word} Lamp A`);
  await createProduct(request, token, `${word} Lamp B`);

  await openAdmin(page, token, 'product/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${word}`));
  await expect(table(page, 'Products').getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  const names = table(page, 'Products').getByRole('link', { name: new RegExp(word) });
  await expect(names).toHaveText([`${word} Lamp A`, `${word} Lamp B`]);
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(names).toHaveText([`${word} Lamp B`, `${word} Lamp A`]);

  await page.getByRole('checkbox', { name: `Select ${word} Lamp A` }).check();
  await page.getByRole('checkbox', { name: `Select ${word} Lamp B` }).check();
  const bulk = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(bulk).toContainText('2 selected');
  await page.screenshot({ path: 'test-results/admin-products-list.png', fullPage: true });
  await bulk.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('2 products updated.')).toBeVisible();
  for (const letter of ['A', 'B']) {
    await expect(rowOf(page, 'Products', `${word} Lamp ${letter}`)).toContainText('Disabled');
  }
  // Filtering by status now finds both among the disabled products.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('0');
  await expect(names).toHaveCount(2);

  const buyer = `bulk${stamp}`;
  const first = await placeGuestOrder(request, `${buyer}.one@example.com`);
  const second = await placeGuestOrder(request, `${buyer}.two@example.com`);
  await page.goto(`${origin}/admin/order/all`);
  await page.getByLabel('Customer').fill(buyer);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(table(page, 'Orders').getByRole('link', { name: /^[A-Z2-7]{12}$/ })).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all orders on this page' }).check();
  await page
    .getByRole('toolbar', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Change status' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Change the status of 2 orders' });
  await dialog.getByLabel('New status').selectOption({ label: 'Shipped' });
  await dialog.getByLabel(/Comment/).fill('Left the warehouse together.');
  await page.screenshot({ path: 'test-results/admin-orders-bulk-status.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText('2 orders updated.')).toBeVisible();
  for (const order of [first, second]) {
    await expect(rowOf(page, 'Orders', order.ref)).toContainText('Shipped');
  }
  await expect(page.getByRole('toolbar', { name: 'Bulk actions' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: `Select order ${first.ref}` }).check();
  await page.getByRole('link', { name: 'Print packing slips' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/order/packingslip\\?ids=${first.id}$`));
  await expect(page.getByText(first.ref).first()).toBeVisible();
});

test('the merchant picks a discount’s product by name from a searchable picker', async ({
  page,
  request,
}) => {
  const token = await ownerToken(request);
  const name = `Quasar${stamp} Stove`;
  await createProduct(request, token, name);

  await openAdmin(page, token, 'discount/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Discount' })).toBeVisible();
  await page.getByLabel('Coupon Name').fill('Stove week');
  await page.getByLabel('Code').fill(`STOVE${stamp}`);
  await page.getByLabel('Discount (%)').fill('15');
  const picker = page.getByRole('combobox', { name: 'Products' });
  await picker.fill(`Quasar${stamp}`);
  await expect(page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  const chosen = page.getByRole('list', { name: 'Chosen products' });
  await expect(chosen.getByText(name)).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-discount-picker.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/discount\/\d+$/);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Chosen products' }).getByText(name)).toBeVisible();

  // The discount list sorts by heading and disables the ticked coupon.
  await page.goto(`${origin}/admin/discount/all?search=STOVE${stamp}`);
  await page.getByRole('button', { name: 'Code' }).click();
  await expect(page.getByRole('columnheader', { name: /Code/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('checkbox', { name: `Select STOVE${stamp}` }).check();
  await page.screenshot({ path: 'test-results/admin-discount-list.png', fullPage: true });
  await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('1 discount updated.')).toBeVisible();
  await expect(rowOf(page, 'Discounts', `STOVE${stamp}`)).toContainText('Disabled');
});

test('the merchant approves two waiting reviews of a product at once', async ({ page, request }) => {
  const token = await ownerToken(request);
  const name = `Tundra${stamp} Flask`;
  const product = await createProduct(request, token, name);
  for (const [author, rating] of [
    [`Ann${stamp}`, 4],
    [`Bob${stamp}`, 5],
  ] as const) {
    const res = await request.post(`${api}/admin/reviews`, {
      headers: { authorization: `Bearer ${token}` },
      data: { product_id: product, author, rating, text: 'Keeps tea hot all day.', status: 'pending' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await openAdmin(page, token, 'product/review/all?status=pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  // Oldest first, then newest first again: the new reviews lead the list.
  const date = page.getByRole('columnheader', { name: /Date/ });
  await page.getByRole('button', { name: 'Date' }).click();
  await expect(date).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Date' }).click();
  await expect(date).toHaveAttribute('aria-sort', 'descending');
  for (const author of [`Ann${stamp}`, `Bob${stamp}`]) {
    await page.getByRole('checkbox', { name: `Select ${author} on ${name}` }).check();
  }
  const bulk = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(bulk).toContainText('2 selected');
  await page.screenshot({ path: 'test-results/admin-reviews-bulk.png', fullPage: true });
  await bulk.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('2 reviews updated.')).toBeVisible();
  // Filtered to waiting reviews, the approved ones leave the list.
  await expect(rowOf(page, 'Reviews', name)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('approved');
  await expect(rowOf(page, 'Reviews', name)).toHaveCount(2);
});

test('the merchant chooses a product’s tax class from the shop’s tax classes', async ({ page, request }) => {
  // The product form loads the rich-text editor, a large chunk, before it shows.
  test.setTimeout(60_000);
  const token = await ownerToken(request);
  const id = await createProduct(request, token, `Nimbus${stamp} Kettle`);
  await openAdmin(page, token, `product/${id}`);
  const taxClass = page.getByLabel('Tax class');
  await expect(taxClass).toHaveValue('', { timeout: 20_000 });
  await expect(taxClass.locator('option')).toContainText(['None', 'Taxable Goods']);
  await taxClass.selectOption({ label: 'Taxable Goods' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Tax class').locator('option:checked')).toHaveText('Taxable Goods', {
    timeout: 20_000,
  });
});

test('a shopper opens an order in the account and sees its addresses, payment and shipping methods', async ({
  page,
  request,
}) => {
  const email = `account${stamp}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'trail-mix-42';
  const registered = await request.post(`${api}/storefront/register`, {
    data: { firstname: 'Robin', lastname: 'Hiker', email, password, confirm: password, cart: [] },
  });
  expect(registered.status()).toBe(201);
  const token = (await registered.json()).data.token as string;
  const order = await placeGuestOrder(request, email, { firstname: 'Robin', lastname: 'Hiker' }, 1, token);

  await page.goto(`${origin}/`);
  await page.evaluate((value) => localStorage.setItem('emporia.customer_token', value), token);
  await page.goto(`${origin}/account/orders/list`);
  await page.getByRole('row').filter({ hasText: order.ref }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/details/${order.ref}$`));
  await expect(page.getByText('Payment Method: Money Order')).toBeVisible();
  await expect(page.getByText(/Shipping Method: Flat-Rate Shipping/)).toBeVisible();
  const shipping = page
    .locator('div', { has: page.getByRole('heading', { name: 'Shipping Address' }) })
    .last();
  await expect(shipping).toContainText('9 Elm St');
  await expect(shipping).toContainText('Peoria');
  await expect(page.getByTestId('billing-address')).toContainText('Same as shipping address');
  await expect(page.getByText('Titanium Cook Pot').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/account-order-details.png', fullPage: true });
});
