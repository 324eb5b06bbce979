import { expect, type Page, test } from '@playwright/test';
import { shopOrigin } from './helpers';

// SPEC §2 scrolling: the hash target, else the saved position, else the top — with positions
// saved per history entry, so only back/forward to that entry brings one back.
const origin = shopOrigin('demo');
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrolledCategory(page: Page) {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(`${origin}/category/camping`);
  await expect(page.locator('.search-range')).toHaveText('Showing 1 to 20 of 21 products');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => scrollY(page)).toBe(1500);
}

test('a page typed in after scrolling another opens at the top; back returns to the place', async ({
  page,
}) => {
  await scrolledCategory(page);
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { name: 'Gear', exact: true })).toBeVisible();
  // Give a wrongly restored position the time to show.
  await page.waitForTimeout(300);
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/category\/camping$/);
  await expect(page.locator('.search-range')).toHaveText('Showing 1 to 20 of 21 products');
  await expect.poll(() => scrollY(page)).toBe(1500);
});

test('a reload and a new tab open at the top', async ({ page, context }) => {
  await scrolledCategory(page);
  await page.reload();
  await expect(page.locator('.search-range')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await scrollY(page)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 1200));
  const tab = await context.newPage();
  await tab.setViewportSize({ width: 1280, height: 700 });
  await tab.goto(`${origin}/category/camping`);
  await expect(tab.locator('.search-range')).toBeVisible();
  await tab.waitForTimeout(300);
  expect(await scrollY(tab)).toBe(0);
  await tab.close();
});

test('in the app, a link opens the next page at the top and back returns to the place', async ({ page }) => {
  await scrolledCategory(page);
  const card = page.locator('.product-card-name a').last();
  await card.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(0);
  const name = (await card.textContent())!.trim();
  await card.click();
  await expect(page).not.toHaveURL(/\/category\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/category\/camping$/);
  await expect.poll(() => scrollY(page)).toBe(before);
});

test('made-up article and blog slugs show page-not-found; a real article opens', async ({ page }) => {
  for (const path of ['/article/no-such-thing', '/blog/category/nope', '/blog/author/nope']) {
    await page.goto(`${origin}${path}`);
    await expect(page).toHaveURL(/\/page-not-found$/);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
  await page.goto(`${origin}/`);
  const news = page.locator('.home-latest-news');
  const first = news.locator('a[href^="/article/"]').first();
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/article\/[^/]+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Emporia Gear Co.`);
});
