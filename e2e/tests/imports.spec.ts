import { createServer, type Server } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { shopOrigin, signInDemoOwner } from './helpers';

// Issue 35: the merchant moves products in from a Shopify export with Admin → Catalog → Import —
// source, file, preview, run with a progress bar, report — and opens a product it made. The
// pictures come from a local HTTP server (the e2e server's outbound guard allows 127.0.0.1).
const origin = shopOrigin('demo');
let pictures: Server;
let base = '';

test.beforeAll(async () => {
  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
  pictures = createServer((request, response) => {
    if (request.url?.startsWith('/missing')) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pictures.address() as { port: number }).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => pictures.close(resolve));
});

/** A Shopify products export (classic headers): a jacket in two sizes, a mug, and a variant row
 * whose product row is missing. */
const shopifyCsv = (stamp: number) =>
  [
    'Handle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Grams,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Image Position,Status',
    `ridge-jacket-${stamp},Ridge Jacket ${stamp},<p>Light shell</p>,Northwind,Apparel > Jackets,Jacket,,true,Size,S,RJ-${stamp}-S,500,3,80.00,99.00,${base}/ridge-1.png,1,active`,
    `ridge-jacket-${stamp},,,,,,,,,M,RJ-${stamp}-M,520,5,80.00,99.00,${base}/missing.png,2,`,
    `enamel-mug-${stamp},Enamel Mug ${stamp},<p>Mug</p>,Northwind,Home > Kitchen,Mug,,true,Title,Default Title,EM-${stamp},300,12,9.50,,${base}/mug.png,1,active`,
    `,,,,,,,,,,,,,,,,,`,
    `orphan-${stamp},,,,,,,,,S,OR-${stamp},100,1,5.00,,,,`,
  ].join('\r\n');

/** No axe violation on the wizard as it is now (the preview and report are its densest states). */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/imports-${name}.png`, fullPage: true });

test('the merchant imports a Shopify export with the wizard and opens a product it made', async ({
  page,
}) => {
  const stamp = Date.now();
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/dashboard`);
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  await sidebar.getByRole('button', { name: 'Catalog' }).click();
  await sidebar.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/product\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
  await expect(page.getByText('Past imports')).toBeVisible();

  // Step 1: the source. Emporia's own CSV is imported on the products page.
  await page.getByLabel(/Emporia CSV/).check();
  await expect(page.getByRole('link', { name: /Catalog → Products → Import and export/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next: choose the file' })).toBeDisabled();
  // A Shopify file sent as WooCommerce's is caught in the preview, which says what to choose.
  await page.getByLabel(/^WooCommerce/).check();
  await page.getByRole('button', { name: 'Next: choose the file' }).click();
  await page.getByLabel('Choose the export file').setInputFiles({
    name: 'products_export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(shopifyCsv(stamp)),
  });
  await page.getByRole('button', { name: 'Next: preview' }).click();
  await expect(page.getByRole('table').filter({ hasText: 'Rows that cannot be imported' })).toContainText(
    'This is a Shopify export; choose Shopify as the source.',
  );
  await expect(page.getByRole('button', { name: 'Import 0 products' })).toBeDisabled();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();

  await page.getByLabel(/^Shopify/).check();
  await expect(page.getByRole('radio', { name: 'Products', exact: true })).toBeChecked();
  await shot(page, '1-source');
  await page.getByRole('button', { name: 'Next: choose the file' }).click();

  // Step 2: the file (still the one chosen), with the size limit said.
  await expect(page.getByText(/A CSV file of at most \d+ MB/)).toBeVisible();
  await expect(page.getByText(/^products_export\.csv \(\d+ kB\)/)).toBeVisible();
  await shot(page, '2-file');
  await page.getByRole('button', { name: 'Next: preview' }).click();

  // Step 3: the preview, nothing saved yet.
  const summary = page.getByRole('status').filter({ hasText: 'found in products_export.csv' });
  await expect(summary).toContainText('2 products');
  await expect(summary).toContainText('2 to make');
  await expect(summary).toContainText('Nothing has been saved yet');
  const previewTable = page.getByRole('table').filter({ hasText: 'as they will look in the shop' });
  await expect(previewTable.getByRole('row').filter({ hasText: `Ridge Jacket ${stamp}` })).toContainText(
    'Apparel › Jackets',
  );
  const problems = page.getByRole('table').filter({ hasText: 'Rows that cannot be imported' });
  await expect(problems).toContainText(`orphan-${stamp}`);
  await expect(page.getByLabel(/Update products the shop already has/)).toBeChecked();
  await shot(page, '3-preview');
  await expectAccessible(page);

  // Steps 4 and 5: the run's progress bar reaches 100 %, then the report.
  await page.getByRole('button', { name: 'Import 2 products' }).click();
  const progress = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toBeVisible();
  await shot(page, '4-run');
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Imported products_export.csv' })).toBeVisible();
  const figures = page.getByLabel('Import figures');
  await expect(figures).toContainText('Made2');
  // The pictures are fetched in the background: two arrive, the missing one is in the report.
  await expect(figures).toContainText('Pictures fetched2', { timeout: 30_000 });
  await expect(figures).toContainText('Pictures failed1');
  await expect(page.getByRole('table').filter({ hasText: 'Skipped or partly imported' })).toContainText(
    'missing.png',
  );
  await shot(page, '5-report');
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the report (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^import-\d+-report\.csv$/);

  // The past imports list both the preview and the run.
  const past = page.getByRole('table').filter({ hasText: 'Started' });
  await expect(past.getByRole('row').filter({ hasText: 'Preview' }).first()).toBeVisible();
  await expect(past.getByRole('row').filter({ hasText: 'Done' }).first()).toBeVisible();

  // The product is in the catalogue, with its variants' prices as sale prices.
  await page.getByRole('link', { name: 'See the products' }).click();
  await expect(page).toHaveURL(/\/admin\/product\/all/);
  await page.getByRole('searchbox').first().fill(`Ridge Jacket ${stamp}`);
  await page
    .getByRole('link', { name: `Ridge Jacket ${stamp}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  await expect(page.getByLabel('SKU', { exact: true })).toHaveValue(`ridge-jacket-${stamp}`);
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('99');
  await expect(page.getByLabel('Sale price', { exact: true })).toHaveValue('80');
  await shot(page, '6-product');
});
