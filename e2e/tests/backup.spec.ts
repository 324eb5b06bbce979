import { expect, test } from '@playwright/test';
import { demoOwner, placeGuestOrder, shopOrigin, signInDemoOwner } from './helpers';

// Issue 15: the merchant backs up the demo shop (setting/backup), downloads the archive, restores
// it into a new shop on the platform and finds the same products and orders in that shop's admin.
const origin = shopOrigin('demo');

test('the merchant backs the shop up and restores it into a new shop with the same products and orders', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const order = await placeGuestOrder(request, `backup${stamp}@example.com`);
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/setting/index`);
  await page
    .getByRole('link', { name: /Backup/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Backup' })).toBeVisible();
  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText('The backup is ready to download.')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: 'Made by hand' }).first();
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/^backup-.*\.tar\.gz$/);

  await row.getByRole('button', { name: 'Restore' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore backup' });
  const copy = `copy${stamp}`;
  await dialog.getByLabel('Subdomain of the new shop').fill(copy);
  await dialog.getByLabel('Name of the new shop').fill('Emporia Gear Co. (copy)');
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog.getByText(/Restored \d+ records and \d+ pictures into the new shop/)).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({ path: 'test-results/backup-restored.png', fullPage: true });
  await dialog.getByRole('link', { name: 'Open its admin' }).click();

  // The copy's staff came with it: the demo owner signs in to the new shop's admin.
  const copyOrigin = shopOrigin(copy);
  await page.goto(`${copyOrigin}/admin/login`);
  await page.getByLabel('Email').fill(demoOwner.email);
  await page.getByLabel('Password').fill(demoOwner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto(`${copyOrigin}/admin/order/all`);
  await page.getByLabel('Customer').fill(`backup${stamp}`);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('link', { name: order.ref })).toBeVisible();

  await page.goto(`${copyOrigin}/admin/product/all`);
  await page.getByPlaceholder('Search by name or SKU').fill('Titanium Cook Pot');
  await page.getByPlaceholder('Search by name or SKU').press('Enter');
  await expect(page.getByRole('link', { name: 'Titanium Cook Pot' }).first()).toBeVisible();

  await page.goto(`${copyOrigin}/`);
  await expect(page).toHaveTitle(/Emporia Gear Co\. \(copy\)|Emporia Gear Co\./);
});
