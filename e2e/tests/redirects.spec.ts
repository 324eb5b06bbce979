import { expect, test } from '@playwright/test';
import { shopOrigin, signInDemoOwner } from './helpers';

// Issue 35: a merchant moving their shop in keeps old addresses working. They add a redirect in
// Catalog → URL Redirects; a shopper following the old address (here a WooCommerce product
// address, with a campaign's query) lands on the product's new page.
const origin = shopOrigin('demo');
// A retry finds the redirect of the try before it: each try uses its own old address.
const oldPath = `/product/jacket-${Date.now().toString(36)}`;

test('a merchant adds a redirect → the old address lands on the new page', async ({ page, browser }) => {
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/dashboard`);
  await page.getByRole('navigation').getByRole('button', { name: 'Catalog' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'URL Redirects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'URL Redirects' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Redirect' }).click();
  await page.getByLabel('Old address').fill('/admin/anything');
  await page.getByLabel('New address').fill('/trailblazer-rain-jacket');
  await page.getByRole('button', { name: 'Save Redirect' }).click();
  await expect(page.getByText('The admin cannot be redirected.').first()).toBeVisible();

  await page.getByLabel('Old address').fill(`${oldPath.toUpperCase()}/`);
  await page.getByRole('button', { name: 'Save Redirect' }).click();
  await expect(page.getByText(`${oldPath} now goes to /trailblazer-rain-jacket.`)).toBeVisible();
  const table = page.getByRole('table', { name: 'URL redirects' });
  await expect(table.getByRole('row', { name: new RegExp(oldPath) })).toBeVisible();
  await page.screenshot({ path: 'test-results/redirects-admin.png', fullPage: true });

  const shopper = await browser.newPage();
  await shopper.goto(`${origin}${oldPath}?utm_source=old-shop`);
  await expect(shopper).toHaveURL(`${origin}/trailblazer-rain-jacket?utm_source=old-shop`);
  await expect(shopper.getByRole('heading', { name: 'Trailblazer Rain Jacket', level: 1 })).toBeVisible();
  await shopper.close();

  await page.reload();
  await expect(
    table
      .getByRole('row', { name: new RegExp(oldPath) })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('1');

  // A CSV with a bad line saves nothing and names the line; a good one is imported.
  const csvFile = (text: string) => ({
    name: 'redirects.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
  const upload = page.getByLabel('CSV file of redirects');
  await upload.setInputFiles(
    csvFile(`from,to,status\n${oldPath}-csv,/category/tents,301\n/admin/x,/y,301\n`),
  );
  await expect(page.getByRole('list', { name: 'Rows that cannot be imported' })).toContainText(
    'Line 3: The admin cannot be redirected.',
  );
  await upload.setInputFiles(csvFile(`from,to,status\n${oldPath}-csv,/category/tents,302\n`));
  await expect(page.getByText('Imported: 1 added, 0 updated.')).toBeVisible();
  await page.getByPlaceholder('Search by old or new address').fill(`${oldPath}-csv`);
  await page.keyboard.press('Enter');
  await expect(table.getByRole('row', { name: new RegExp(`${oldPath}-csv`) })).toContainText('302');
});
