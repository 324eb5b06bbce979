import { expect, test } from '@playwright/test';
import { shopOrigin, signInDemoOwner } from './helpers';

// Issue 14: the merchant overrides a storefront text in the wording editor and the storefront
// shows it on the next page, without a rebuild; clearing it brings the default back.
const origin = shopOrigin('demo');

test('override a wording key → the storefront shows it; clear it → the default is back', async ({ page }) => {
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/dashboard`);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Appearance' })
    .click();
  await page.getByRole('link', { name: 'Wording' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Storefront Wording' })).toBeVisible();
  // The demo shop's own texts (SPEC §9) are listed as such.
  await page.getByLabel('Only the shop’s own texts').check();
  await expect(page.getByLabel('Shop’s text for home.arrivals')).toHaveValue('Gear');
  await page.getByLabel('Only the shop’s own texts').uncheck();

  await page.getByLabel('Search texts').fill('newsletter.placeholder');
  const text = page.getByLabel('Shop’s text for newsletter.placeholder');
  await expect(text).toHaveAttribute('placeholder', 'Your e-mail address');
  await text.fill('Where should the deals go?');
  await expect(page.getByText('Not saved')).toBeVisible();
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('Saved. The storefront shows the new wording.')).toBeVisible();

  await page.goto(`${origin}/`);
  await expect(page.getByRole('contentinfo').getByPlaceholder('Where should the deals go?')).toBeVisible();

  await page.goto(`${origin}/admin/appearance/theme/language`);
  await page.getByLabel('Search texts').fill('newsletter.placeholder');
  await page.getByLabel('Shop’s text for newsletter.placeholder').fill('');
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('Saved. The storefront shows the new wording.')).toBeVisible();
  await page.goto(`${origin}/`);
  await expect(page.getByRole('contentinfo').getByPlaceholder('Your e-mail address')).toBeVisible();
});
