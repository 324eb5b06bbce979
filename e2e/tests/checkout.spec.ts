import { expect, type Page, test } from '@playwright/test';
import { placeGuestOrder, port, shopOrigin } from './helpers';

const origin = shopOrigin('demo');
// Node resolves no *.localhost names; 127.0.0.1 reaches the default shop, the demo shop.
const api = `http://127.0.0.1:${port}/api/v1`;
const owner = { email: 'owner@demo.example', password: 'emporia-owner' };

async function addToCartFromProductPage(page: Page, slug: string, name: string) {
  await page.goto(`${origin}/${slug}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${name} has been added to your cart.`)).toBeVisible();
}

/** The shipping step for a new US address in Illinois; the demo shop's wording labels the fields. */
async function fillUsAddress(page: Page) {
  const form = page.getByRole('form', { name: 'Shipping Address' });
  await form.getByLabel('First Name').fill('Gina');
  await form.getByLabel('Last Name').fill('Guest');
  await form.getByLabel('Street Address').fill('1 Main St');
  await form.getByLabel('City').fill('Springfield');
  await form.getByLabel('Zip Code').fill('62701');
  await form.getByLabel('Country').selectOption({ label: 'United States' });
  await form.getByLabel('State').selectOption({ label: 'Illinois' });
  await form.getByRole('button', { name: 'Continue' }).click();
}

test('a guest checks out with flat rate and money order, then creates an account holding the order', async ({
  page,
}) => {
  await addToCartFromProductPage(page, 'alpine-dome-tent', 'Alpine Dome Tent');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto(`${origin}/cart`);
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toContainText('Alpine Dome Tent');
  await page.getByRole('link', { name: 'Checkout' }).last().click();
  await expect(page).toHaveURL(/\/checkout$/);

  const email = `guest.${Date.now()}@example.com`;
  const contact = page.getByRole('group', { name: 'Contact details' });
  await contact.getByLabel('E-Mail').fill(email);
  await contact.getByLabel('First Name').fill('Gina');
  await contact.getByLabel('Last Name').fill('Guest');
  await fillUsAddress(page);

  await page.getByLabel('Flat-Rate Shipping (Tracking Available) — $5.00').check();
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  // 359.00 + 5.00 + 8.25 % of 359.00 (29.62)
  await expect(summary.locator('[data-total="total"]')).toContainText('$393.62');
  await page.getByLabel('Money Order').check();
  await expect(page.getByText(/Pay by money order/)).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/checkout-success\/[A-Z2-7]{12}$/);
  await expect(page.getByRole('heading', { name: 'Thank You for Your Order' })).toBeVisible();
  const ref = (await page.getByTestId('order-ref').textContent()) ?? '';
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  await page.getByRole('button', { name: 'Create My Account' }).click();
  await expect(page.getByText('Your account has been created.', { exact: false })).toBeVisible();
  await page.goto(`${origin}/account/orders/list`);
  await expect(page.getByRole('cell', { name: ref })).toBeVisible();
});

/** The billing address the shopper types after unchecking "same as shipping": Toronto, Ontario. */
async function fillCanadianBilling(page: Page) {
  const billing = page.getByRole('group', { name: 'Billing Address' });
  await billing.getByLabel('First Name').fill('Bea');
  await billing.getByLabel('Last Name').fill('Payer');
  await billing.getByLabel('Street Address').fill('9 Bay Street');
  await billing.getByLabel('City').fill('Toronto');
  await billing.getByLabel('Zip Code').fill('M5J 2N8');
  await billing.getByLabel('Country').selectOption({ label: 'Canada' });
  await billing.getByLabel('State').selectOption({ label: 'Ontario' });
}

