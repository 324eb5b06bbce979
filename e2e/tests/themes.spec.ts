import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { demoOwner, port, shopOrigin, signInDemoOwner } from './helpers';

// Issue 14: the merchant switches to the second theme and changes its primary colour. The editor's
// live preview follows before anything is saved; after saving, the shopper's storefront wears the
// new colour on the next page load, with no rebuild. The shop goes back to Classic at the end, as
// the other browser tests expect the default look.
const origin = shopOrigin('demo');

const backgroundOf = (button: Locator) =>
  button.evaluate((element) => getComputedStyle(element).backgroundColor);
const searchButton = (scope: Page | FrameLocator) =>
  scope.getByRole('search').getByRole('button', { name: 'Search' });

/** Back to the default look the other browser tests expect: Classic, no logo. */
test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const api = `http://127.0.0.1:${port}/api/v1`;
  const login = await request.post(`${api}/admin-login`, { data: demoOwner });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  expect((await request.post(`${api}/admin/appearance/themes/classic/activate`, { headers })).ok()).toBe(
    true,
  );
  expect((await request.delete(`${api}/admin/appearance/logo`, { headers })).ok()).toBe(true);
  // Trailhead as it comes, so a retry starts where the first attempt did.
  const trailhead = await request.get(`${api}/admin/appearance/themes/trailhead`, { headers });
  const defaults = (await trailhead.json()).data.theme.defaults;
  expect(
    (await request.put(`${api}/admin/appearance/themes/trailhead`, { headers, data: defaults })).ok(),
  ).toBe(true);
  await request.dispose();
});

/** A 4:1 logo with a transparent background. */
const logoPng = () =>
  sharp({ create: { width: 480, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120"><rect x="4" y="4" width="112" height="112" rx="24" fill="#2d6a4f"/><text x="136" y="84" font-size="64" font-family="serif" font-weight="bold" fill="#2b2620">EMPORIA</text></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

test('switch to the second theme, change its primary colour: preview first, then the storefront', async ({
  page,
}) => {
  // Three pages load the whole storefront (the shopper's, the admin's and the preview's) on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`${origin}/`);
  // Classic: its brand blue (ADR 0128).
  await expect.poll(() => backgroundOf(searchButton(page))).toBe('rgb(31, 95, 139)');

  // A shared cache holds the home page by its tag (ADR 0044).
  const home = `http://127.0.0.1:${port}/`;
  const cachedTag = (await page.request.get(home)).headers().etag;
  expect(cachedTag).toMatch(/^W\//);

  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/dashboard`);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Appearance' })
    .click();
  await page.getByRole('link', { name: 'Themes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Themes' })).toBeVisible();
  const classic = page.getByRole('region', { name: 'Classic' });
  await expect(classic.getByText('Live', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/themes-index.png', fullPage: true });

  await page.getByRole('button', { name: 'Use this theme: Trailhead' }).click();
  await expect(page.getByText('Trailhead is now the live theme.')).toBeVisible();
  await page.getByRole('link', { name: 'Customise Trailhead' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Customise Trailhead/ })).toBeVisible();

  const preview = page.frameLocator('iframe[title="Storefront preview"]');
  // The preview draws the storefront at desktop width: its header's search button shows.
  await expect.poll(() => backgroundOf(searchButton(preview))).toBe('rgb(45, 106, 79)');
  // Typing a colour changes the preview before anything is saved.
  await page.getByLabel('Primary colour', { exact: true }).fill('#8e1b5a');
  await expect.poll(() => backgroundOf(searchButton(preview))).toBe('rgb(142, 27, 90)');
  // A text colour too close to the background is refused on its field (theme-contrast.spec.ts).
  await page.getByLabel('Text colour', { exact: true }).fill('#bbbbbb');
  await expect(page.getByText(/Text in this colour would have a contrast of/)).toBeVisible();
  await page.getByLabel('Text colour', { exact: true }).fill('#2b2620');
  await expect(page.getByText(/Text in this colour would have a contrast of/)).toHaveCount(0);
  // Hiding a home section hides it in the preview.
  await expect(preview.getByRole('heading', { name: 'Deals' })).toBeVisible();
  await page.getByLabel('Show Deals').uncheck();
  await expect(preview.getByRole('heading', { name: 'Deals' })).toHaveCount(0);
  // An impossible colour is refused with its field's message.
  await page.getByLabel('Links colour', { exact: true }).fill('green');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('Enter a colour as # and six hexadecimal digits, such as #0d6efd.'),
  ).toBeVisible();
  await page.getByLabel('Links colour', { exact: true }).fill('#1f5a3d');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved. Shoppers see the change on their next page.')).toBeVisible();
  await page
    .getByLabel('Upload a logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
  await expect(page.getByRole('img', { name: 'Emporia Gear Co. logo' })).toBeVisible();
  await page.screenshot({ path: 'test-results/themes-editor.png' });

  // The theme is part of the page's tag: the cached copy is stale at once, not after a minute.
  const revalidated = await page.request.get(home, { headers: { 'if-none-match': cachedTag! } });
  expect(revalidated.status()).toBe(200);
  expect(revalidated.headers().etag).not.toBe(cachedTag);
  expect(await revalidated.text()).toContain('--bs-primary:#8e1b5a');

  // The shopper: a fresh browser context, no admin token.
  const shopper = await page.context().browser()!.newPage();
  await shopper.setViewportSize({ width: 1400, height: 1000 });
  await shopper.goto(`${origin}/`);
  await expect.poll(() => backgroundOf(searchButton(shopper))).toBe('rgb(142, 27, 90)');
  expect(
    await shopper.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bs-primary')),
  ).toBe('#8e1b5a');
  // Trailhead's pill buttons and warm page.
  expect(
    await searchButton(shopper).evaluate((element) => getComputedStyle(element).borderTopRightRadius),
  ).toBe('50px');
  expect(await shopper.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(251, 248, 241)',
  );
  // The logo in the header, at its stored size so the header does not move while it loads.
  const logo = shopper.getByRole('link', { name: 'Emporia Gear Co.' }).getByRole('img');
  await expect(logo).toHaveAttribute('width', '160');
  await expect(logo).toHaveAttribute('height', '40');
  await expect(shopper.getByRole('heading', { name: 'Deals' })).toHaveCount(0);
  await expect(shopper.getByRole('heading', { name: "What's Hot" })).toBeVisible();
  await shopper.screenshot({ path: 'test-results/themes-storefront.png', fullPage: true });
  await shopper.close();
});
