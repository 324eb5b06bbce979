import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { placeGuestOrder, port, signedInShopper } from './helpers';

// Issue 13, issue 36: colour contrast and every other axe rule pass on every storefront page. axe
// checks WCAG 2.2 A and AA and its best practices (axe.ts); nothing is switched off.
const origin = `http://localhost:${port}`;

/** Opens `path`, waits for its `<h1>` and its data, and expects no axe violation. */
async function expectAccessible(page: Page, path: string, heading: string | RegExp = /./) {
  await page.goto(`${origin}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeAttached();
  await expectNoViolations(page);
}

// Each axe pass takes seconds on a busy two-core machine.
test.describe.configure({ timeout: process.env.CI ? 240_000 : 60_000 });

const pages: [title: string, path: string, heading?: string | RegExp][] = [
  ['category', '/category/camping', 'Camping'],
  ['manufacturer', '/manufacturer/summit-peak', 'Summit Peak'],
  ['product on sale', '/ridgeline-headlamp', 'Ridgeline Headlamp'],
  ['write a review', '/product-review-write/ridgeline-headlamp'],
  ['search results', '/extend/advanced-search?keyword=jacket', /jacket/],
  [
    'search results with a price filter',
    '/extend/advanced-search?keyword=jacket&flt=price%3A50-300',
    /jacket/,
  ],
  ['search without results', '/extend/advanced-search?keyword=nothing-sells-this', /nothing-sells-this/],
  ['Learning Center', '/blog/posts'],
  ['article', '/article/spring-trail-season-is-here', 'Spring Trail Season Is Here'],
  ['shop page', '/pages/shipping-returns', 'Shipping & returns'],
  ['page not found', '/page-not-found'],
  ['empty cart', '/cart'],
  ['contact us', '/contact-us'],
  ['register', '/register'],
  ['forgot password', '/forgot-password'],
  ['track order form', '/track-order/form'],
  ['return or exchange form', '/return-exchange/form'],
  // Pages a link in an e-mail or a typed address opens, and their error states.
  ['search results by address', '/search-result/jacket', /jacket/i],
  ['Learning Center category', '/blog/category/guides', /Guides/],
  ['Learning Center author', '/blog/author/maya-torres', /Maya Torres/],
  ['Learning Center search', '/blog/search?keyword=trail', /trail/i],
  ['Learning Center search without results', '/blog/search?keyword=nothing-written-on-this'],
  ['accessibility statement', '/accessibility', /^Accessibility statement/],
  ['a password reset link that is not valid', '/reset-password/not-a-real-token'],
  ['an unsubscribe link that is not complete', '/unsubscribe'],
  ['a newsletter confirmation link that is not valid', '/newsletter/confirm?token=not-a-real-token'],
];

for (const [title, path, heading] of pages) {
  test(`${title}: ${path}`, async ({ page }) => {
    await expectAccessible(page, path, heading);
  });
}

test('home, with the category menu and the mini cart open', async ({ page }) => {
  await expectAccessible(page, '/');
  await page.getByRole('button', { name: 'Shop by Category' }).click();
  await expect(page.getByRole('link', { name: 'Camping' }).first()).toBeVisible();
  await expectNoViolations(page);
  await page.locator('#mini-cart-toggle').click();
  await expect(page.locator('.mini-cart-menu')).toBeVisible();
  await expectNoViolations(page);
});

test('product with options, sold-out and withdrawn variants and reviews, a sold-out choice made', async ({
  page,
}) => {
  await expectAccessible(page, '/trailblazer-rain-jacket', 'Trailblazer Rain Jacket');
  await page.getByLabel('Color').selectOption({ label: 'Red' });
  await page.getByLabel('Size').selectOption({ label: 'S' });
  await expect(page.getByRole('button', { name: 'Notify When In Stock' })).toBeVisible();
  await expectNoViolations(page);
});

test('a line added: the confirmation, the mini cart, the cart', async ({ page }) => {
  await page.goto(`${origin}/ridgeline-headlamp`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // The confirmation is what the shopper reads next, so it is checked too.
  await expect(page.getByText('Ridgeline Headlamp has been added to your cart.')).toBeVisible();
  await expectNoViolations(page);
  await page.locator('#mini-cart-toggle').click();
  await expect(page.locator('.mini-cart-menu')).toContainText('Ridgeline Headlamp');
  await expectNoViolations(page);
  await expectAccessible(page, '/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('checkout, and its messages for a wrong e-mail address and empty fields', async ({ page }) => {
  await page.goto(`${origin}/ridgeline-headlamp`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Ridgeline Headlamp has been added to your cart.')).toBeVisible();
  await expectAccessible(page, '/checkout');
  await page.getByRole('group', { name: 'Contact details' }).getByLabel('E-Mail').fill('not-an-address');
  await page
    .getByRole('form', { name: 'Shipping Address' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page.locator('.is-invalid').first()).toBeVisible();
  await expectNoViolations(page);
});

test('login, and its messages for an empty form', async ({ page }) => {
  await expectAccessible(page, '/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('.is-invalid').first()).toBeVisible();
  await expectNoViolations(page);
});

test('account pages of a signed-in shopper: profile, orders, an order, address book, password, wishlist', async ({
  page,
  request,
}) => {
  test.slow();
  const { email, token } = await signedInShopper(page, origin);
  const order = await placeGuestOrder(request, email, { firstname: 'Ada', lastname: 'Access' }, 1, token);
  await expectAccessible(page, '/account/profile');
  await expectAccessible(page, '/account/orders/list');
  await expect(page.getByRole('row').filter({ hasText: order.ref })).toBeVisible();
  await expectAccessible(page, `/account/orders/details/${order.ref}`);
  await expectAccessible(page, '/account/address-book/details');
  await expect(page.getByText('1 Pike St')).toBeVisible();
  await expectAccessible(page, '/account/password');
  await expectAccessible(page, '/account/wishlist');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('home, with its menu open', async ({ page }) => {
    await expectAccessible(page, '/');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('product', async ({ page }) => {
    await expectAccessible(page, '/trailblazer-rain-jacket', 'Trailblazer Rain Jacket');
  });
});
