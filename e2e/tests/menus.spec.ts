import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demoOwner, port, type SavedMenuItem, savableMenu, shopOrigin, signInDemoOwner } from './helpers';

// Issue 14: the merchant builds the header menu (a nested item, reordered by dragging) and
// rearranges the footer block; the shopper's storefront header and footer follow.
const origin = shopOrigin('demo');
const api = `http://127.0.0.1:${port}/api/v1`;

async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post(`${api}/admin-login`, { data: demoOwner });
  return { authorization: `Bearer ${(await login.json()).data.token as string}` };
}

/** Drags a row by its handle: `dx` sideways (levels of 32 px), then onto the row named `onto`. */
async function drag(page: Page, name: string, { dx = 0, onto }: { dx?: number; onto?: string }) {
  const handle = page.getByRole('button', { name: `Drag ${name}` });
  const from = (await handle.boundingBox())!;
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 6, y, { steps: 3 });
  let toY = y;
  if (onto) {
    const target = (await page.getByRole('button', { name: `Drag ${onto}` }).boundingBox())!;
    toY = target.y + target.height / 4;
  }
  await page.mouse.move(x + dx, toY, { steps: 12 });
  await page.mouse.up();
  // dnd-kit swallows clicks for 50 ms after a drop (so the drop does not click what it landed
  // on); a test clicking Save sooner than a person could would lose its click.
  await page.waitForTimeout(100);
}

let seeded: Record<string, SavedMenuItem[]> = {};
test.beforeAll(async ({ request }) => {
  const headers = await ownerHeaders(request);
  for (const handle of ['main-menu', 'footer']) {
    seeded[handle] = savableMenu(
      (await (await request.get(`${api}/admin/menus/${handle}`, { headers })).json()).data.items,
    );
  }
});

