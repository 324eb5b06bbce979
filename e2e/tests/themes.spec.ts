import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import { shopOrigin, signInDemoOwner } from './helpers';

// Issue 14: the merchant switches to the second theme and changes its primary colour. The editor's
// live preview follows before anything is saved; after saving, the shopper's storefront wears the
// new colour on the next page load, with no rebuild. The shop goes back to Classic at the end, as
// the other browser tests expect the default look.
const origin = shopOrigin('demo');

const backgroundOf = (button: Locator) =>
  button.evaluate((element) => getComputedStyle(element).backgroundColor);
const searchButton = (scope: Page | FrameLocator) =>
  scope.getByRole('search').getByRole('button', { name: 'Search' });

async function useTheme(page: Page, name: string) {
  await page.goto(`${origin}/admin/appearance/theme/index`);
  await page.getByRole('button', { name: `Use the ${name} theme` }).click();
  await expect(page.getByText(`${name} is now the live theme.`)).toBeVisible();
}

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInDemoOwner(page, origin);
  await useTheme(page, 'Classic');
  await page.close();
});

test('switch to the second theme, change its primary colour: preview first, then the storefront', async ({
  page,
}) => {
  // Three pages load the whole storefront (the shopper's, the admin's and the preview's) on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`${origin}/`);
  // Classic: Bootstrap's blue.
  await expect.poll(() => backgroundOf(searchButton(page))).toBe('rgb(13, 110, 253)');

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

  await page.getByRole('button', { name: 'Use the Trailhead theme' }).click();
  await expect(page.getByText('Trailhead is now the live theme.')).toBeVisible();
  await page.getByRole('link', { name: 'Customise Trailhead' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Customise Trailhead/ })).toBeVisible();

  const preview = page.frameLocator('iframe[title="Storefront preview"]');
  // The preview draws the storefront at desktop width: its header's search button shows.
  await expect.poll(() => backgroundOf(searchButton(preview))).toBe('rgb(45, 106, 79)');
  // Typing a colour changes the preview before anything is saved.
  await page.getByLabel('Primary colour', { exact: true }).fill('#8e1b5a');
  await expect.poll(() => backgroundOf(searchButton(preview))).toBe('rgb(142, 27, 90)');
  // A text colour too close to the background is warned about, not refused.
  await page.getByLabel('Text colour', { exact: true }).fill('#bbbbbb');
  await expect(page.getByText(/Text on the background have a contrast of/)).toBeVisible();
  await page.getByLabel('Text colour', { exact: true }).fill('#2b2620');
  await expect(page.getByText(/Text on the background have a contrast of/)).toHaveCount(0);
  // An impossible colour is refused with its field's message.
  await page.getByLabel('Links colour', { exact: true }).fill('green');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('Enter a colour as # and six hexadecimal digits, such as #0d6efd.'),
  ).toBeVisible();
  await page.getByLabel('Links colour', { exact: true }).fill('#1f5a3d');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved. Shoppers see the change on their next page.')).toBeVisible();
  await page.screenshot({ path: 'test-results/themes-editor.png', fullPage: true });

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
  await shopper.screenshot({ path: 'test-results/themes-storefront.png', fullPage: true });
  await shopper.close();
});
