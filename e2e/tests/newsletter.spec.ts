import { expect, test } from '@playwright/test';
import { matchMailedTo } from './accounts-mail';
import { shopOrigin, signInDemoOwner } from './helpers';

// Issue 14: subscribe in the footer → confirm from the mailed link → the merchant sees the
// subscriber → unsubscribe from the welcome mail's link → the merchant no longer does.
const origin = shopOrigin('demo');

/** The path and query of a link mailed to `address` whose text `pattern` finds. */
async function mailedLink(address: string, pattern: RegExp) {
  const { match } = await matchMailedTo(address, pattern);
  const link = new URL(match[0]);
  return `${link.pathname}${link.search}`;
}

test('subscribe → confirm → unsubscribe from the mail’s link', async ({ page }) => {
  const shopper = `deals.${Date.now().toString(36)}@example.com`;
  await page.goto(`${origin}/category/camping`);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Sign Up' }).click();
  await expect(footer.getByText('Enter your e-mail address.')).toBeVisible();
  await footer.getByLabel('Get Our Deals').fill(shopper);
  await footer.getByRole('button', { name: 'Sign Up' }).click();
  await expect(footer.getByText('Almost done: we have sent you an e-mail.')).toBeVisible();

  await page.goto(`${origin}${await mailedLink(shopper, /https?:\/\/\S+\/newsletter\/confirm\?\S+/)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your Sign-Up' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, Send Me Deals' }).click();
  await expect(page.getByText('You are signed up: our deals will reach you by e-mail.')).toBeVisible();

  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/dashboard`);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Customers' })
    .click();
  await page.getByRole('link', { name: 'Newsletter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Subscribers' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: shopper })).toContainText('Footer form, confirmed');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('newsletter-subscribers.csv');

  await page.goto(`${origin}${await mailedLink(shopper, /https?:\/\/\S+\/unsubscribe\?\S+/)}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    page.getByText('You will get no more marketing e-mails from us at this address.'),
  ).toBeVisible();
  await page.goto(`${origin}/admin/customer/newsletter?search=${encodeURIComponent(shopper)}`);
  await expect(page.getByText('Nobody has signed up yet.')).toBeVisible();
});
