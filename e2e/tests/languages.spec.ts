import { expect, test } from '@playwright/test';
import { port, shopOrigin, signInDemoOwner } from './helpers';

// Issue 15: the merchant adds French (setting/language), translates a product, and a shopper
// switches the storefront to French: the product's French name, the French wording and a
// server-rendered <html lang="fr"> on the next page. French is removed again at the end, so
// the demo shop other specs read stays in one language.
const origin = shopOrigin('demo');
// Node resolves no *.localhost names; 127.0.0.1 reaches the demo shop.
const api = `http://127.0.0.1:${port}/api/v1/admin/settings/languages`;

test('the merchant adds French and translates a product; the shopper switches to French', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInDemoOwner(page, origin);
  const token = await page.evaluate(() => localStorage.getItem('emporia.admin_token'));
  const auth = { authorization: `Bearer ${token}` };
  await page.request.delete(`${api}/fr`, { headers: auth });
  try {
    await page.goto(`${origin}/admin/setting/index`);
    await page
      .getByRole('link', { name: /Languages/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row', { name: /French/ })).toContainText('Enabled');
    // The default language stays: refused with the reason.
    await page.getByRole('button', { name: 'Disable English' }).click();
    await expect(page.getByText('The default language cannot be disabled.', { exact: false })).toBeVisible();
    await page.screenshot({ path: 'test-results/languages-settings.png', fullPage: true });

    await page.goto(`${origin}/admin/product/all?search=Basecamp%20Camp%20Chair`);
    await page.getByRole('link', { name: 'Basecamp Camp Chair' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Product: Basecamp Camp Chair' })).toBeVisible();
    await page.getByRole('tab', { name: 'Français' }).click();
    await page.locator('#name-fr').fill('Chaise de camp Basecamp');
    await page.locator('#slug-fr').fill('chaise-de-camp-basecamp');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /saved|updated/i })).toBeVisible();

    // A brand's name in French: the header's brand menu follows the switch without a reload.
    await page.goto(`${origin}/admin/product/manufacturer/all`);
    await page.getByRole('link', { name: 'Summit Peak', exact: true }).click();
    await page.getByLabel('Name (Français)').fill('Sommet Pic');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved.')).toBeVisible();

    await page.goto(`${origin}/basecamp-camp-chair`);
    await expect(page.getByRole('heading', { level: 1, name: 'Basecamp Camp Chair' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chaise de camp Basecamp' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
    // Prices are written the French way (decimal comma) and the brand menu speaks French.
    await expect(page.locator('.product-price .price-current').first()).toHaveText(/\d,\d{2}/);
    await page.getByRole('button', { name: 'Brands' }).click();
    await expect(page.getByRole('link', { name: 'Sommet Pic' })).toBeVisible();

    // The next page is rendered in French by the server: the choice travels in the `language` cookie.
    const rendered = await page.request.get(`http://127.0.0.1:${port}/chaise-de-camp-basecamp`, {
      headers: { cookie: 'language=fr' },
    });
    expect(rendered.headers().vary).toMatch(/cookie/i);
    const html = await rendered.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('Chaise de camp Basecamp');
    await page.goto(`${origin}/`);
    await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
    await page.screenshot({ path: 'test-results/languages-storefront.png' });
  } finally {
    await page.request.delete(`${api}/fr`, { headers: auth });
    await page.context().clearCookies();
  }
});
