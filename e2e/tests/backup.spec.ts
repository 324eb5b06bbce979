import { expect, test } from '@playwright/test';
import { demoOwner, shopOrigin, signInDemoOwner } from './helpers';

// Issue 15: the merchant backs up the demo shop (setting/backup) and downloads the archive; a
// restore into a new shop is held to the trial's limits (issue 31), which the demo is past.
const origin = shopOrigin('demo');

test('the merchant backs the shop up and downloads it; a new shop from it must fit the trial', async ({
  page,
}) => {
  const stamp = Date.now();
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

  // A new shop starts on the trial, whoever makes it: the demo's 65 products are more than it takes.
  await row.getByRole('button', { name: 'Restore' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore backup' });
  await dialog.getByLabel('Subdomain of the new shop').fill(`copy${stamp}`);
  await dialog.getByLabel('Name of the new shop').fill('Emporia Gear Co. (copy)');
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(
    dialog.getByText(/The backup holds \d+ products\. Your Trial plan includes 50 products/),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog.getByRole('link', { name: 'See the plans' })).toBeVisible();
});

// Issue 31: the owner of the outdoors shop uploads a backup file in the admin, restores it into a
// new shop (after a reserved name is refused) and opens the new shop's storefront.
const outdoors = shopOrigin('outdoors');

test('the owner uploads a backup and restores it into a new shop whose storefront opens', async ({
  page,
}, testInfo) => {
  const stamp = Date.now();
  await page.goto(`${outdoors}/admin/login`);
  await page.getByLabel('Email').fill('owner@outdoors.example');
  await page.getByLabel('Password').fill(demoOwner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`${outdoors}/admin/setting/backup`);
  await expect(page.getByRole('heading', { level: 1, name: 'Backup' })).toBeVisible();

  // A backup file on the owner's disk: made here and downloaded, as one from another day would be.
  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText('The backup is ready to download.')).toBeVisible();
  const download = page.waitForEvent('download');
  await page
    .getByRole('row')
    .filter({ hasText: 'Made by hand' })
    .first()
    .getByRole('button', { name: 'Download' })
    .click();
  const file = testInfo.outputPath('outdoors-backup.tar.gz');
  await (await download).saveAs(file);

  await page.getByLabel('Upload a backup (.tar.gz)').setInputFiles(file);
  await expect(page.getByText('The backup was uploaded and checked.')).toBeVisible({ timeout: 20_000 });
  const uploaded = page.getByRole('row').filter({ hasText: 'Uploaded' });
  await expect(uploaded).toHaveCount(1);

  await uploaded.getByRole('button', { name: 'Restore' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore backup' });
  await dialog.getByLabel('Subdomain of the new shop').fill('admin');
  await dialog.getByLabel('Name of the new shop').fill('Outdoors Outfitters Two');
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog.getByText('This subdomain is reserved. Please choose another.').first()).toBeVisible();

  const copy = `outdoors${stamp}`;
  await dialog.getByLabel('Subdomain of the new shop').fill(copy);
  await page.screenshot({ path: testInfo.outputPath('restore-into-new-shop.png') });
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog.getByText(/Restored \d+ records and \d+ pictures into the new shop/)).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({ path: testInfo.outputPath('restored-into-new-shop.png') });

  await dialog.getByRole('link', { name: 'visit its storefront' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://${copy}\\.localhost:\\d+/$`));
  await expect(page).toHaveTitle(/Outdoors Outfitters Two/);
  await page.goto(`${shopOrigin(copy)}/summit-2-person-tent`);
  await expect(page.getByRole('heading', { level: 1, name: 'Summit 2-Person Tent' })).toBeVisible();
});
