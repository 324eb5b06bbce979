import { expect, type Page, type Request, test } from '@playwright/test';
import { shopOrigin, signInDemoOwner, walkToShippingStep } from './helpers';

// Issue 16: the shop tracker sends SPEC §7 beacons from the storefront (not from the admin or a
// skip-flagged page) and the merchant reads those visits on analytic/dashboard.
const origin = shopOrigin('demo');
// Headless Chromium says so in its user agent, and bots are not counted: browse as a desktop Chrome.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
});

function recordBeacons(page: Page) {
  const beacons: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/analytics/event') {
      beacons.push(JSON.parse(request.postData() ?? '{}'));
    }
  });
  return beacons;
}

test('a shopper’s visit arrives with the SPEC fields and shows on the dashboard; the admin sends nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const beacons = recordBeacons(page);
  await page.goto(`${origin}/`);
  await expect
    .poll(() => beacons.find((b) => b.url === `${origin}/`))
    .toMatchObject({
      kind: 'pageview',
      username: 'demo',
      referrer: '',
      title: expect.stringContaining('Emporia'),
      cart: { items: [], total: 0 },
    });

  // In-app navigation to a product page: the product's details ride along.
  const productLink = page.locator('main a[href="/backpacking-stove"]').first();
  await productLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Backpacking Stove' })).toBeVisible();
  await expect
    .poll(() => beacons.find((b) => b.url === `${origin}/backpacking-stove`), { timeout: 8000 })
    .toMatchObject({
      referrer: `${origin}/`,
      route: 'product',
      product: {
        name: 'Backpacking Stove',
        sku: expect.any(String),
        price: expect.any(Number),
        categories: expect.any(Array),
        children: expect.any(Array),
      },
    });

  // A link to a file (SPEC §7 extensions) sends a download beacon and opens in a new tab.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/storage/store/stove-manual.pdf';
    link.textContent = 'Stove manual (PDF)';
    document.querySelector('main')?.append(link);
  });
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Stove manual (PDF)' }).click();
  expect((await popup).url()).toBe(`${origin}/storage/store/stove-manual.pdf`);
  // The shopper's own tab stays on the product.
  expect(page.url()).toBe(`${origin}/backpacking-stove`);
  await expect
    .poll(() => beacons.find((b) => b.kind === 'download'))
    .toMatchObject({
      username: 'demo',
      url: `${origin}/storage/store/stove-manual.pdf`,
    });

  // Add to cart → checkout → success: the cart rides along, then the order.
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Backpacking Stove has been added to your cart.')).toBeVisible();
  await walkToShippingStep(page);
  await expect
    .poll(() => beacons.find((b) => b.route === 'checkout'), { timeout: 8000 })
    .toMatchObject({
      cart: { items: [expect.objectContaining({ name: 'Backpacking Stove', quantity: 1 })] },
    });
  await page.getByLabel(/^Flat-Rate Shipping/).check();
  await page.getByLabel('Money Order').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout-success\/[A-Z2-7]{12}$/);
  const ref = page.url().split('/').at(-1);
  await expect
    .poll(() => beacons.find((b) => b.route === 'checkout_success'), { timeout: 8000 })
    .toMatchObject({
      order: {
        id: ref,
        subtotal: expect.any(Number),
        shipping: expect.any(Number),
        tax: expect.any(Number),
        total: expect.any(Number),
        items: [expect.objectContaining({ name: 'Backpacking Stove', quantity: 1 })],
        discounts: [],
      },
    });

  // Skip-flagged pages send nothing.
  await page.goto(`${origin}/auth/callback`);
  await page.waitForTimeout(300);
  expect(beacons.filter((b) => String(b.url).includes('/auth/callback'))).toEqual([]);

  const beforeSignIn = beacons.length;
  await signInDemoOwner(page, origin);
  // Signing in opens the storefront's home first: its page view (a shopper's, no token yet) lands
  // a moment later; only what comes after it must be nothing.
  await expect.poll(() => beacons.length).toBeGreaterThan(beforeSignIn);
  const before = beacons.length;
  await page.goto(`${origin}/admin/analytic/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await page.getByText('Today', { exact: true }).click();
  const pages = page.getByRole('region', { name: 'Top pages' });
  await expect(pages.getByRole('cell', { name: '/backpacking-stove' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Downloads' }).getByRole('cell', { name: /stove-manual\.pdf/ }),
  ).toBeVisible();
  // Step by step, this visit reached every step of the funnel (other tests' visits add to it).
  const funnel = page.getByRole('region', { name: 'Commerce funnel' });
  for (const step of ['Sessions', 'Product views', 'Add to cart', 'Checkout'])
    await expect(funnel.getByRole('row', { name: new RegExp(`^${step} [1-9]`) })).toBeVisible();
  // The last step counts orders placed (issue 32), this shopper's among them.
  await expect(funnel.getByRole('row', { name: /^Purchase \(orders\).* [1-9]/ })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Products by revenue' })
      .getByRole('cell', { name: /Backpacking Stove/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Visitors', exact: true })).toContainText(/[1-9]/);
  await page.getByText('Table', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'Traffic by period' })).toBeVisible();
  await page.getByText('Chart', { exact: true }).click();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/analytics-dashboard.png', fullPage: true });
  expect(beacons.length).toBe(before);
});
