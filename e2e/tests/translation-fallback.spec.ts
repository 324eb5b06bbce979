import { expect, test } from '@playwright/test';
import { port, shopOrigin, signInDemoOwner } from './helpers';

// Issue 32: the merchant adds French, gives product 3 only a French name and saves; a shopper
// switches the storefront to Français. The product's Description section must still be there,
// in the default language, under the French name (ADR 0107). French and product 3's texts are
// put back at the end, so the demo shop other specs read is as seeded.
const origin = shopOrigin('demo');
// Node resolves no *.localhost names; 127.0.0.1 reaches the demo shop.
const apiBase = `http://127.0.0.1:${port}/api/v1`;
const frenchName = 'Produit trois en français';

test('a product with only a French name shows the default description in French', async ({ page }) => {
  test.setTimeout(90_000);
  await signInDemoOwner(page, origin);
  const token = await page.evaluate(() => localStorage.getItem('emporia.admin_token'));
  const auth = { authorization: `Bearer ${token}` };
  await page.request.delete(`${apiBase}/admin/settings/languages/fr`, { headers: auth });
  const before = (await (await page.request.get(`${apiBase}/admin/products/3`, { headers: auth })).json())
    .data;
  try {
    // Admin Settings → Languages: add French.
    await page.goto(`${origin}/admin/setting/index`);
    await page
      .getByRole('link', { name: /Languages/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row', { name: /French/ })).toContainText('Enabled');

    // Product 3: only its French name, then Save.
    await page.goto(`${origin}/admin/product/3`);
    await expect(page.getByRole('heading', { name: /^Edit Product: / })).toBeVisible();
    const englishName = await page.locator('#name-en').inputValue();
    const englishSlug = await page.locator('#slug-en').inputValue();
    const englishMetaTitle = await page.locator('#meta-title-en').inputValue();
    await page.getByRole('tab', { name: 'Français' }).click();
    // Each empty French box shows the English text it stands for.
    await expect(page.locator('#meta-title-fr')).toHaveAttribute('placeholder', englishMetaTitle);
    await expect(page.locator('#name-fr')).toHaveAttribute('placeholder', englishName);
    await page.locator('#name-fr').fill(frenchName);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /saved|updated/i })).toBeVisible();
    await page.screenshot({ path: 'test-results/translation-fallback-admin.png', fullPage: true });

    // The storefront, switched to Français: the French name over the English description.
    await page.goto(`${origin}/${englishSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: englishName })).toBeVisible();
    const englishDescription = ((await page.locator('.product-description').textContent()) ?? '').trim();
    expect(englishDescription).not.toBe('');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: frenchName })).toBeVisible();
    await expect(page.locator('#description-heading')).toBeVisible();
    await expect(page.locator('.product-description')).toHaveText(englishDescription);

    // A fresh load is rendered by the server in French, with the same description.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: frenchName })).toBeVisible();
    await expect(page.locator('.product-description')).toHaveText(englishDescription);
    const rendered = await page.request.get(`http://127.0.0.1:${port}/${englishSlug}`, {
      headers: { cookie: 'language=fr' },
    });
    const html = await rendered.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(frenchName);
    expect(root).toContain('id="description-heading"');
    await page.screenshot({ path: 'test-results/translation-fallback-product-fr.png', fullPage: true });
  } finally {
    await page.request.put(`${apiBase}/admin/products/3`, { headers: auth, data: before });
    await page.request.delete(`${apiBase}/admin/settings/languages/fr`, { headers: auth });
    await page.context().clearCookies();
  }
});
