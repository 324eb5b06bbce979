import { expect, test } from '@playwright/test';
import { port, shopOrigin, signInDemoOwner } from './helpers';

// Issue 14: the merchant changes the product pages' title template in Appearance → Meta Tags;
// the product page's <title> follows at once, in the delivered HTML (a cached copy's ETag no
// longer matches) and in the browser. The default is restored afterwards.
const origin = shopOrigin('demo');
const api = `http://127.0.0.1:${port}/api/v1`;

test('change the product title template → the product page’s <title> follows', async ({ page }) => {
  test.setTimeout(90_000);
  await signInDemoOwner(page, origin);
  const token = await page.evaluate(() => localStorage.getItem('emporia.admin_token'));
  // 127.0.0.1 is the demo shop (Node resolves no *.localhost names).
  const before = await page.request.get(`http://127.0.0.1:${port}/summit-2-person-tent`);
  const etag = before.headers().etag;
  expect(await before.text()).toContain('<title>Summit 2-Person Tent | Emporia Gear Co.</title>');
  try {
    await page.goto(`${origin}/admin/dashboard`);
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('button', { name: 'Appearance' })
      .click();
    await page.getByRole('link', { name: 'Meta Tags' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meta Tags' })).toBeVisible();
    await page.getByRole('link', { name: 'Product pages' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meta Tags: Product pages' })).toBeVisible();

    const title = page.getByLabel('Title');
    await title.fill('{name} for {cost} | {shop}');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/\{cost\} is not filled on product pages/).first()).toBeVisible();

    await title.fill('Buy ');
    await page.getByRole('button', { name: 'Insert {name}' }).click();
    await title.press('End');
    await title.pressSequentially(' – only ');
    await page.getByRole('button', { name: 'Insert {price}' }).click();
    await title.press('End');
    await title.pressSequentially(' at {shop}');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved. Pages show the new title and description now.')).toBeVisible();
    await page.screenshot({ path: 'test-results/meta-tags-edit.png', fullPage: true });
    await page.getByRole('link', { name: '← All meta tags' }).click();
    await expect(page.getByRole('row', { name: /Product pages/ })).toContainText('Edited');
    await page.screenshot({ path: 'test-results/meta-tags-index.png', fullPage: true });

    const expected = /^Buy Summit 2-Person Tent – only \$[\d,.]+ at Emporia Gear Co\.$/;
    // A copy kept under the old ETag is stale: the server answers the new page.
    const after = await page.request.get(`http://127.0.0.1:${port}/summit-2-person-tent`, {
      headers: etag ? { 'if-none-match': etag } : {},
    });
    expect(after.status()).toBe(200);
    expect(/<title>([^<]*)<\/title>/.exec(await after.text())?.[1]).toMatch(expected);

    await page.goto(`${origin}/summit-2-person-tent`);
    await expect(page.getByRole('heading', { level: 1, name: 'Summit 2-Person Tent' })).toBeVisible();
    await expect(page).toHaveTitle(expected);
    // Opened from another page in the app, it is titled the same way.
    await page.goto(`${origin}/category/tents`);
    await page.getByRole('link', { name: 'Summit 2-Person Tent' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Summit 2-Person Tent' })).toBeVisible();
    await expect(page).toHaveTitle(expected);
  } finally {
    await page.request.delete(`${api}/admin/meta-templates/product`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
});