// Browser tests share one server: the demo shop gets its seeded menus back.
test.afterAll(async ({ request }) => {
  const headers = await ownerHeaders(request);
  for (const [handle, items] of Object.entries(seeded)) {
    const res = await request.put(`${api}/admin/menus/${handle}`, { headers, data: { items } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  seeded = {};
});

test('the demo shop’s seeded header opens its categories, sub-categories and brands', async ({
  page,
}, testInfo) => {
  await page.goto(`${origin}/`);
  const nav = page.getByRole('navigation', { name: 'Shop', exact: true });
  await nav.getByRole('button', { name: 'Shop by Category' }).click();
  await expect(nav.getByRole('link', { name: 'Camping', exact: true })).toHaveAttribute(
    'href',
    '/category/camping',
  );
  await expect(nav.getByRole('link', { name: 'Tents' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('storefront-seeded-header.png') });
  await nav.getByRole('button', { name: 'Brands' }).click();
  await expect(nav.getByRole('link', { name: 'Summit Peak' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Tents' })).toBeHidden();
});

test('the merchant builds a header menu with a nested item and reorders it → the storefront header follows', async ({
  page,
  request,
}, testInfo) => {
  // The editor starts from an empty header menu.
  await request.delete(`${api}/admin/menus/main-menu`, { headers: await ownerHeaders(request) });
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/appearance/menu/index`);
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
  await expect(page.getByText('Not set up yet: the storefront shows its built-in links.')).toBeVisible();
  await page.getByRole('link', { name: 'Main menu' }).click();
  await expect(page).toHaveURL(/\/admin\/appearance\/menu\/main-menu\/bar$/);
  await expect(page.getByText('No items yet: add the first one below.')).toBeVisible();

  const add = page.locator('form', { has: page.getByRole('button', { name: 'Add item' }) });
  // A web address must be one: refused next to the field.
  await add.getByLabel('Links to').selectOption({ label: 'Web address' });
  await add.getByLabel('Address').fill('javascript:alert(1)');
  await add.getByRole('button', { name: 'Add item' }).click();
  await expect(
    add.getByText('Enter an address starting with https://, http:// or / (a page of this shop).'),
  ).toBeVisible();

  await add.getByLabel('Links to').selectOption({ label: 'Category' });
  await add.getByLabel('Category', { exact: true }).selectOption({ label: 'Camping — Top-level category' });
  await add.getByRole('button', { name: 'Add item' }).click();
  await add.getByLabel('Category', { exact: true }).selectOption({ label: 'Tents — in Camping' });
  await add.getByRole('button', { name: 'Add item' }).click();
  await add.getByLabel('Links to').selectOption({ label: 'Shop page' });
  await add.getByLabel('Page').selectOption({ label: 'Learning Center (/blog)' });
  await add.getByLabel('Label').fill('Guides');
  await add.getByRole('button', { name: 'Add item' }).click();

  // Tents dragged right nests under Camping; Guides dragged above Camping goes first.
  await drag(page, 'Tents', { dx: 48 });
  await expect(page.getByRole('listitem', { name: 'Dropdown item: Tents' })).toHaveAttribute(
    'data-depth',
    '1',
  );
  await drag(page, 'Guides', { onto: 'Camping' });
  const rows = page.locator('.menu-editor-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toHaveAccessibleName('Top item: Guides');
  await expect(rows.nth(1)).toHaveAccessibleName('Top item: Camping');
  await expect(rows.nth(2)).toHaveAccessibleName('Dropdown item: Tents');
  await page.getByRole('button', { name: 'Save menu' }).click();
  await expect(page.getByText('Saved! The storefront shows this menu now.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-menu-bar.png'), fullPage: true });

  // The shopper's header: Guides, then Camping opening onto Tents.
  await page.goto(`${origin}/`);
  const nav = page.getByRole('navigation', { name: 'Shop', exact: true });
  await expect(nav.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/blog');
  const camping = nav.getByRole('button', { name: 'Camping' });
  const guidesBox = (await nav.getByRole('link', { name: 'Guides' }).boundingBox())!;
  expect(guidesBox.x).toBeLessThan((await camping.boundingBox())!.x);
  await expect(nav.getByRole('button', { name: 'Shop by Category' })).toHaveCount(0);
  await camping.click();
  await expect(nav.getByRole('link', { name: 'All Camping' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('storefront-header-dropdown.png') });
  await nav.getByRole('link', { name: 'Tents' }).click();
  await expect(page).toHaveURL(/\/category\/tents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tents' })).toBeVisible();

  // On a phone the same menu opens inside the collapsed navigation.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await nav.getByRole('button', { name: 'Camping' }).click();
  await expect(nav.getByRole('link', { name: 'Tents' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('storefront-phone-menu.png') });
});

test('the merchant moves a footer column and adds a link → the storefront footer follows', async ({
  page,
}, testInfo) => {
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/appearance/menu/index`);
  await page.getByRole('link', { name: 'Footer menu' }).click();
  await expect(page).toHaveURL(/\/admin\/appearance\/menu\/footer\/block$/);
  await expect(page.getByRole('listitem', { name: 'Column: About' })).toBeVisible();

  // The About column moves to the front (the arrow buttons are the keyboard's way).
  await page.getByRole('button', { name: 'Move About up' }).click();
  await page.getByRole('button', { name: 'Move About up' }).click();
  const add = page.locator('form', { has: page.getByRole('button', { name: 'Add item' }) });
  await add.getByLabel('Links to').selectOption({ label: 'Web address' });
  await add.getByLabel('Address').fill('https://example.com/our-story');
  await add.getByLabel('Label').fill('Our story');
  await add.getByRole('button', { name: 'Add item' }).click();
  // The new link joins the last column (Customer Service) by being nested under the row above it.
  await page.getByRole('button', { name: 'Nest Our story under the item above' }).click();
  await expect(page.getByRole('listitem', { name: 'Link: Our story' })).toBeVisible();
  await page.getByRole('button', { name: 'Save menu' }).click();
  await expect(page.getByText('Saved! The storefront shows this menu now.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-menu-block.png'), fullPage: true });

  await page.goto(`${origin}/`);
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('heading')).toHaveText(['About', 'Shop', 'Customer Service']);
  await expect(footer.getByRole('link', { name: 'Our story' })).toHaveAttribute(
    'href',
    'https://example.com/our-story',
  );
  await footer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('storefront-footer.png') });
  await footer.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});
