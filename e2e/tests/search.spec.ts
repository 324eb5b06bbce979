import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { port, shopOrigin } from './helpers';

// The demo catalogue has too few products of one manufacturer for a second page after
// filtering, so this file adds its own (and removes them afterwards): 30 "Ember Camp Mug"s
// of a new manufacturer priced 11 … 40, and 3 "Ember Lantern"s of a seeded one.
const owner = { email: 'owner@demo.example', password: 'emporia-owner' };
const origin = shopOrigin('demo');
// Node resolves no *.localhost names; 127.0.0.1 reaches the default shop, the demo shop.
const api = `http://127.0.0.1:${port}/api/v1`;

let headers: Record<string, string>;
const created: number[] = [];
let emberWorks = 0;

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post(`${api}/admin-login`, { data: owner });
  expect(res.ok(), await res.text()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).data.token}` };
}

test.beforeAll(async ({ request }) => {
  headers = await adminHeaders(request);
  const brand = await request.post(`${api}/admin/manufacturers`, { headers, data: { name: 'Ember Works' } });
  expect(brand.ok(), await brand.text()).toBe(true);
  emberWorks = (await brand.json()).data.id;
  const brands = (await (await request.get(`${api}/admin/manufacturers`, { headers })).json()).data as {
    id: number;
    name: string;
  }[];
  const wildcraft = brands.find((b) => b.name === 'Wildcraft')!.id;
  const products = [
    ...Array.from({ length: 30 }, (_, i) => ({
      name: `Ember Camp Mug ${i + 1}`,
      price: 11 + i,
      brand: emberWorks,
    })),
    ...Array.from({ length: 3 }, (_, i) => ({
      name: `Ember Lantern ${i + 1}`,
      price: 50 + i,
      brand: wildcraft,
    })),
  ];
  for (const [i, p] of products.entries()) {
    const res = await request.post(`${api}/admin/products`, {
      headers,
      data: {
        type: 'simple',
        sku: `E2E-EMBER-${i + 1}`,
        price: p.price,
        quantity: 5,
        manufacturer_id: p.brand,
        translations: [{ locale: 'en', name: p.name }],
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    created.push((await res.json()).data.id);
  }
});

test.afterAll(async ({ request }) => {
  for (const id of created) await request.delete(`${api}/admin/products/${id}`, { headers });
  if (emberWorks) await request.delete(`${api}/admin/manufacturers/${emberWorks}`, { headers });
});

const sidebar = (page: Page) => page.locator('#search-sidebar');
const group = (page: Page, name: string) => sidebar(page).locator(`[data-group="${name}"]`);
const range = (page: Page) => page.locator('.search-range');
const cardNames = (page: Page) => page.locator('.product-card-name');

test('search from the header, filter, choose a price range, sort, page, reload and reset', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origin}/`);
  await page.getByRole('search').getByRole('searchbox').fill('ember');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/extend\/advanced-search\?keyword=ember$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ember');
  await expect(page).toHaveTitle('ember Search Results | Emporia Gear Co.');
  await expect(range(page)).toHaveText('Showing 1 to 20 of 33 products');
  await expect(cardNames(page)).toHaveCount(20);

  // A manufacturer: the chip appears, the URL carries flt, the other manufacturer keeps its count.
  const manufacturers = group(page, 'manufacturer');
  await expect(manufacturers.getByLabel('Ember Works (30)')).toBeVisible();
  await expect(manufacturers.getByLabel('Wildcraft (3)')).toBeVisible();
  // The box follows the URL, which the click rewrites: click, then see it checked.
  await manufacturers.getByLabel('Ember Works (30)').click();
  await expect(manufacturers.getByLabel('Ember Works (30)')).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`flt=manufacturer%3A${emberWorks}$`));
  await expect(page.getByRole('button', { name: 'Remove Ember Works' })).toBeVisible();
  await expect(range(page)).toHaveText('Showing 1 to 20 of 30 products');
  await expect(manufacturers.getByLabel('Wildcraft (3)')).toBeVisible();
  await expect(group(page, 'rating').getByLabel('Excellent & Up (0)')).toBeDisabled();

  // A price range, bounded by the results' prices.
  await page.getByRole('button', { name: 'Price Range' }).click();
  const lowest = page.getByLabel('Lowest price');
  await expect(lowest).toHaveAttribute('step', '0.01');
  await expect(lowest).toHaveAttribute('min', '11');
  await expect(page.getByLabel('Highest price')).toHaveAttribute('max', '40');
  await lowest.fill('12');
  await page.getByLabel('Highest price').fill('35');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/price%3A12-35/);
  await expect(page.getByRole('button', { name: 'Remove $12.00 - $35.00' })).toBeVisible();
  await expect(range(page)).toHaveText('Showing 1 to 20 of 24 products');

  // Sort, then the second page.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price (High > Low)' });
  await expect(page).toHaveURL(/sortby=highest_first/);
  await expect(cardNames(page).first()).toHaveText('Ember Camp Mug 25');
  await page.getByRole('list', { name: 'Pages' }).getByText('2', { exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(range(page)).toHaveText('Showing 21 to 24 of 24 products');
  await expect(cardNames(page).first()).toHaveText('Ember Camp Mug 5');

  // A reload keeps everything: it all lives in the URL.
  await page.reload();
  await expect(range(page)).toHaveText('Showing 21 to 24 of 24 products');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('highest_first');
  await expect(page.getByRole('button', { name: 'Remove Ember Works' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove $12.00 - $35.00' })).toBeVisible();

  // Product links use the product's slug.
  await cardNames(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/ember-camp-mug-5$/);
  await page.goBack();

  await page.getByRole('button', { name: 'Reset All' }).click();
  await expect(page).not.toHaveURL(/flt=|page=/);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(range(page)).toHaveText('Showing 1 to 20 of 33 products');
});

test('the sidebar remembers being closed, its folded groups and "see more"', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origin}/extend/advanced-search?keyword=staff`);
  await expect(sidebar(page)).toBeVisible();
  const manufacturerOptions = group(page, 'manufacturer').locator('.search-filter-option');
  await expect(manufacturerOptions).toHaveCount(5);
  await group(page, 'manufacturer').getByRole('button', { name: 'See more' }).click();
  await expect(manufacturerOptions).not.toHaveCount(5);
  const allManufacturers = await manufacturerOptions.count();
  await group(page, 'category').getByRole('button', { name: 'Category' }).click();
  await expect(group(page, 'category').locator('.search-filter-option')).toHaveCount(0);
  await page.getByRole('button', { name: 'Hide Filters' }).click();
  await expect(sidebar(page)).toHaveCount(0);

  await page.reload();
  await expect(page.locator('.search-range')).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await expect(group(page, 'category').locator('.search-filter-option')).toHaveCount(0);
  await expect(group(page, 'category').getByRole('button', { name: 'Category' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(manufacturerOptions).toHaveCount(allManufacturers);
});

test('a narrow window starts with the sidebar closed', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(`${origin}/extend/advanced-search?keyword=ember`);
  await expect(range(page)).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show Filters' })).toHaveAttribute('aria-expanded', 'false');
  // Two cards to a row on small screens.
  const [first, second, third] = await Promise.all(
    [0, 1, 2].map((i) => cardNames(page).nth(i).boundingBox()),
  );
  expect(first!.y).toBe(second!.y);
  expect(third!.y).toBeGreaterThan(first!.y);
});

test('old search links, an empty result and a refused search', async ({ page }) => {
  await page.goto(`${origin}/search-result/ember`);
  await expect(page).toHaveURL(/\/extend\/advanced-search\?keyword=ember$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ember');

  await page.goto(`${origin}/extend/advanced-search?keyword=zzqqxxv`);
  await expect(page.getByText('There is no product in this keyword.')).toBeVisible();

  await page.goto(`${origin}/extend/advanced-search?keyword=ember&flt=color:red`);
  await expect(page.locator('.alert-danger')).toHaveText("'color' is not a filter of this search.");
  await expect(page.locator('.search-range')).toHaveCount(0);
});
