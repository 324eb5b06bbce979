import { expect, type Page, test } from '@playwright/test';
import { matchMailedTo } from './accounts-mail';
import { port, shopOrigin } from './helpers';

const origin = shopOrigin('demo');
// Node resolves no *.localhost names; 127.0.0.1 reaches the default shop, the demo shop.
const api = `http://127.0.0.1:${port}/api/v1`;
const owner = { email: 'owner@demo.example', password: 'emporia-owner' };

async function fillContact(page: Page, email: string, firstname: string, lastname: string) {
  const contact = page.getByRole('group', { name: 'Contact details' });
  await contact.getByLabel('E-Mail').fill(email);
  await contact.getByLabel('First Name').fill(firstname);
  await contact.getByLabel('Last Name').fill(lastname);
}

test('a gift card is bought, e-mailed once paid, and redeemed in part by another shopper; staff see what is left', async ({
  page,
  browser,
}) => {
  // Two shoppers, staff and an e-mail: a long flow on a shared machine.
  test.setTimeout(90_000);
  const receiver = `rita.${Date.now()}@example.com`;

  // The buyer chooses the $50 card for Rita and pays by money order.
  await page.goto(`${origin}/emporia-gift-card-50`);
  await page.getByLabel('Receiver').fill('Rita Receiver');
  await page.getByLabel('Email to').fill(receiver);
  await page.getByLabel('Message').fill('Enjoy the trails, Rita!');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Emporia Gift Card $50 has been added to your cart.')).toBeVisible();
  await page.goto(`${origin}/checkout`);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText('Receiver: Rita Receiver');
  await expect(summary).toContainText(`Email to: ${receiver}`);
  await expect(summary).toContainText('Message: Enjoy the trails, Rita!');
  await fillContact(page, `ben.${Date.now()}@example.com`, 'Ben', 'Buyer');
  await page.getByLabel('Money Order').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout-success\/[A-Z2-7]{12}$/);
  const ref = (await page.getByTestId('order-ref').textContent()) ?? '';

  // Staff record the money order as received on the admin order page: that issues and mails the card.
  const login = await page.request.post(`${api}/admin-login`, { data: owner });
  expect(login.ok(), await login.text()).toBe(true);
  const token = (await login.json()).data.token as string;
  const found = await page.request.get(`${api}/admin/orders?customer=${ref}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const orderId = (await found.json()).data[0].id as number;
  await page.evaluate((admin) => localStorage.setItem('emporia.admin_token', admin), token);
  await page.goto(`${origin}/admin/order/${orderId}`);
  await expect(page.getByRole('heading', { name: `Order ${ref}` })).toBeVisible();
  await page.getByRole('button', { name: 'Money Received' }).click();
  const bought = page.getByRole('region', { name: 'Gift cards of this order' });
  await expect(bought).toContainText(`Rita Receiver <${receiver}>`);
  await expect(bought).toContainText('Active');

  // Rita reads her e-mail.
  const { mail, match } = await matchMailedTo(receiver, /gift card code: ([A-Z0-9]{4}(?:-[A-Z0-9]{4}){3})/);
  expect(mail.text).toContain('Hello Rita Receiver,');
  expect(mail.text).toContain('Ben Buyer has sent you a gift card of $50.00');
  expect(mail.text).toContain('Enjoy the trails, Rita!');
  const code = match[1]!;

  // Another shopper spends part of it on a water bottle: 24.00 + 5.00 + 8.25 % tax (1.98) = 30.98.
  const context = await browser.newContext();
  const shopper = await context.newPage();
  await shopper.goto(`${origin}/granite-water-bottle`);
  await shopper.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shopper.getByText('Granite Water Bottle has been added to your cart.')).toBeVisible();
  await shopper.goto(`${origin}/checkout`);
  await fillContact(shopper, `rita.shops.${Date.now()}@example.com`, 'Rita', 'Receiver');
  const form = shopper.getByRole('form', { name: 'Shipping Address' });
  await form.getByLabel('First Name').fill('Rita');
  await form.getByLabel('Last Name').fill('Receiver');
  await form.getByLabel('Street Address').fill('2 Oak Ave');
  await form.getByLabel('City').fill('Springfield');
  await form.getByLabel('Zip Code').fill('62701');
  await form.getByLabel('Country').selectOption({ label: 'United States' });
  await form.getByLabel('State').selectOption({ label: 'Illinois' });
  await form.getByRole('button', { name: 'Continue' }).click();
  await shopper.getByLabel(/^Flat-Rate Shipping \(Tracking Available\)/).check();

  const box = shopper.getByRole('region', { name: 'Apply a gift card' });
  await box.getByRole('textbox', { name: 'Gift card code' }).fill('ABCD-EFGH-JKLM-NPQR');
  await box.getByRole('button', { name: 'Apply Gift Card' }).click();
  await expect(
    box.getByText('This gift card code is not valid. Please check it and try again.'),
  ).toBeVisible();
  await box.getByRole('textbox', { name: 'Gift card code' }).fill(code.toLowerCase());
  await box.getByRole('button', { name: 'Apply Gift Card' }).click();
  await expect(
    box.getByText(`Gift card ****${code.slice(-4)} holding $50.00 has been applied`),
  ).toBeVisible();
  const total = shopper.getByRole('complementary', { name: 'Order Summary' });
  await expect(total.locator('[data-total="gift_card"]')).toContainText('-$30.98');
  await expect(total.locator('[data-total="total"]')).toContainText('$0.00');
  await expect(shopper.getByTestId('nothing-to-pay')).toBeVisible();
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await expect(shopper).toHaveURL(/\/checkout-success\/[A-Z2-7]{12}$/);
  const spentOn = (await shopper.getByTestId('order-ref').textContent()) ?? '';
  await expect(shopper.getByRole('main')).toContainText(`Gift Card (****${code.slice(-4)})`);
  await context.close();

  // Staff find the card from the admin menu and see what is left on it.
  await page.goto(`${origin}/admin/dashboard`);
  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  await sections.getByRole('button', { name: 'Orders' }).click();
  await sections.getByRole('link', { name: 'Gift Cards' }).click();
  await expect(page.getByRole('heading', { name: 'Gift Cards' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Code, last four, receiver or order' }).fill(code);
  await page.getByRole('button', { name: 'Find' }).click();
  const row = page.getByRole('table', { name: 'Gift cards' }).getByRole('row').filter({ hasText: receiver });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('gift-card-balance')).toHaveText('$19.02');
  await row.getByRole('link', { name: `****${code.slice(-4)}` }).click();
  await expect(page.getByRole('heading', { name: `Gift Card ****${code.slice(-4)}` })).toBeVisible();
  const ledger = page.getByRole('table', { name: 'Ledger' });
  await expect(ledger.getByRole('row').filter({ hasText: 'Issued' })).toContainText('$50.00');
  await expect(ledger.getByRole('row').filter({ hasText: 'Redeemed' })).toContainText('-$30.98');
  await expect(ledger.getByRole('row').filter({ hasText: 'Redeemed' })).toContainText(spentOn);
});