test('a registered customer checks out with a coupon and bills another address', async ({ page }) => {
  const email = `member.${Date.now()}@example.com`;
  await page.goto(`${origin}/register`);
  await page.getByLabel('First Name').fill('Mo');
  await page.getByLabel('Last Name').fill('Member');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Password Confirm').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Cart and account' }).getByRole('link', { name: 'My Account' }),
  ).toBeVisible();

  await addToCartFromProductPage(page, 'backpacking-stove', 'Backpacking Stove');
  await page.goto(`${origin}/checkout`);
  await expect(page.getByText(`You are logged in as ${email}.`)).toBeVisible();
  await fillUsAddress(page);
  await page.getByLabel(/^Flat-Rate Shipping \(Tracking Available\)/).check();

  await page.getByRole('textbox', { name: 'Enter your coupon here' }).fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply Coupon' }).click();
  await expect(page.getByText('This coupon code is not valid.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Enter your coupon here' })).toHaveValue('');

  await page.getByRole('textbox', { name: 'Enter your coupon here' }).fill('SAVE10');
  await page.getByRole('button', { name: 'Apply Coupon' }).click();
  await expect(page.getByText('Success: Your coupon discount has been applied!')).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  // 79.00 - 7.90 + 5.00 + 8.25 % of 71.10 (5.87)
  await expect(summary.locator('[data-total="coupon"]')).toContainText('-$7.90');
  await expect(summary.locator('[data-total="total"]')).toContainText('$81.97');

  const same = page.getByLabel('Use my shipping address as the billing address');
  await expect(same).toBeChecked();
  await same.uncheck();
  await page.getByLabel('Money Order').check();
  // An empty billing address stops the order with the address form's own messages.
  await page.getByRole('button', { name: 'Place Order' }).click();
  const billing = page.getByRole('group', { name: 'Billing Address' });
  await expect(billing.getByText('Enter the address.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillCanadianBilling(page);
  await billing.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/checkout-billing-address.png', fullPage: true });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout-success\/[A-Z2-7]{12}$/);
  await expect(page.getByRole('button', { name: 'Create My Account' })).toHaveCount(0);
  await expect(page.getByTestId('billing-address')).toContainText('9 Bay Street');
  const ref = (await page.getByTestId('order-ref').textContent()) ?? '';
  await page.goto(`${origin}/account/orders/list`);
  await page.getByRole('row').filter({ hasText: ref }).getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/details/${ref}$`));
  const shipping = page.getByRole('heading', { name: 'Shipping Address' }).locator('..');
  await expect(shipping).toContainText('Gina Guest');
  await expect(shipping).toContainText('1 Main St');
  await expect(shipping).toContainText('Springfield, Illinois 62701');
  const bill = page.getByTestId('billing-address');
  await expect(bill).toContainText('Bea Payer');
  await expect(bill).toContainText('9 Bay Street');
  await expect(bill).toContainText('Toronto, Ontario M5J 2N8');
  await expect(bill).toContainText('Canada');
  await page.screenshot({ path: 'test-results/account-order-billing.png', fullPage: true });
});

test('a gift card is bought with its receiver lines, and nothing ships', async ({ page }) => {
  await page.goto(`${origin}/emporia-gift-card-25`);
  await page.getByLabel('Receiver').fill('Sam Friend');
  await page.getByLabel('Email to').fill('sam@example.com');
  await page.getByLabel('Message').fill('Happy trails!');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Emporia Gift Card $25 has been added to your cart.')).toBeVisible();

  await page.goto(`${origin}/cart`);
  const line = page.getByTestId('cart-line');
  await expect(line).toContainText('Receiver: Sam Friend');
  await expect(line).toContainText('Email to: sam@example.com');
  await expect(line).toContainText('Message: Happy trails!');

  await page.goto(`${origin}/checkout`);
  await expect(page.getByText('Nothing to ship: your order holds gift cards only.')).toBeVisible();
  const contact = page.getByRole('group', { name: 'Contact details' });
  await contact.getByLabel('E-Mail').fill('gifter@example.com');
  await contact.getByLabel('First Name').fill('Gil');
  await contact.getByLabel('Last Name').fill('Giver');
  await expect(page.getByRole('complementary', { name: 'Order Summary' })).toContainText(
    'Receiver: Sam Friend',
  );
  await page.getByLabel('Money Order').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout-success\//);
  await expect(page.getByRole('main')).toContainText('Receiver: Sam Friend');
  await expect(page.getByRole('main')).toContainText('$25.00');
});

test('a shopper tracks an order and asks to return part of it', async ({ page }) => {
  const { ref } = await placeGuestOrder(page.request, 'tia@example.com');
  await page.goto(`${origin}/track-order`);
  await expect(page).toHaveURL(/\/track-order\/form$/);
  await page.getByLabel('Order Reference').fill(ref);
  await page.getByLabel('E-Mail').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('No order matches this order reference and e-mail address.')).toBeVisible();
  await page.getByLabel('E-Mail').fill('tia@example.com');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/track-order/${ref}$`));
  await expect(page.getByRole('table', { name: 'Order History' })).toContainText('Pending');

  await page.getByRole('link', { name: 'Return or Exchange Items' }).click();
  await expect(page).toHaveURL(/\/return-exchange\/form\?ref=/);
  await expect(page.getByLabel('Order Reference')).toHaveValue(ref);
  await page.getByLabel('E-Mail').fill('tia@example.com');
  await page.getByRole('button', { name: 'Find Order' }).click();
  await page.getByLabel('Quantity of Titanium Cook Pot to return').fill('1');
  await page.getByLabel('Refund or exchange').selectOption('exchange');
  await page.getByLabel('Reason for Return').selectOption({ label: 'Faulty, please supply details' });
  await page.getByLabel('Comment').fill('The lid is bent.');
  await page.getByRole('button', { name: 'Submit Return Request' }).click();
  await expect(page).toHaveURL(new RegExp(`/return-exchange/${ref}$`));
  await expect(page.getByTestId('return-status')).toHaveText('Requested');
  await expect(page.getByTestId('return')).toContainText('1 × Titanium Cook Pot');
});

