import { type APIRequestContext, expect, test } from '@playwright/test';
import { demoOwner, port, type SavedMenuItem, savableMenu, shopOrigin, signInDemoOwner } from './helpers';

// Issue 32: pages are their own content type. The merchant writes a page in the admin, edits it,
// links it from the footer menu, and a shopper opens it from the footer.
const origin = shopOrigin('demo');
const api = `http://127.0.0.1:${port}/api/v1`;

async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post(`${api}/admin-login`, { data: demoOwner });
  return { authorization: `Bearer ${(await login.json()).data.token as string}` };
}

// Browser tests share one server: the demo shop gets its seeded footer back, and loses the page.
let seededFooter: SavedMenuItem[] = [];
test.beforeAll(async ({ request }) => {
  const headers = await ownerHeaders(request);
  seededFooter = savableMenu(
    (await (await request.get(`${api}/admin/menus/footer`, { headers })).json()).data.items,
  );
});
test.afterAll(async ({ request }) => {
  const headers = await ownerHeaders(request);
  const res = await request.put(`${api}/admin/menus/footer`, { headers, data: { items: seededFooter } });
  expect(res.ok(), await res.text()).toBe(true);
  const pages = (await (await request.get(`${api}/admin/pages?keyword=gift`, { headers })).json()).data as {
    id: number;
  }[];
  if (pages.length)
    await request.post(`${api}/admin/pages/delete`, { headers, data: { ids: pages.map((p) => p.id) } });
});

test('the demo shop’s footer links its pages, server-rendered at /pages/{handle}', async ({ page }) => {
  await page.goto(`${origin}/`);
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  for (const [name, href] of [
    ['About us', '/pages/about-us'],
    ['Shipping & returns', '/pages/shipping-returns'],
    ['Privacy policy', '/pages/privacy-policy'],
    ['Terms of service', '/pages/terms-of-service'],
  ])
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
  // Without script the page is there: the server renders it. (Node resolves no *.localhost
  // names; 127.0.0.1 reaches the default shop, the demo shop.)
  const direct = `http://127.0.0.1:${port}`;
  const html = await (await page.request.get(`${direct}/pages/shipping-returns`)).text();
  expect(html).toContain('<h1');
  expect(html).toContain('Orders leave our warehouse within two working days.');
  expect(html).toContain('<link rel="canonical" href="');
  // The old address of a page moves to it.
  const legacy = await page.request.get(`${direct}/about-us`, { maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  expect(legacy.headers().location).toBe('/pages/about-us');
});

test('the merchant writes a page, edits it and links it from the footer → a shopper opens it there', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/dashboard`);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Appearance' })
    .click();
  await page.getByRole('link', { name: 'Pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Page' }).click();

  // An empty title is refused next to the field.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The title is required.')).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Gift Guide');
  await page
    .locator('.ck-editor__editable')
    .fill('Not sure what to give? Our team picked presents for every hiker.');
  await page.getByLabel('SEO description').fill('Presents for hikers, picked by our team.');
  const preview = page.getByRole('figure');
  await expect(preview).toContainText('/pages/…');
  await expect(preview).toContainText('Presents for hikers, picked by our team.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Page: Gift Guide' })).toBeVisible();
  await expect(page.getByLabel('Handle', { exact: true })).toHaveValue('gift-guide');

  // Edited: a new title and address; the old address will lead here.
  await page.getByLabel('Title', { exact: true }).fill('Gift Ideas');
  await page.getByLabel('Handle', { exact: true }).fill('gift-ideas');
  await expect(page.getByText('The old address /pages/gift-guide will lead here.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Page: Gift Ideas' })).toBeVisible();
  await expect(page.locator('.card-header').getByText('Published')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-page-editor.png'), fullPage: true });

  // Linked from the footer's first column.
  await page.goto(`${origin}/admin/appearance/menu/footer/block`);
  await expect(page.getByRole('listitem', { name: 'Column: About' })).toBeVisible();
  const add = page.locator('form', { has: page.getByRole('button', { name: 'Add item' }) });
  await add.getByLabel('Links to').selectOption({ label: 'Page (About us, policies…)' });
  await add.getByLabel('Page (About us, policies…)', { exact: true }).selectOption({
    label: 'Gift Ideas — Page, published',
  });
  await add.getByRole('button', { name: 'Add item' }).click();
  await page.getByRole('button', { name: 'Nest Gift Ideas under the item above' }).click();
  await page.getByRole('button', { name: 'Save menu' }).click();
  await expect(page.getByText('Saved! The storefront shows this menu now.')).toBeVisible();

  // A shopper finds it in the footer and opens it.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`${origin}/`);
  const footer = shopper.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  await footer.getByRole('link', { name: 'Gift Ideas' }).click();
  await expect(shopper).toHaveURL(`${origin}/pages/gift-ideas`);
  await expect(shopper.getByRole('heading', { level: 1, name: 'Gift Ideas' })).toBeVisible();
  await expect(shopper.getByText('Our team picked presents for every hiker.')).toBeVisible();
  await expect(shopper).toHaveTitle('Gift Ideas | Emporia Gear Co.');
  await shopper.screenshot({ path: testInfo.outputPath('storefront-page.png'), fullPage: true });
  // The first address still works.
  await shopper.goto(`${origin}/pages/gift-guide`);
  await expect(shopper).toHaveURL(`${origin}/pages/gift-ideas`);

  // Deleted after the admin's confirmation: the page is gone and so is its footer link.
  await page.goto(`${origin}/admin/appearance/page/all`);
  await page.getByRole('link', { name: 'Gift Ideas' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the page Gift Ideas?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gift Ideas' })).toHaveCount(0);
  await shopper.goto(`${origin}/pages/gift-ideas`);
  await expect(shopper).toHaveURL(`${origin}/page-not-found`);
  await expect(shopper.getByRole('contentinfo').getByRole('link', { name: 'Gift Ideas' })).toHaveCount(0);
});
