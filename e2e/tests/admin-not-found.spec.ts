import { expect, type Page, test } from '@playwright/test';
import { shopOrigin, signInDemoOwner } from './helpers';

// Issue 32, point 7: a wrong or another shop's id on any admin record page, and any unknown admin
// address, answers inside the admin layout with what could not be found and a way back.
const origin = shopOrigin('demo');

/** Every admin record page type (the `:id`-like routes of admin-routes.tsx and the plugins). */
const recordPages: { path: string; noun: string; back: string; list: string }[] = [
  { path: 'product/999999', noun: 'product', back: 'Products', list: 'product/all' },
  { path: 'product/children-products/999999', noun: 'product', back: 'Products', list: 'product/all' },
  { path: 'product/category/999999', noun: 'category', back: 'Categories', list: 'product/category/all' },
  {
    path: 'product/manufacturer/999999',
    noun: 'manufacturer',
    back: 'Manufacturers',
    list: 'product/manufacturer/all',
  },
  { path: 'product/review/999999', noun: 'review', back: 'Reviews', list: 'product/review/all' },
  { path: 'customer/999999', noun: 'customer', back: 'Customers', list: 'customer/all' },
  { path: 'customer/not-a-number', noun: 'customer', back: 'Customers', list: 'customer/all' },
  { path: 'customer/messages/999999', noun: 'message', back: 'Messages', list: 'customer/messages' },
  {
    path: 'customer/group-pricing/999999',
    noun: 'customer group',
    back: 'Group Pricing',
    list: 'customer/group-pricing/all',
  },
  { path: 'order/999999', noun: 'order', back: 'Orders', list: 'order/all' },
  { path: 'order/999999/edit', noun: 'order', back: 'Orders', list: 'order/all' },
  { path: 'order/999999/return', noun: 'order', back: 'Orders', list: 'order/all' },
  { path: 'order/gift-card/999999', noun: 'gift card', back: 'Gift Cards', list: 'order/gift-card/all' },
  { path: 'setting/option-999999/value', noun: 'option', back: 'Options', list: 'setting/option' },
  {
    path: 'setting/tax/class-999999/rate',
    noun: 'tax class',
    back: 'Tax Classes',
    list: 'setting/tax/class',
  },
  { path: 'discount/999999', noun: 'discount', back: 'Discounts', list: 'discount/all' },
  {
    path: 'appearance/theme/edit/no-such-theme',
    noun: 'theme',
    back: 'Themes',
    list: 'appearance/theme/index',
  },
  {
    path: 'appearance/email-layout/edit/no-such-mail',
    noun: 'e-mail template',
    back: 'Email Layouts',
    list: 'appearance/email-layout/index',
  },
  { path: 'appearance/menu/no-such-menu/bar', noun: 'menu', back: 'Menus', list: 'appearance/menu/index' },
  { path: 'appearance/menu/no-such-menu/block', noun: 'menu', back: 'Menus', list: 'appearance/menu/index' },
  { path: 'appearance/article/999999', noun: 'article', back: 'Articles', list: 'appearance/article/all' },
  { path: 'appearance/banner/999999', noun: 'banner', back: 'Banners', list: 'appearance/banner/all' },
  {
    path: 'appearance/meta/edit-no-such-page',
    noun: 'meta tag',
    back: 'Meta Tags',
    list: 'appearance/meta/index',
  },
  { path: 'app/999999', noun: 'app', back: 'Apps', list: 'app/dashboard' },
  {
    path: 'plugin/advancedshipper/999999',
    noun: 'shipping method',
    back: 'Shipping Methods',
    list: 'plugin/advancedshipper/list',
  },
  {
    path: 'plugin/advancedshipper/999999/region/list',
    noun: 'shipping method',
    back: 'Shipping Methods',
    list: 'plugin/advancedshipper/list',
  },
  {
    path: 'plugin/advancedshipper/999999/region/create',
    noun: 'shipping method',
    back: 'Shipping Methods',
    list: 'plugin/advancedshipper/list',
  },
];

/** The admin layout is still there: its menu and breadcrumbs. */
async function expectAdminLayout(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await expect(page.getByRole('link', { name: /dashboard$/ }).first()).toBeVisible();
}

test('a wrong id on every admin record page shows what could not be found, inside the admin', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInDemoOwner(page, origin);
  for (const record of recordPages) {
    await page.goto(`${origin}/admin/${record.path}`);
    await expect(page, record.path).toHaveURL(`${origin}/admin/${record.path}`);
    const heading = page.getByRole('heading', { level: 1, name: `This ${record.noun} could not be found` });
    await expect(heading, record.path).toBeVisible();
    await expectAdminLayout(page);
    await expect(page.getByRole('link', { name: `Back to ${record.back}` })).toHaveAttribute(
      'href',
      `/admin/${record.list}`,
    );
  }
  await page.screenshot({ path: 'test-results/admin-record-not-found.png', fullPage: true });
  // The way back works, in the app.
  await page.getByRole('link', { name: 'Back to Shipping Methods' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping Methods' })).toBeVisible();
});

test('another shop’s record is not found, and an in-app visit to a wrong id says so too', async ({
  page,
  browser,
}) => {
  // A product of the outdoors shop, by its own admin.
  const outdoors = await (await browser.newContext()).newPage();
  await outdoors.goto(`${shopOrigin('outdoors')}/`);
  const foreignId = await outdoors.evaluate(async () => {
    const login = await fetch('/api/v1/admin-login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@outdoors.example', password: 'emporia-owner' }),
    });
    const token = (await login.json()).data.token as string;
    const list = await fetch('/api/v1/admin/products?page=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await list.json()).data as { id: number }[])[0]!.id;
  });
  await outdoors.close();

  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/product/${foreignId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This product could not be found' }),
  ).toBeVisible();

  // Reached in the app (no reload): the same, and the next page is itself again.
  await page.goto(`${origin}/admin/customer/all`);
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/admin/customer/999999';
    link.textContent = 'A customer that is gone';
    document.querySelector('main')?.append(link);
  });
  await page.getByRole('link', { name: 'A customer that is gone' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This customer could not be found' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
});

test('an unknown admin address gets the admin’s not-found page, inside the admin', async ({ page }) => {
  await signInDemoOwner(page, origin);
  for (const path of [
    'no-such-page',
    'customer/all/extra',
    'plugin/no-such-plugin',
    'setting/option-x/value',
  ]) {
    await page.goto(`${origin}/admin/${path}`);
    await expect(page, path).toHaveURL(`${origin}/admin/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectAdminLayout(page);
    await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  }
  await page.screenshot({ path: 'test-results/admin-page-not-found.png', fullPage: true });
});
