import { expect, type Locator, type Page, test } from '@playwright/test';
import { port } from './helpers';

// Issue 36: what axe cannot see — reflow at 320 px and with text at 200 % (WCAG 1.4.10, 1.4.4),
// focus and announcement on a page change inside the app (2.4.3, 4.1.3), form errors announced
// and tied to their fields (3.3.1, 4.1.3), and no motion for whoever asks for less (2.3.3).
const origin = `http://localhost:${port}`;

/** One page of each storefront type, with its heading. */
const pageTypes: [path: string, heading: string | RegExp][] = [
  ['/', /./],
  ['/category/camping', 'Camping'],
  ['/manufacturer/summit-peak', 'Summit Peak'],
  ['/trailblazer-rain-jacket', 'Trailblazer Rain Jacket'],
  ['/extend/advanced-search?keyword=jacket', /jacket/],
  ['/blog/posts', /./],
  ['/article/spring-trail-season-is-here', 'Spring Trail Season Is Here'],
  ['/pages/shipping-returns', 'Shipping & returns'],
  ['/cart', /./],
  ['/checkout', /./],
  ['/login', /./],
  ['/register', /./],
  ['/contact-us', /./],
  ['/track-order/form', /./],
  ['/page-not-found', /./],
];

/** Expects the page no wider than its window: nothing to scroll sideways to. */
async function expectNoSidewaysScroll(page: Page) {
  const size = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    client: document.scrollingElement!.clientWidth,
  }));
  expect(size.scroll, `${page.url()} is ${size.scroll} px wide in ${size.client} px`).toBeLessThanOrEqual(
    size.client,
  );
}

async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(`${origin}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('reflow', () => {
  test.describe.configure({ timeout: process.env.CI ? 240_000 : 120_000 });

  test('every storefront page type fits 320 CSS px without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const [path, heading] of pageTypes) {
      await open(page, path, heading);
      await expectNoSidewaysScroll(page);
    }
  });

  test('text at 200 % still fits a 1280 px window, and grows', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The browser's "text only" zoom: the root font size, which every rem of the theme follows.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.style.fontSize = '200%';
      });
    });
    for (const [path, heading] of pageTypes) {
      await open(page, path, heading);
      const body = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));
      expect(body, `${path}: body text at 200 %`).toBeGreaterThanOrEqual(30);
      await expectNoSidewaysScroll(page);
    }
  });
});

test('a page reached inside the app takes focus on its heading and is announced', async ({ page }) => {
  await open(page, '/', /./);
  const announcer = page.getByTestId('route-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText('');
  await page.locator('main a[href="/ridgeline-headlamp"]').first().click();
  const heading = page.getByRole('heading', { level: 1, name: 'Ridgeline Headlamp' });
  await expect(heading).toBeFocused();
  await expect(announcer).toHaveText('Ridgeline Headlamp');
  // A keyboard user goes on from the top of the new page, not from where the link was.
  await page.goBack();
  await expect(page.locator('main h1').first()).toBeFocused();
});

/** Expects `field` marked invalid and described by a message that is an alert with words in it. */
async function expectAnnouncedError(field: Locator) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const id = await field.getAttribute('aria-describedby');
  expect(id, 'the field names its message').toBeTruthy();
  const message = field.page().locator(`[id="${id}"]`);
  await expect(message).toHaveRole('alert');
  await expect(message).toHaveText(/\w/);
}

test('form errors are announced and tied to their fields: login, register, contact, checkout', async ({
  page,
}) => {
  await open(page, '/login', /./);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectAnnouncedError(page.locator('main').getByLabel('E-Mail', { exact: false }).first());

  await open(page, '/register', /./);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectAnnouncedError(page.locator('main input[name="firstname"]'));

  await open(page, '/contact-us', /./);
  await page.locator('main form button[type="submit"]').click();
  await expectAnnouncedError(page.locator('main textarea[name="message"]'));

  await page.goto(`${origin}/ridgeline-headlamp`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Ridgeline Headlamp has been added to your cart.')).toBeVisible();
  await open(page, '/checkout', /./);
  const shipping = page.getByRole('form', { name: 'Shipping Address' });
  await shipping.getByRole('button', { name: 'Continue' }).click();
  await expectAnnouncedError(shipping.locator('select[name="country_id"], input[name="firstname"]').first());
});

test('less motion: no smooth scrolling, no moving carousel', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/', /./);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  const slides = page.locator('.hero-slide');
  if ((await slides.count()) > 1) {
    const current = await page.locator('.hero-slide.is-current').getAttribute('class');
    await expect(slides.first()).toHaveCSS('transition-duration', /^0s/);
    // The carousel waits for the shopper: after a slide's time the same one still shows.
    await page.waitForTimeout(7000);
    expect(await page.locator('.hero-slide.is-current').getAttribute('class')).toBe(current);
  }
  // A listing's jump to the top after a change of filter is instant.
  await open(page, '/extend/advanced-search?keyword=jacket', /jacket/);
  const smooth = await page.evaluate(() => {
    const calls: string[] = [];
    const original = window.scrollTo.bind(window);
    window.scrollTo = ((options: ScrollToOptions) => {
      calls.push(String(options?.behavior));
      original(options);
    }) as typeof window.scrollTo;
    (window as unknown as { scrollCalls: string[] }).scrollCalls = calls;
    return calls;
  });
  expect(smooth).toEqual([]);
  await page.locator('main select').first().selectOption({ index: 1 });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { scrollCalls: string[] }).scrollCalls))
    .toContain('instant');
});
