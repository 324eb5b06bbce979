import { expect, test } from '@playwright/test';
import { port, shopOrigin, updateShop } from './helpers';

test.describe('shops by host', () => {
  test('the home page shows the demo shop on localhost and demo.localhost', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Emporia Gear Co.' }).first()).toBeVisible();
    await expect(page).toHaveTitle('Emporia Gear Co.');
    await page.goto(`${shopOrigin('demo')}/`);
    await expect(page.getByRole('link', { name: 'Emporia Gear Co.' }).first()).toBeVisible();
    // The header's category menu (the demo shop's own header menu) leads into the catalogue.
    const nav = page.getByRole('navigation', { name: 'Shop', exact: true });
    await nav.getByRole('button', { name: 'Shop by Category' }).click();
    await nav.getByRole('link', { name: 'Camping', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/camping$/);
  });

  test('outdoors.localhost shows the other shop', async ({ page }) => {
    await page.goto(`${shopOrigin('outdoors')}/`);
    await expect(page.getByRole('link', { name: 'Outdoors Outfitters' }).first()).toBeVisible();
    await expect(page.getByText('Emporia Gear Co.')).toHaveCount(0);
  });

  test('an unknown host gets a 404 page that reveals nothing', async ({ page }) => {
    const res = await page.goto(`${shopOrigin('no-such-shop')}/`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Shop not found' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Emporia Gear');
  });
});

test.describe('route table redirects', () => {
  const redirects: [string, string][] = [
    ['/account', '/login'],
    ['/track-order', '/track-order/form'],
    ['/return-exchange', '/return-exchange/form'],
    ['/blog', '/blog/posts'],
    ['/this/path/does/not/exist', '/page-not-found'],
    ['/search-result/tent', '/extend/advanced-search'],
  ];
  for (const [from, to] of redirects) {
    test(`${from} → ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[/]/g, '\\/')}(\\?|$)`));
    });
  }

  test('the account redirects land on orders/list and address-book/details once logged in', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('emporia.customer_token', 'e2e-token'));
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/orders\/list$/);
    await page.goto('/account/orders');
    await expect(page).toHaveURL(/\/account\/orders\/list$/);
    await page.goto('/account/address-book');
    await expect(page).toHaveURL(/\/account\/address-book\/details$/);
  });

  test('an unknown path shows the page-not-found page', async ({ page }) => {
    await page.goto('/nothing/here/at-all');
    await expect(page).toHaveURL(/\/page-not-found$/);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('the admin path redirects to the dashboard, and to login without a token', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.evaluate(() => localStorage.setItem('emporia.admin_token', 'e2e-admin-token'));
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test('changing a shop admin path moves its admin', async ({ page, request }) => {
  await updateShop(request, 'outdoors', { admin_path: '/manage' });
  try {
    const origin = shopOrigin('outdoors');
    await page.goto(`${origin}/manage`);
    await expect(page).toHaveURL(/\/manage\/login$/);
    await page.evaluate(() => localStorage.setItem('emporia.admin_token', 'e2e-admin-token'));
    await page.goto(`${origin}/manage`);
    await expect(page).toHaveURL(/\/manage\/dashboard$/);
    // The old path is no longer the admin of that shop; the demo shop keeps /admin.
    await page.goto(`${origin}/admin/dashboard`);
    await expect(page).toHaveURL(/\/page-not-found$/);
  } finally {
    await updateShop(request, 'outdoors', { admin_path: '/admin' });
  }
});

test('a malformed API request gets a 4xx JSON message', async ({ request }) => {
  const res = await request.post(`http://127.0.0.1:${port}/api/v1/platform/shops`, {
    headers: { 'content-type': 'application/json', authorization: 'Bearer wrong' },
    data: '{"broken": ',
  });
  expect(res.status()).toBeGreaterThanOrEqual(400);
  expect(res.status()).toBeLessThan(500);
  const body = await res.json();
  expect(typeof body.message).toBe('string');
  expect(typeof body.code).toBe('string');
});
