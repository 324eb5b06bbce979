import { expect, test } from '@playwright/test';
import { demoOwner, port, shopOrigin, signInDemoOwner } from './helpers';

// Issue 36: the merchant builds the home page from sections in the theme editor. The live preview
// follows every change before saving; after saving, a plain GET of the home page (no script) has
// the new sections, server-rendered, in the merchant's order. The theme goes back to its defaults.
const origin = shopOrigin('demo');
const api = `http://127.0.0.1:${port}/api/v1`;

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const login = await request.post(`${api}/admin-login`, { data: demoOwner });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const classic = await request.get(`${api}/admin/appearance/themes/classic`, { headers });
  const defaults = (await classic.json()).data.theme.defaults;
  expect(
    (await request.put(`${api}/admin/appearance/themes/classic`, { headers, data: defaults })).ok(),
  ).toBe(true);
  await request.dispose();
});

test('a merchant adds, edits, reorders and hides home sections with a live preview; the storefront serves them', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/appearance/theme/edit/classic`);
  await expect(page.getByRole('heading', { level: 1, name: /Customise Classic/ })).toBeVisible();
  const preview = page.frameLocator('iframe[title="Storefront preview"]');
  await expect(preview.getByRole('heading', { name: 'Deals' })).toBeVisible();

  // A hero: its heading shows in the preview before anything is saved.
  const sections = page.locator('.home-sections-list');
  await page.getByLabel('Kind of section to add').selectOption({ label: 'Hero' });
  await page.getByRole('button', { name: 'Add section' }).click();
  await sections.getByLabel('Heading', { exact: true }).fill('Summer on the trail');
  await sections.getByLabel('Text', { exact: true }).fill('Light tents, warm bags, long days.');
  await expect(preview.getByRole('heading', { name: 'Summer on the trail' })).toBeVisible();
  await expect(preview.getByText('Light tents, warm bags, long days.')).toBeVisible();

  // Featured products, newest first, as a row that scrolls: the preview asks the server for them.
  await page.getByLabel('Kind of section to add').selectOption({ label: 'Featured products' });
  await page.getByRole('button', { name: 'Add section' }).click();
  await sections.getByLabel('Heading', { exact: true }).fill('Staff picks');
  await sections.getByLabel('Products', { exact: true }).selectOption({ label: 'Newest products' });
  await sections.getByLabel('How many to show (1–24)').fill('3');
  await sections.getByLabel('Layout').selectOption({ label: 'Row that scrolls sideways' });
  const picks = preview.getByRole('region', { name: 'Staff picks' });
  await expect(picks).toBeVisible();
  await expect(picks.getByRole('listitem')).toHaveCount(3);

  // Reorder: the button moves the hero up; Alt+↑ on its row moves Staff picks up past it, focus following.
  await page.getByRole('button', { name: 'Move Hero: Summer on the trail up' }).click();
  const row = page.getByRole('button', { name: 'Featured products: Staff picks', exact: true });
  await row.focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(row).toBeFocused();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(row).toBeFocused();
  const order = async () =>
    page
      .locator('.home-section-row')
      .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.section));
  const saved = await order();
  expect(saved.indexOf('featured_products-1')).toBeLessThan(saved.indexOf('hero-1'));

  // Hide a section: gone from the preview at once.
  await page.getByLabel('Show Deals').uncheck();
  await expect(preview.getByRole('heading', { name: 'Deals' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/home-sections-editor.png' });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved. Shoppers see the change on their next page.')).toBeVisible();

  // The storefront's HTML, without running a script, has the sections in the merchant's order.
  const html = await (await page.request.get(`http://127.0.0.1:${port}/`)).text();
  expect(html).toContain('Summer on the trail');
  expect(html).toContain('Staff picks');
  expect(html).not.toContain('id="home-deals"');
  expect(html.indexOf('Staff picks')).toBeLessThan(html.indexOf('Summer on the trail'));

  const shopper = await page.context().browser()!.newPage();
  await shopper.setViewportSize({ width: 1400, height: 1000 });
  await shopper.goto(`${origin}/`);
  await expect(shopper.getByRole('heading', { name: 'Summer on the trail' })).toBeVisible();
  await expect(shopper.getByRole('region', { name: 'Staff picks' }).getByRole('listitem')).toHaveCount(3);
  await shopper.screenshot({ path: 'test-results/home-sections-storefront.png', fullPage: true });
  await shopper.close();
});
