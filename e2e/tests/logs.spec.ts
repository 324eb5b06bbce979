import { expect, test } from '@playwright/test';
import { shopOrigin, signInDemoOwner } from './helpers';

// Issue 15: every admin change lands in Settings → Activity Log with its before → after, and the
// merchant can narrow the log down to it. Issue 32: each entry reads as a sentence with a link to
// the record, only changes are listed, and the table fits a 1366 px screen.
const origin = shopOrigin('demo');
test.use({ viewport: { width: 1366, height: 768 } });

test('the merchant changes a product → the Activity Log says so in a sentence that leads to the product', async ({
  page,
}) => {
  const sku = `AUDIT-LANTERN-${Date.now().toString(36).toUpperCase()}`;
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/product/new`);
  await page.getByLabel('Name', { exact: true }).fill('Audit Lantern');
  await page.getByLabel('SKU').fill(sku);
  await page.getByLabel('Price', { exact: true }).fill('12.00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Product: Audit Lantern' })).toBeVisible();
  const editPage = page.url();
  await page.getByLabel('Price', { exact: true }).fill('14.50');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Updated|Saved/).first()).toBeVisible();
  // Saving again unchanged is no change: it is not listed.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Updated|Saved/).first()).toBeVisible();

  await page.goto(`${origin}/admin/setting/index`);
  await page
    .getByRole('link', { name: /Activity Log/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
  const log = page.getByRole('table', { name: 'Activity log' });
  // The filter form is drawn again once the log's choices arrive: type after that.
  await expect(log.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Words').fill(sku);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${sku}`));
  // The heading row, the creation and the price change: the unchanged save left nothing.
  await expect(log.getByRole('row')).toHaveCount(3);
  const change = log.getByRole('row').nth(1);
  await expect(change).toContainText('Shop Owner changed product “Audit Lantern”: price $12.00 → $14.50');
  await expect(log.getByRole('row').nth(2)).toContainText('Shop Owner created product “Audit Lantern”');
  await expect(log).not.toContainText('/api/v1/');

  // Every column, the address last, is on screen at 1366 px: nothing scrolls sideways.
  const address = log.getByRole('columnheader', { name: 'Address' });
  await expect(address).toBeInViewport({ ratio: 1 });
  const sideways = await log.evaluate((table) => {
    const box = table.parentElement as HTMLElement;
    return box.scrollWidth - box.clientWidth;
  });
  expect(sideways).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/activity-log.png', fullPage: true });

  await change.getByRole('link', { name: 'Audit Lantern' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Product: Audit Lantern' })).toBeVisible();
  expect(page.url()).toBe(editPage);

  await page.goBack();
  await page.getByLabel('Words').fill('no-such-change');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No change matches these filters.')).toBeVisible();

  // The shop's own failures sit beside the changes.
  await page.getByRole('tab', { name: 'Errors' }).click();
  await expect(page.getByLabel('Kind of error')).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText(/No errors|What happened/);
});
