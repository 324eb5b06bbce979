import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { shopOrigin, signInDemoOwner } from './helpers';

const origin = shopOrigin('demo');
const signInAdmin = (page: Page) => signInDemoOwner(page, origin);

test('home → category → product → an unavailable variant says so', async ({ page }) => {
  await page.goto(`${origin}/`);
  // The gear shop renames the home sections (SPEC §9).
  await expect(page.getByRole('heading', { name: 'Gear', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: "What's Hot" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New Cool Stuff' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Shop by Category' })
    .getByRole('link', { name: 'Clothing' })
    .click();
  await expect(page).toHaveURL(/\/category\/clothing$/);
  await expect(page.getByRole('heading', { name: 'Clothing', level: 1 })).toBeVisible();
  await expect(page.getByText(/Showing 1 to \d+ of \d+ products/)).toBeVisible();
  await expect(page).toHaveTitle('Clothing | Emporia Gear Co.');

  const jacket = page.locator('.product-card', { hasText: 'Trailblazer Rain Jacket' });
  await expect(jacket.getByRole('link', { name: 'Options' })).toBeVisible();
  await jacket.getByRole('link', { name: 'Trailblazer Rain Jacket' }).click();
  await expect(page).toHaveURL(/\/trailblazer-rain-jacket$/);
  await expect(page.getByRole('heading', { name: 'Trailblazer Rain Jacket', level: 1 })).toBeVisible();
  await expect(page.locator('.buy-box .star-rating')).toContainText('(5)');

  await page.getByLabel('Color').selectOption({ label: 'Blue' });
  await page.getByLabel('Size').selectOption({ label: 'L' });
  await expect(page.getByText('This item is no longer available')).toBeVisible();

  await page.getByLabel('Size').selectOption({ label: 'M' });
  await expect(page.getByText('This item is no longer available')).toHaveCount(0);
  await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');

  await page.getByLabel('Color').selectOption({ label: 'Red' });
  await page.getByLabel('Size').selectOption({ label: 'S' });
  await expect(page.getByText('Out of Stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notify When In Stock' })).toBeVisible();
});

test('a sold-out card → Notify → modal → subscribed', async ({ page }) => {
  await page.goto(`${origin}/category/tents`);
  const tent = page.locator('.product-card', { hasText: 'Summit 2-Person Tent' });
  await tent.getByRole('button', { name: 'Notify' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Notify Me When In Stock' })).toBeVisible();

  // SPEC §5: e-mail required and valid, name required.
  await modal.getByRole('button', { name: 'Notify Me' }).click();
  await expect(modal.getByText('The email field is required.')).toBeVisible();
  await expect(modal.getByText('The name field is required.')).toBeVisible();
  await modal.getByLabel('Email').fill('not-an-email');
  await modal.getByLabel('Name').fill('Robin');
  await modal.getByRole('button', { name: 'Notify Me' }).click();
  await expect(modal.getByText('The email must be a valid email address.')).toBeVisible();

  await modal.getByLabel('Email').fill('robin@example.com');
  await modal.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    tent.getByText('You have been successfully subscribed to the restock notification list.'),
  ).toBeVisible();
});

test('an admin creates a configurable product with two variants and a picture; the storefront shows it', async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto(`${origin}/admin/product/new`);
  await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Ridge Fleece Hoodie');
  await page.locator('.ck-editor__editable').fill('A warm hoodie for cold mornings.');
  await page.getByLabel('SKU').fill('RIDGE-HOODIE');
  await page.getByLabel('Type').selectOption('configurable');
  await page.getByLabel('Price', { exact: true }).fill('89.50');
  await page.locator('.category-checks').getByLabel('Clothing', { exact: true }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Product: Ridge Fleece Hoodie' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/product\/\d+$/);

  const picture = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Upload a picture')
    .setInputFiles({ name: 'hoodie.png', mimeType: 'image/png', buffer: picture });
  await expect(page.locator('.product-images figure img')).toHaveCount(1);

  await page.getByRole('link', { name: 'Variants' }).click();
  await expect(page.getByRole('heading', { name: 'Variants of Ridge Fleece Hoodie' })).toBeVisible();
  for (const [size, quantity] of [
    ['S', '4'],
    ['M', '0'],
  ] as const) {
    await page.getByRole('button', { name: 'Add variant' }).click();
    const form = page.locator('.variant-form');
    await form.getByLabel('SKU').fill(`RIDGE-HOODIE-${size}`);
    await form.getByLabel('Name (English)').fill(`Ridge Fleece Hoodie - ${size}`);
    await form.getByLabel('Price', { exact: true }).fill('89.50');
    await form.getByLabel('Quantity').fill(quantity);
    await form.getByLabel('Size', { exact: true }).selectOption({ label: size });
    await form.getByRole('button', { name: 'Add variant' }).click();
    await expect(page.locator('.variants-table tbody tr', { hasText: `RIDGE-HOODIE-${size}` })).toBeVisible();
  }

  await page.goto(`${origin}/ridge-fleece-hoodie`);
  await expect(page.getByRole('heading', { name: 'Ridge Fleece Hoodie', level: 1 })).toBeVisible();
  await expect(page.getByText('$89.50').first()).toBeVisible();
  await expect(page.getByText('A warm hoodie for cold mornings.')).toBeVisible();
  const mainPicture = page.locator('.product-gallery-main');
  await expect(mainPicture).toHaveAttribute('src', /\/storage\/products\/[a-f0-9]{16}-large\.webp$/);
  await expect
    .poll(() => mainPicture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // Chromium takes the AVIF copy the server made of the upload, in the size the screen needs.
  expect(await mainPicture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/storage\/products\/[a-f0-9]{16}-(small|large)\.avif$/,
  );
  await page.getByLabel('Size').selectOption({ label: 'S' });
  await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
  await page.getByLabel('Size').selectOption({ label: 'M' });
  await expect(page.getByRole('button', { name: 'Notify When In Stock' })).toBeVisible();

  await page.goto(`${origin}/category/clothing?sortby=date_desc`);
  await expect(page.locator('.product-card').first()).toContainText('Ridge Fleece Hoodie');
});
