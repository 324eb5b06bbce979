import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { shopOrigin, signInDemoOwner } from './helpers';

// Issue 14: the merchant adds a home carousel banner that ends a little later; shoppers see it on
// the home page (rendered by the server, the first slide's picture loaded first), and once its end
// has passed it is gone by itself. The end is moved into the past from the admin so the test need
// not wait; the API tests (banners.test.ts) watch a real end pass.
const origin = shopOrigin('demo');
// This file watches the slides play, so its shopper has no preference for less motion.
test.use({ reducedMotion: 'no-preference' });
const alt = 'Trail week: 25% off hiking boots';
// A retry finds the banner of the try before it: each try names its own.
const title = `Trail week hero ${Date.now().toString(36)}`;

/** A datetime-local value (the browser's own clock, to the minute) `minutes` from now. */
const localInput = (minutes: number) => {
  const at = new Date(Date.now() + minutes * 60_000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

async function bannerPng() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="560">
<rect width="1600" height="560" fill="#7a5c2e"/>
<path d="M0 560 L300 330 L520 450 L860 220 L1200 430 L1600 300 L1600 560 Z" fill="#ffffff" fill-opacity="0.2"/>
<text x="110" y="250" font-size="96" font-family="DejaVu Sans, sans-serif" font-weight="bold" fill="#fff">Trail week</text>
<text x="110" y="320" font-size="40" font-family="DejaVu Sans, sans-serif" fill="#fff">25% off hiking boots</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function shopperSees(page: Page) {
  await page.goto(`${origin}/`);
  return page.getByRole('img', { name: alt });
}

test('a merchant adds a hero banner with an end → shoppers see it first → after its end it is gone', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/dashboard`);
  await page.getByRole('navigation').getByRole('button', { name: 'Appearance' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Banners' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New season camping' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Banner' }).first().click();

  // Saving without a picture says what is missing on the fields.
  await page.getByLabel('Name').fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Upload a picture for wide screens.')).toBeVisible();

  await page
    .getByLabel('Upload the picture for wide screens')
    .setInputFiles({ name: 'trail-week.png', mimeType: 'image/png', buffer: await bannerPng() });
  await expect(page.getByRole('img', { name: 'Picture for wide screens: preview' })).toBeVisible();
  await page.getByLabel('Link').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Describe the picture for shoppers who cannot see it.')).toBeVisible();
  await expect(page.getByText(/Enter a path of this shop such as/)).toBeVisible();
  await page.getByLabel('Alt text').fill(alt);
  await page.getByLabel('Link').fill('/category/footwear');
  await page.getByLabel('Ends').fill(localInput(30));
  await page.screenshot({ path: 'test-results/banners-admin-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/appearance\/banner\/\d+$/);
  const bannerPage = page.url();

  // First in the carousel: moved up past the two demo slides.
  await page.getByRole('link', { name: '← All banners' }).click();
  const carousel = page.locator('.card', { hasText: 'Home page carousel' });
  const up = carousel.getByRole('button', { name: `Move ${title} up` });
  await expect(carousel.getByRole('row').last()).toContainText(title);
  const rows = await carousel.getByRole('row').count();
  // Row 0 is the table's head; each click moves it one row up.
  for (let at = rows - 2; at >= 1; at--) {
    await up.click();
    await expect(carousel.getByRole('row').nth(at)).toContainText(title);
  }
  await expect(up).toBeDisabled();
  await page.screenshot({ path: 'test-results/banners-admin-list.png', fullPage: true });
  await expect(carousel.getByRole('row').nth(1)).toContainText('Live');

  const shopper = await browser.newPage();
  const hero = await shopperSees(shopper);
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('width', '1600');
  await expect(shopper.getByRole('region', { name: 'Featured' }).getByRole('link').first()).toHaveAttribute(
    'href',
    '/category/footwear',
  );
  // The carousel can be paused and moved by hand.
  await shopper.getByRole('button', { name: 'Pause the slides' }).click();
  await shopper.getByRole('button', { name: 'Next slide' }).click();
  await expect(hero).toBeHidden();
  await shopper.getByRole('button', { name: 'Previous slide' }).click();
  await expect(hero).toBeVisible();
  await shopper.waitForTimeout(600); // the slides' fade
  await shopper.screenshot({ path: 'test-results/banners-home.png', fullPage: true });

  // Its end passes (moved a minute into the past from the admin): shoppers no longer get it.
  await page.goto(bannerPage);
  await page.getByLabel('Ends').fill(localInput(-1));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page.getByText('Ended', { exact: true })).toBeVisible();
  await expect(await shopperSees(shopper)).toHaveCount(0);
  await expect(shopper.getByRole('img', { name: /Into the wild/ })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await shopper.close();
});

test('the demo shop greets phones with its phone pictures, and shows its gift-card strip between sections', async ({
  browser,
}) => {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  await phone.goto(`${origin}/`);
  const hero = phone.getByRole('region', { name: 'Featured' }).getByRole('img', { name: /Into the wild/ });
  await expect(hero).toBeVisible();
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/banners\/[a-f0-9]{16}-(large|wide)\.avif$/);
  const box = await phone.locator('.hero-frame').boundingBox();
  // The square phone picture, not the wide one: as tall as it is wide.
  expect(Math.abs((box?.width ?? 0) - (box?.height ?? 0))).toBeLessThan(2);
  await phone.screenshot({ path: 'test-results/banners-home-phone.png' });

  const strip = phone
    .getByRole('complementary', { name: 'Promotions' })
    .getByRole('img', { name: /Give the outdoors/ });
  await strip.scrollIntoViewIfNeeded();
  await expect(strip).toBeVisible();
  await expect
    .poll(() => strip.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(strip.locator('xpath=ancestor::a')).toHaveAttribute('href', '/category/gift-cards');
  await phone.close();

  const wide = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await wide.goto(`${origin}/`);
  await wide.getByRole('complementary', { name: 'Promotions' }).scrollIntoViewIfNeeded();
  await wide.waitForTimeout(500);
  await wide.screenshot({ path: 'test-results/banners-home-middle.png' });
  await wide.close();
});
