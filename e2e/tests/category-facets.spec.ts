import { expect, type Page, test } from '@playwright/test';
import { shopOrigin } from './helpers';

// A shopper narrows a category with the same filter sidebar, price range, chips, counts and
// sort as the advanced search, and the address carries it all (flt, sortby, page).
const origin = shopOrigin('demo');
const sidebar = (page: Page) => page.locator('#search-sidebar');
const group = (page: Page, name: string) => sidebar(page).locator(`[data-group="${name}"]`);
const range = (page: Page) => page.locator('.search-range');
const cardNames = (page: Page) => page.locator('.product-card-name');
const chip = (page: Page, name: string) => page.getByRole('button', { name: `Remove ${name}` });

test('filter a category by manufacturer and price, share the address, sort and page', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origin}/category/camping`);
  await expect(page.getByRole('heading', { name: 'Camping', level: 1 })).toBeVisible();
  await expect(range(page)).toHaveText('Showing 1 to 20 of 21 products');
  // A category page offers its subcategories, the manufacturers of its products and ratings.
  await expect(group(page, 'category').getByRole('button', { name: 'Subcategories' })).toBeVisible();
  await expect(group(page, 'category').getByLabel('Tents (5)')).toBeVisible();
  await expect(group(page, 'manufacturer').getByLabel('Summit Peak (4)')).toBeVisible();

  await group(page, 'manufacturer').getByLabel('Summit Peak (4)').click();
  await expect(page).toHaveURL(/\/category\/camping\?flt=manufacturer%3A\d+$/);
  await expect(chip(page, 'Summit Peak')).toBeVisible();
  await expect(range(page)).toHaveText('Showing 1 to 4 of 4 products');
  // The other manufacturers keep their counts; subcategories count within the choice.
  await expect(group(page, 'manufacturer').getByLabel('TrailForge (3)')).toBeVisible();
  await expect(group(page, 'category').getByLabel('Sleeping Bags (0)')).toBeDisabled();

  await page.getByRole('button', { name: 'Price Range' }).click();
  await expect(page.getByLabel('Lowest price')).toHaveAttribute('min', '9');
  await page.getByLabel('Lowest price').fill('50');
  await page.getByLabel('Highest price').fill('300');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/price%3A50-300/);
  await expect(chip(page, '$50.00 - $300.00')).toBeVisible();
  await expect(range(page)).toHaveText('Showing 1 to 2 of 2 products');
  await expect(cardNames(page)).toHaveText(['Backpacking Stove', 'Summit 2-Person Tent']);

  // The address is the whole state: a new tab opened on it shows the same page.
  const shared = page.url();
  const other = await context.newPage();
  await other.setViewportSize({ width: 1280, height: 900 });
  await other.goto(shared);
  await expect(range(other)).toHaveText('Showing 1 to 2 of 2 products');
  await expect(chip(other, 'Summit Peak')).toBeVisible();
  await expect(chip(other, '$50.00 - $300.00')).toBeVisible();
  await expect(cardNames(other)).toHaveText(['Backpacking Stove', 'Summit 2-Person Tent']);
  await expect(group(other, 'manufacturer').getByLabel('Summit Peak (2)')).toBeChecked();
  await other.close();

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price (High > Low)' });
  await expect(page).toHaveURL(/sortby=highest_first/);
  await expect(cardNames(page)).toHaveText(['Summit 2-Person Tent', 'Backpacking Stove']);

  // Reset All keeps the sort; the pager's numbers are links to each page.
  await page.getByRole('button', { name: 'Reset All' }).click();
  await expect(range(page)).toHaveText('Showing 1 to 20 of 21 products');
  await expect(cardNames(page).first()).toHaveText('Family Cabin Tent');
  const pager = page.getByRole('list', { name: 'Pages' });
  await expect(pager.getByRole('link', { name: '2' })).toHaveAttribute(
    'href',
    '/category/camping?sortby=highest_first&page=2',
  );
  await pager.getByRole('link', { name: '2' }).click();
  await expect(page).toHaveURL(/\/category\/camping\?sortby=highest_first&page=2$/);
  await expect(range(page)).toHaveText('Showing 21 to 21 of 21 products');
  await expect(cardNames(page)).toHaveText(['Emergency Blanket']);
});

test('a manufacturer page filters by category and rating', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origin}/manufacturer/summit-peak`);
  await expect(page.getByRole('heading', { name: 'Summit Peak', level: 1 })).toBeVisible();
  await expect(group(page, 'manufacturer')).toHaveCount(0);
  await group(page, 'category')
    .getByLabel(/^Tents \(\d+\)$/)
    .click();
  await expect(page).toHaveURL(/\/manufacturer\/summit-peak\?flt=category%3A\d+$/);
  await expect(chip(page, 'Tents')).toBeVisible();
  await expect(cardNames(page)).toContainText(['Summit 2-Person Tent']);
  for (const name of await cardNames(page).allTextContents()) expect(name).toMatch(/Tent/);
});

/** Sideways scrolling of the page, and elements sticking out of their product card. */
async function overflow(page: Page) {
  return page.evaluate(() => ({
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    spilling: [...document.querySelectorAll('.product-card')].filter((card) => {
      const box = card.getBoundingClientRect();
      return [...card.querySelectorAll('*')].some((el) => el.getBoundingClientRect().right > box.right + 1);
    }).length,
  }));
}

test('a filtered category looks right at desktop and phone widths, without sideways scrolling', async ({
  page,
}, testInfo) => {
  const address = `${origin}/category/camping?flt=manufacturer%3A1%7Cprice%3A50-300`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(address);
  await expect(range(page)).toHaveText(/Showing 1 to \d+ of \d+ products/);
  await page.screenshot({ path: testInfo.outputPath('category-filtered-desktop.png'), fullPage: true });
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${origin}/category/camping`);
    await expect(range(page)).toHaveText('Showing 1 to 20 of 21 products');
    // Narrow cards two to a row: badges such as 'Buy More Save More' wrap inside them.
    expect(await overflow(page)).toEqual({ sideways: 0, spilling: 0 });
    // Filters start closed on a phone; opened, they sit above the products.
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await expect(sidebar(page)).toBeVisible();
    await page.goto(address);
    await expect(range(page)).toHaveText(/Showing 1 to \d+ of \d+ products/);
    await expect(chip(page, 'Summit Peak')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`category-filtered-${width}.png`), fullPage: true });
    expect(await overflow(page)).toEqual({ sideways: 0, spilling: 0 });
    // Back to the closed sidebar for the next width.
    await page.getByRole('button', { name: 'Hide Filters' }).click();
  }
});
