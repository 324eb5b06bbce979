import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { placeGuestOrder, shopOrigin, signedInShopper } from './helpers';

// Issue 36: the storefront routes and states the other sweeps do not reach, checked by axe for
// WCAG 2.2 AA — a signed-in shopper's checkout from a saved address to the payment step and the
// thank-you page, the invoice, a tracked order and a return, the address book's forms with and
// without their errors (accessibility.spec.ts takes the pages a link in an e-mail opens).
const shop = shopOrigin('demo');

test.describe.configure({ timeout: process.env.CI ? 300_000 : 120_000 });

async function expectHeadingThenAxe(page: Page, path: string, heading: string | RegExp = /./) {
  await page.goto(`${shop}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await expectNoViolations(page);
}

test('a signed-in shopper: saved address, shipping and payment, thank-you page, invoice, tracking, a return', async ({
  page,
}) => {
  test.slow();
  const { email } = await signedInShopper(page, shop);

  await page.goto(`${shop}/ridgeline-headlamp`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Ridgeline Headlamp has been added to your cart.')).toBeVisible();
  await page.goto(`${shop}/checkout`);
  await expect(page.getByRole('radio', { name: /1 Pike St/ })).toBeChecked();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const flatRate = page.getByLabel(/^Flat-Rate Shipping/);
  await expect(flatRate).toBeVisible();
  await flatRate.check();
  await page.getByLabel('Money Order').check();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout-success\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Thank You for Your Order' })).toBeVisible();
  await expectNoViolations(page);
  const ref = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

  await expectHeadingThenAxe(page, `/account/orders/details/${ref}`);
  await expectHeadingThenAxe(page, `/invoice/${ref}`);

  await page.goto(`${shop}/track-order/form`);
  await page.getByLabel('Order Reference').fill(ref);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('table', { name: 'Order History' })).toContainText('Pending');
  await expectNoViolations(page);

  await page.getByRole('link', { name: 'Return or Exchange Items' }).click();
  await page.getByLabel('E-Mail').fill(email);
  await page.getByRole('button', { name: 'Find Order' }).click();
  await expect(page.getByLabel('Quantity of Ridgeline Headlamp to return')).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel('Quantity of Ridgeline Headlamp to return').fill('1');
  await page.getByLabel('Refund or exchange').selectOption('refund');
  await page.getByLabel('Reason for Return').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Submit Return Request' }).click();
  await expect(page).toHaveURL(new RegExp(`/return-exchange/${ref}$`));
  await expect(page.getByTestId('return-status')).toHaveText('Requested');
  await expectNoViolations(page);
});

test('the address book: a new address, its errors, and editing a saved one', async ({ page }) => {
  await signedInShopper(page, shop);

  await page.goto(`${shop}/account/address-book/add-new-address`);
  const form = page.locator('main form').first();
  await expect(form.getByLabel('First Name')).toBeVisible();
  await expectNoViolations(page);
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('.is-invalid').first()).toBeVisible();
  await expectNoViolations(page);

  await page.goto(`${shop}/account/address-book/details`);
  await expect(page.getByText('1 Pike St')).toBeVisible();
  await page.getByRole('link', { name: /^Edit/ }).first().click();
  await expect(page).toHaveURL(/\/account\/address-book\/edit\/\d+$/);
  await expect(page.locator('main form').first().getByLabel('Street Address')).toHaveValue('1 Pike St');
  await expectNoViolations(page);
});

test('an order tracked by a guest, and an order reference that matches nothing', async ({
  page,
  request,
}) => {
  const email = `axe.track.${Date.now()}@example.com`;
  const { ref } = await placeGuestOrder(request, email);
  await page.goto(`${shop}/track-order/form`);
  await page.getByLabel('Order Reference').fill(ref);
  await page.getByLabel('E-Mail').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('No order matches this order reference and e-mail address.')).toBeVisible();
  await expectNoViolations(page);
});
