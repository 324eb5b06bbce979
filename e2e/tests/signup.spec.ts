import { expect, type Page, test } from '@playwright/test';
import { linkMailedTo } from './accounts-mail';
import { port, shopOrigin, submitSignUp } from './helpers';

// Sign-up from the platform home to a first sale (issue 17, ADR 0074/0075/0077): the form with its
// live subdomain check, the verification e-mail over real SMTP, the owner signed in on the new
// shop's admin with the onboarding checklist, launch, and a guest buying a sample product.

const platform = `http://platform.localhost:${port}`;

/** An admin API call from the page, with the session the admin app keeps on the shop's host. */
async function adminCall(page: Page, url: string, body: object) {
  const status = await page.evaluate(
    async ({ url, body }) => {
      const token = localStorage.getItem('emporia.admin_token');
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    { url, body },
  );
  expect(status, url).toBe(200);
}

test('a merchant signs up, confirms the e-mail, finishes onboarding and sells on the new subdomain', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const subdomain = `candles-${Date.now().toString(36)}`;
  const email = `${subdomain}@example.com`;

  await page.goto(`${platform}/`);
  await expect(page.getByRole('heading', { name: 'Open your online shop in minutes' })).toBeVisible();
  await page.getByLabel('Shop name').fill('Sunny Candles');
  const sub = page.getByLabel('Subdomain');
  // A name the platform keeps for itself is reserved; one a shop holds (even a reserved word) is taken.
  await sub.fill('www');
  await expect(page.locator('#subdomain-status')).toHaveText(
    'This subdomain is reserved. Please choose another.',
  );
  await sub.fill('demo');
  await expect(page.locator('#subdomain-status')).toHaveText(
    'This subdomain is already taken. Please choose another.',
  );
  await sub.fill('outdoors');
  await expect(page.locator('#subdomain-status')).toHaveText(
    'This subdomain is already taken. Please choose another.',
  );
  await sub.fill(subdomain);
  await expect(page.locator('#subdomain-status')).toHaveText('This subdomain is free.');
  await submitSignUp(page, email);

  const link = await linkMailedTo(email, '/signup/verify');
  await page.goto(link);
  // Signed in by the one-time code: the login page hands over to the dashboard.
  await expect(page).toHaveURL(new RegExp(`^${shopOrigin(subdomain)}/admin(/dashboard)?$`));
  const checklist = page.getByRole('region', { name: 'Set up your shop' });
  await expect(checklist).toBeVisible();
  await expect(checklist).toContainText('1 of 5 done');
  await expect(checklist.locator('[data-step="product"]').getByRole('img', { name: 'Done' })).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Set up shipping' })).toHaveAttribute(
    'href',
    '/admin/setting/shipping',
  );

  // Payments and shipping through the settings API the pages behind those links use.
  await adminCall(page, '/api/v1/admin/settings/payment/moneyorder', {
    module_payment_moneyorder_active: '1',
    module_payment_moneyorder_order_status: '1',
  });
  // USPS on without its credentials offers nothing at checkout: shipping is not done yet.
  await adminCall(page, '/api/v1/admin/settings/shipping/usps', {
    module_shipping_usps_active: '1',
    module_shipping_usps_username: '',
    module_shipping_usps_origination_postcode: '',
    module_shipping_usps_services: ['PRIORITY'],
    module_shipping_usps_international_services: [],
    module_shipping_usps_mail_type: 'PARCEL',
    module_shipping_usps_size: 'REGULAR',
    module_shipping_usps_machinable: '1',
    module_shipping_usps_shipping_zone: '0',
    module_shipping_usps_handling_fee: '0',
  });
  await page.reload();
  await expect(checklist).toContainText('2 of 5 done');
  await expect(checklist.locator('[data-step="shipping"]').getByRole('img', { name: 'Done' })).toHaveCount(0);
  await adminCall(page, '/api/v1/admin/settings/shipping/flatrate', {
    module_shipping_flatrate_active: '1',
    module_shipping_flatrate_shipping_cost: '4.00',
    module_shipping_flatrate_shipping_zone: '0',
    module_shipping_flatrate_sort_order: '1',
    module_shipping_flatrate_handling_fee: '0',
    module_shipping_flatrate_tax_class_id: '0',
  });
  await page.reload();
  await expect(checklist).toContainText('3 of 5 done');
  // Before launch a shopper (no admin session) finds an opening-soon page.
  const shopper = await page.context().browser()!.newPage();
  await shopper.goto(`${shopOrigin(subdomain)}/sample-t-shirt`);
  await expect(shopper.getByRole('heading', { name: 'Opening soon', level: 1 })).toBeVisible();
  await expect(shopper.getByText('Sunny Candles is getting ready.')).toBeVisible();
  await checklist.getByRole('button', { name: 'Launch' }).click();
  await expect(checklist).toBeHidden();
  await shopper.reload();
  await expect(shopper.getByRole('heading', { name: 'Sample T-shirt', level: 1 })).toBeVisible();
  // Its footer links the five pages it starts with (issue 32), and they open.
  const footer = shopper.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('heading')).toHaveText(['Help', 'About']);
  for (const [name, href] of [
    ['Contact', '/pages/contact'],
    ['Shipping & returns', '/pages/shipping-returns'],
    ['About us', '/pages/about-us'],
    ['Privacy policy', '/pages/privacy-policy'],
    ['Terms of service', '/pages/terms-of-service'],
  ])
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
  await footer.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(shopper.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
  await expect(shopper.getByText('Sunny Candles collects only what it needs')).toBeVisible();
  await shopper.close();

  // A guest buys the sample T-shirt on the new shop's storefront.
  const shop = shopOrigin(subdomain);
  await page.goto(`${shop}/sample-t-shirt`);
  await expect(page.getByRole('heading', { name: 'Sample T-shirt', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Sample T-shirt has been added to your cart.')).toBeVisible();
  await page.goto(`${shop}/checkout`);
  const contact = page.getByRole('group', { name: 'Contact details' });
  await contact.getByLabel('E-Mail').fill(`buyer.${Date.now()}@example.com`);
  await contact.getByLabel('First Name').fill('Bea');
  await contact.getByLabel('Last Name').fill('Buyer');
  const address = page.getByRole('form', { name: 'Shipping Address' });
  await address.getByLabel('First Name').fill('Bea');
  await address.getByLabel('Last Name').fill('Buyer');
  await address.getByLabel('Address Line 1').fill('1 Main St');
  await address.getByLabel('City').fill('Springfield');
  await address.getByLabel('Postcode').fill('62701');
  await address.getByLabel('Country').selectOption({ label: 'United States' });
  await address.getByLabel('Region').selectOption({ label: 'Illinois' });
  await address.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/Flat Rate/i).check();
  await page.getByLabel('Money Order').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout-success\/[A-Z2-7]{12}$/);
  await expect(page.getByRole('heading', { name: 'Thank You for Your Order' })).toBeVisible();
});
