import { expect, type Page, test } from '@playwright/test';
import { linkMailedTo } from './accounts-mail';
import { port, shopOrigin, submitSignUp } from './helpers';
import { type OwnServer, startOwnServer } from './own-server';

// Issue 36 (ADR 0128): the six page types and an article, at a phone's 390 px and a laptop's
// 1366 px, for the demo shop and for a shop just signed up with its two sample products and no
// pictures, compared with the screenshots committed under docs/screenshots/ with a tolerance.
// What changes from run to run is masked (dates, the year) or held still (caret, animations).
// Under CI a missing screenshot fails (playwright.config.ts: updateSnapshots 'none').

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
] as const;

// One font stack Debian's Chromium has (fonts-liberation, fonts-dejavu): the system stack's
// first fonts differ between machines, pictures of them would not.
const pinnedFonts = `body,h1,h2,h3,h4,h5,h6,.h1,.h2,.h3,.h4,.h5,.h6,.navbar-brand,button,input,select,textarea{font-family:"Liberation Sans","DejaVu Sans",Arial,sans-serif!important}`;

async function snap(page: Page, name: string) {
  await page.addStyleTag({ content: pinnedFonts });
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: 0.02,
    threshold: 0.2,
    maskColor: '#dde3e8',
    mask: [
      page.locator('time'),
      page.locator('.home-latest-news .card-footer'),
      page.locator('.storefront-footer small'),
    ],
  });
}

async function visit(page: Page, url: string, heading: RegExp | string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeAttached();
  await page.waitForLoadState('networkidle');
}

test.describe.configure({ timeout: process.env.CI ? 240_000 : 120_000 });

test.describe('the demo shop', () => {
  // Its own server on a fresh copy of the seeded data: the shard's other files add categories and
  // products to the shared demo shop (an import adds Apparel and Home), which its pages would show.
  let server: OwnServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startOwnServer('visual');
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('its page types look as committed', async ({ page }) => {
    const origin = `http://demo.localhost:${server!.port}`;
    for (const size of widths) {
      await page.setViewportSize({ width: size.width, height: size.height });
      const shot = (kind: string) => snap(page, `demo-${kind}-${size.width}`);
      await visit(page, `${origin}/`, /.+/);
      await shot('home');
      await visit(page, `${origin}/category/camping`, 'Camping');
      await shot('category');
      await visit(page, `${origin}/ridgeline-headlamp`, 'Ridgeline Headlamp');
      await shot('product');
      await visit(page, `${origin}/extend/advanced-search?keyword=jacket`, /jacket/);
      await shot('search');
      await visit(page, `${origin}/article/spring-trail-season-is-here`, 'Spring Trail Season Is Here');
      await shot('article');
      await visit(page, `${origin}/cart`, /.+/);
      await shot('cart-empty');
    }
  });
});

test('a new shop with two sample products and no pictures looks finished', async ({ page }) => {
  const platform = `http://platform.localhost:${port}`;
  const subdomain = `visual-${Date.now().toString(36)}`;
  await page.goto(`${platform}/`);
  await page.getByLabel('Shop name').fill('Sunny Candles');
  await page.getByLabel('Subdomain').fill(subdomain);
  await expect(page.locator('#subdomain-status')).toHaveText('This subdomain is free.');
  await submitSignUp(page, `${subdomain}@example.com`);
  await page.goto(await linkMailedTo(`${subdomain}@example.com`, '/signup/verify'));
  const checklist = page.getByRole('region', { name: 'Set up your shop' });
  await checklist.getByRole('button', { name: 'Launch' }).click();
  await expect(checklist).toBeHidden();

  // A shopper, not the owner: no admin bar, a cart of their own.
  const shopper = await page.context().browser()!.newPage();
  const shop = shopOrigin(subdomain);
  for (const size of widths) {
    await shopper.setViewportSize({ width: size.width, height: size.height });
    const shot = (kind: string) => snap(shopper, `new-shop-${kind}-${size.width}`);
    await visit(shopper, `${shop}/`, /.+/);
    await shot('home');
    await visit(shopper, `${shop}/sample-mug`, 'Sample Mug');
    await shot('product');
    await visit(shopper, `${shop}/extend/advanced-search?keyword=sample`, /sample/);
    await shot('search');
    await visit(shopper, `${shop}/cart`, /.+/);
    await shot('cart-empty');
  }
  // The cart and the checkout with the mug in it.
  await shopper.goto(`${shop}/sample-mug`);
  await shopper.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shopper.getByText('Sample Mug has been added to your cart.')).toBeVisible();
  for (const size of widths) {
    await shopper.setViewportSize({ width: size.width, height: size.height });
    await visit(shopper, `${shop}/cart`, /.+/);
    await expect(shopper.getByTestId('cart-line')).toHaveCount(1);
    await snap(shopper, `new-shop-cart-${size.width}`);
    await visit(shopper, `${shop}/checkout`, /.+/);
    await snap(shopper, `new-shop-checkout-${size.width}`);
  }
  await shopper.close();
});
