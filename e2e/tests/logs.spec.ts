import { expect, test } from '@playwright/test';
import { shopOrigin, signInDemoOwner } from './helpers';

// Issue 15: every admin change lands in Settings → Activity Log with its before → after,
// and the merchant can narrow the log down to it.
const origin = shopOrigin('demo');

test('the merchant changes a product’s price → the Activity Log shows old → new, and filters to it', async ({
  page,
}) => {
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/product/new`);
  await page.getByLabel('Name', { exact: true }).fill('Audit Lantern');
  await page.getByLabel('SKU').fill('AUDIT-LANTERN');
  await page.getByLabel('Price', { exact: true }).fill('12.00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Product: Audit Lantern' })).toBeVisible();
  await page.getByLabel('Price', { exact: true }).fill('14.50');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Updated|Saved/).first()).toBeVisible();

  await page.goto(`${origin}/admin/setting/index`);
  await page
    .getByRole('link', { name: /Activity Log/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
  const log = page.getByRole('table', { name: 'Activity log' });
  const edit = log.getByRole('row').filter({ hasText: 'price' }).first();
  await expect(edit).toContainText('price: 12 → 14.5');
  await expect(edit).toContainText('owner@demo.example');

  await page.getByLabel('Words').fill('AUDIT-LANTERN');
  await page.getByLabel('Area').selectOption('products');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/search=AUDIT-LANTERN/);
  // The creation and the price change, nothing else.
  await expect(log.getByRole('row')).toHaveCount(3);
  await page.screenshot({ path: 'test-results/activity-log.png', fullPage: true });

  await page.getByLabel('Words').fill('no-such-change');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No change matches these filters.')).toBeVisible();

  // The shop's own failures sit beside the changes.
  await page.getByRole('tab', { name: 'Errors' }).click();
  await expect(page.getByLabel('Kind of error')).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText(/No errors|What happened/);
});
