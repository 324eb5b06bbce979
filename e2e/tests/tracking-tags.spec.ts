import { expect, test } from '@playwright/test';
import { port, shopOrigin, signInDemoOwner } from './helpers';

// Issue 16 (third-party tags): the merchant sets an analytics measurement id and a social-ad
// pixel in General Settings (with the page's one Save); the storefront loads both (the pixel hears page views, product views
// and adds to cart), the admin loads neither. The tag scripts are stubbed: no internet here.
const origin = shopOrigin('demo');
const api = `http://127.0.0.1:${port}/api/v1/admin/settings/tracking-tags`;

test('a measurement id and a pixel set in General Settings load on the storefront, not in the admin', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const tagRequests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    tagRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' });
  });
  await page.route('https://connect.facebook.net/**', (route) => {
    tagRequests.push(route.request().url());
    // The real pixel drains the queue its snippet made, then takes calls directly.
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__pixel = [...window.fbq.queue]; window.fbq.callMethod = (...args) => window.__pixel.push(args);',
    });
  });
  await signInDemoOwner(page, origin);
  const token = await page.evaluate(() => localStorage.getItem('emporia.admin_token'));
  try {
    await page.goto(`${origin}/admin/setting/general`);
    const card = page.getByRole('region', { name: 'Tags and tracking' });
    // Issue 32: the page has one Save, and it saves every field on the page, or none.
    await expect(page.getByRole('button', { name: 'Update tags' })).toHaveCount(0);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toHaveCount(1);
    const telephone = page.getByLabel('Telephone');
    const telephoneBefore = await telephone.inputValue();
    await telephone.fill('555-0199');
    await card.getByLabel('Social-ad pixel id').fill('not-a-pixel');
    await save.click();
    await expect(card.getByText('A pixel id is a number of 6 to 20 digits.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Telephone')).toHaveValue(telephoneBefore);

    await card.getByLabel('Analytics measurement id').fill('G-E2ETEST01');
    await card.getByLabel('Social-ad pixel id').fill('123456789012');
    await save.click();
    await expect(page.getByText('Updated!')).toHaveCount(1);
    await page.screenshot({ path: 'test-results/tracking-tags.png', fullPage: true });
    expect(tagRequests).toEqual([]);
    await page.reload();
    await expect(card.getByLabel('Analytics measurement id')).toHaveValue('G-E2ETEST01');

    await page.goto(`${origin}/`);
    await expect.poll(() => tagRequests.some((u) => u.includes('gtag/js?id=G-E2ETEST01'))).toBe(true);
    await expect.poll(() => tagRequests.some((u) => u.endsWith('/fbevents.js'))).toBe(true);
    const pixelCalls = () =>
      page.evaluate(() => JSON.stringify((window as { __pixel?: unknown[] }).__pixel ?? []));
    await expect.poll(pixelCalls).toContain('"init","123456789012"');
    await expect.poll(pixelCalls).toContain('"PageView"');

    await page.goto(`${origin}/basecamp-camp-chair`);
    await expect.poll(pixelCalls).toContain('"ViewContent"');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect.poll(pixelCalls).toContain('"AddToCart"');

    // The admin is the same app on the same host, and loads no tag at all.
    const before = tagRequests.length;
    await page.goto(`${origin}/admin/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await page.locator('script[src*="googletagmanager"], script[src*="facebook"]').count()).toBe(0);
    expect(tagRequests.length).toBe(before);
  } finally {
    await page.request.put(api, { headers: { authorization: `Bearer ${token}` }, data: {} });
  }
});