test('an admin changes an order’s status and prints its invoice with both addresses', async ({ page }) => {
  const billTo = {
    firstname: 'Ada',
    lastname: 'Accounts',
    address_1: '5 Ledger Rd',
    city: 'Chicago',
    postcode: '60601',
  };
  const { ref } = await placeGuestOrder(
    page.request,
    'admin.case@example.com',
    undefined,
    2,
    undefined,
    billTo,
  );
  const login = await page.request.post(`${api}/admin-login`, { data: owner });
  expect(login.ok(), await login.text()).toBe(true);
  await page.goto(`${origin}/`);
  await page.evaluate(
    (value) => localStorage.setItem('emporia.admin_token', value),
    (await login.json()).data.token as string,
  );

  await page.goto(`${origin}/admin/order/all`);
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await page.getByLabel('Customer').fill('admin.case@example.com');
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('link', { name: ref }).click();
  await expect(page.getByRole('heading', { name: `Order ${ref}` })).toBeVisible();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Pending');
  await expect(page.getByTestId('admin-billing-address')).toContainText('Ada Accounts');
  await expect(page.getByTestId('admin-billing-address')).toContainText('5 Ledger Rd');
  await expect(page.getByTestId('admin-billing-address')).toContainText('Chicago, Illinois 60601');
  await page.screenshot({ path: 'test-results/admin-order-billing.png', fullPage: true });

  const form = page.getByRole('form', { name: 'Change status' });
  await form.getByLabel('Order Status').selectOption({ label: 'Shipped' });
  await form.getByLabel('Comment').fill('Sent with tracking 1Z999');
  await form.getByLabel('Notify the customer').check();
  await form.getByRole('button', { name: 'Add History' }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Shipped');
  await expect(page.getByText('Sent with tracking 1Z999')).toBeVisible();

  await page.getByRole('link', { name: 'Invoice' }).click();
  await expect(page).toHaveURL(/\/admin\/order\/invoice\?ids=\d+$/);
  const invoice = page.getByRole('article', { name: `Invoice ${ref}` });
  await expect(invoice).toContainText('Titanium Cook Pot');
  await expect(invoice.getByTestId('bill-to')).toContainText('5 Ledger Rd');
  await expect(invoice).toContainText('9 Elm St');
  await expect(invoice).toContainText('Total');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();

  // The reference alone does not open the order: the shopper proves it is theirs with its e-mail.
  await page.goto(`${origin}/track-order/${ref}`);
  await expect(page.getByRole('table', { name: 'Order History' })).toBeHidden();
  const unlock = page.getByRole('form', { name: 'Open this order' });
  await unlock.getByLabel('E-mail').fill('someone.else@example.com');
  await unlock.getByRole('button', { name: 'Show My Order' }).click();
  await expect(unlock.getByRole('alert')).toContainText('No order matches');
  await unlock.getByLabel('E-mail').fill('admin.case@example.com');
  await unlock.getByRole('button', { name: 'Show My Order' }).click();
  await expect(page.getByRole('table', { name: 'Order History' })).toContainText('Sent with tracking 1Z999');
});
