import { expect, type Page, type Request, test } from '@playwright/test';
import { shopOrigin, walkToShippingStep } from './helpers';

// Issue 32, point 4: a page titled from its data (product, article, checkout success) is reported
// to the shop tracker with its own title, not the shop's name, on a server-rendered first load and
// after in-app navigation alike.
const origin = shopOrigin('demo');
const shop = 'Emporia Gear Co.';
// Headless Chromium says so in its user agent, and bots are not counted: browse as a desktop Chrome.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
});

function recordBeacons(page: Page) {
  const beacons: { url?: string; title?: string; kind?: string }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/analytics/event') {
      beacons.push(JSON.parse(request.postData() ?? '{}'));
    }
  });
  return beacons;
}

/** The title the page view of `path` was reported with (undefined until it is sent). */
const titleSent = (beacons: ReturnType<typeof recordBeacons>, path: string) => () =>
  beacons.find((b) => b.kind === 'pageview' && b.url === `${origin}${path}`)?.title;

test('product and article page views carry the page’s own title, first load and in-app', async ({ page }) => {
  const beacons = recordBeacons(page);
  // Server-rendered first load of a product page.
  await page.goto(`${origin}/basecamp-camp-chair`);
  await expect(page.getByRole('heading', { level: 1, name: 'Basecamp Camp Chair' })).toBeVisible();
  await expect.poll(titleSent(beacons, '/basecamp-camp-chair')).toBe(`Basecamp Camp Chair | ${shop}`);

  // In-app navigation from the home page to another product.
  await page.goto(`${origin}/`);
  await expect.poll(titleSent(beacons, '/')).toBe(shop);
  await page.locator('main a[href="/backpacking-stove"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Backpacking Stove' })).toBeVisible();
  await expect.poll(titleSent(beacons, '/backpacking-stove')).toBe(`Backpacking Stove | ${shop}`);

  // An article, server-rendered and then reached from the Learning Center.
  await page.goto(`${origin}/article/how-to-choose-a-sleeping-bag`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).not.toHaveTitle(shop);
  const firstTitle = await page.title();
  await expect.poll(titleSent(beacons, '/article/how-to-choose-a-sleeping-bag')).toBe(firstTitle);
  await page.goto(`${origin}/blog/posts`);
  await page.locator('main a[href="/article/spring-trail-season-is-here"]').first().click();
  await expect(page).toHaveURL(`${origin}/article/spring-trail-season-is-here`);
  await expect(page).not.toHaveTitle(/^Learning Center/);
  await expect(page).not.toHaveTitle(shop);
  const articleTitle = await page.title();
  await expect.poll(titleSent(beacons, '/article/spring-trail-season-is-here')).toBe(articleTitle);
});

test('the checkout success page is reported as “Thank You for Your Order”, in-app and on a reload', async ({
  page,
}) => {
  const beacons = recordBeacons(page);
  await page.goto(`${origin}/titanium-cook-pot`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('has been added to your cart.')).toBeVisible();
  await walkToShippingStep(page);
  await page.getByLabel(/^Flat-Rate Shipping/).check();
  await page.getByLabel('Money Order').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout-success\/[A-Z2-7]{12}$/);
  const path = new URL(page.url()).pathname;
  const title = `Thank You for Your Order | ${shop}`;
  await expect(page).toHaveTitle(title);
  await expect.poll(titleSent(beacons, path)).toBe(title);

  beacons.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Order' })).toBeVisible();
  await expect.poll(titleSent(beacons, path)).toBe(title);
});
