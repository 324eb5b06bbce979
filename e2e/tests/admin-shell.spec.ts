import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { linkMailedTo } from './accounts-mail';
import { placeGuestOrder, port } from './helpers';

// The admin shell (issue 12): every SPEC §2 admin section two clicks from the dashboard,
// with its heading, breadcrumb and tab title; the global search; the narrow-screen menu;
// and what staff without a permission see.

// localhost serves the demo shop (DEFAULT_SHOP); Node's resolver does not know demo.localhost.
const origin = `http://localhost:${port}`;
const api = `${origin}/api/v1`;
const shop = 'Emporia Gear Co.';
const owner = { email: 'owner@demo.example', password: 'emporia-owner' };
const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;

async function tokenOf(request: APIRequestContext, credentials: { email: string; password: string }) {
  const res = await request.post(`${api}/admin-login`, { data: credentials });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data.token as string;
}

async function openAdmin(page: Page, token: string, path = 'dashboard') {
  await page.goto(`${origin}/`);
  await page.evaluate((value) => localStorage.setItem('emporia.admin_token', value), token);
  await page.goto(`${origin}/admin/${path}`);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

/**
 * SPEC §2's admin sections (pages with an id are reached from their lists): the sidebar
 * group holding each, the entry's name, where it lands and the page's heading.
 */
const sections: { group?: string; entry: string; url: string; heading: string }[] = [
  { entry: 'Dashboard', url: 'dashboard', heading: 'Dashboard' },
  { group: 'Orders', entry: 'Orders', url: 'order/all', heading: 'Orders' },
  { group: 'Orders', entry: 'Abandoned Carts', url: 'order/abandoned/all', heading: 'Abandoned Carts' },
  { group: 'Orders', entry: 'Gift Cards', url: 'order/gift-card/all', heading: 'Gift Cards' },
  { group: 'Catalog', entry: 'Products', url: 'product/all', heading: 'Products' },
  { group: 'Catalog', entry: 'Import', url: 'product/import', heading: 'Import' },
  { group: 'Catalog', entry: 'Categories', url: 'product/category/all', heading: 'Categories' },
  { group: 'Catalog', entry: 'Manufacturers', url: 'product/manufacturer/all', heading: 'Manufacturers' },
  { group: 'Catalog', entry: 'Options', url: 'setting/option', heading: 'Options' },
  { group: 'Catalog', entry: 'Reviews', url: 'product/review/all', heading: 'Reviews' },
  {
    group: 'Catalog',
    entry: 'Restock Notifications',
    url: 'product/restock',
    heading: 'Restock Notifications',
  },
  { group: 'Customers', entry: 'Customers', url: 'customer/all', heading: 'Customers' },
  { group: 'Customers', entry: 'Group Pricing', url: 'customer/group-pricing/all', heading: 'Group Pricing' },
  { entry: 'Discounts', url: 'discount/all', heading: 'Discounts' },
  { group: 'Appearance', entry: 'Overview', url: 'appearance/dashboard', heading: 'Appearance' },
  { group: 'Appearance', entry: 'Themes', url: 'appearance/theme/index', heading: 'Themes' },
  {
    group: 'Appearance',
    entry: 'Email Layouts',
    url: 'appearance/email-layout/index',
    heading: 'Email Layouts',
  },
  { group: 'Appearance', entry: 'Menus', url: 'appearance/menu/index', heading: 'Menus' },
  { group: 'Appearance', entry: 'Articles', url: 'appearance/article/all', heading: 'Articles' },
  { group: 'Appearance', entry: 'Banners', url: 'appearance/banner/all', heading: 'Banners' },
  { group: 'Appearance', entry: 'Meta Tags', url: 'appearance/meta/index', heading: 'Meta Tags' },
  { entry: 'Analytics', url: 'analytic/dashboard', heading: 'Analytics' },
  { group: 'Apps', entry: 'Your Apps', url: 'app/dashboard', heading: 'Apps' },
  { group: 'Apps', entry: 'Request API Access', url: 'app/request-grant', heading: 'Request API Access' },
  {
    group: 'Plugins',
    entry: 'Advanced Shipper',
    url: 'plugin/advancedshipper/list',
    heading: 'Shipping Methods',
  },
  {
    group: 'Plugins',
    entry: 'Product Nesting Groups',
    url: 'plugin/productnestinggroup/dashboard',
    heading: 'Product Nesting Groups',
  },
  {
    group: 'Plugins',
    entry: 'Shipping Boxes Manager',
    url: 'plugin/shippingboxmanager/dashboard',
    heading: 'Shipping Boxes Manager',
  },
  { group: 'Subscription', entry: 'Overview', url: 'subscription/dashboard', heading: 'Subscription' },
  { group: 'Subscription', entry: 'Plans', url: 'subscription/plan', heading: 'Plans' },
  {
    group: 'Subscription',
    entry: 'Billing Address',
    url: 'subscription/address',
    heading: 'Billing Address',
  },
  { entry: 'Users', url: 'users', heading: 'Users' },
  { group: 'Settings', entry: 'All Settings', url: 'setting/index', heading: 'Settings' },
  { group: 'Settings', entry: 'General', url: 'setting/general', heading: 'General Settings' },
  { group: 'Settings', entry: 'Payments', url: 'setting/payment', heading: 'Payment Methods' },
  { group: 'Settings', entry: 'Shipping', url: 'setting/shipping', heading: 'Shipping Methods' },
  { group: 'Settings', entry: 'Taxes', url: 'setting/tax/class', heading: 'Tax Classes' },
  { group: 'Settings', entry: 'Currencies', url: 'setting/currency', heading: 'Currencies' },
  { group: 'Settings', entry: 'Zones', url: 'setting/zone', heading: 'Zones' },
  { group: 'Settings', entry: 'Languages', url: 'setting/language', heading: 'Languages' },
  { group: 'Settings', entry: 'Email', url: 'setting/email', heading: 'Email Settings' },
  { group: 'Settings', entry: 'Domains', url: 'setting/domain/index', heading: 'Domains' },
  { group: 'Settings', entry: 'Social Networks', url: 'setting/social', heading: 'Social Networks' },
  { group: 'Settings', entry: 'Files', url: 'setting/file', heading: 'Files' },
  { group: 'Settings', entry: 'Backup', url: 'setting/backup', heading: 'Backup' },
  { group: 'Settings', entry: 'Activity Log', url: 'setting/log', heading: 'Activity Log' },
];

/** Clicks `target`, counting the click. */
async function click(target: Locator, clicks: { n: number }) {
  await target.click();
  clicks.n += 1;
}

test('the owner reaches every admin section from the dashboard in at most two clicks, each with heading, breadcrumb and tab title', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await openAdmin(page, await tokenOf(request, owner));
  const nav = sidebar(page);
  for (const section of sections) {
    // Back to the dashboard first: every section is counted from there.
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const clicks = { n: 0 };
    if (section.group) {
      const group = nav.getByRole('button', { name: section.group, exact: true });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await click(group, clicks);
      await click(
        nav
          .locator(`#${await group.getAttribute('aria-controls')}`)
          .getByRole('link', { name: section.entry, exact: true }),
        clicks,
      );
    } else {
      await click(nav.getByRole('link', { name: section.entry, exact: true }), clicks);
    }
    expect(clicks.n, section.url).toBeLessThanOrEqual(2);
    await expect(page, section.url).toHaveURL(new RegExp(`/admin/${section.url}$`));
    await expect(page.getByRole('heading', { level: 1, name: section.heading, exact: true })).toBeVisible();
    const crumbs = breadcrumb(page);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(section.heading);
    if (section.group) await expect(crumbs).toContainText(section.group);
    await expect(page).toHaveTitle(`${section.heading} | Admin | ${shop}`);
    // Its sidebar entry is marked as where the viewer is.
    await expect(nav.locator('[aria-current]')).toHaveText(section.entry);
  }
});

test('the settings index lists every settings area as a card that opens it', async ({ page, request }) => {
  await openAdmin(page, await tokenOf(request, owner), 'setting/index');
  const cards = page.getByRole('main').getByRole('link');
  for (const area of [
    'General',
    'Payments',
    'Shipping',
    'Taxes',
    'Currencies',
    'Zones',
    'Options',
    'Languages',
    'Email',
    'Domains',
    'Social Networks',
    'Files',
    'Backup',
    'Activity Log',
    'Users',
  ]) {
    await expect(cards.filter({ hasText: new RegExp(`^${area}`) }).first()).toBeVisible();
  }
  // Each card says what is set up there now.
  await expect(cards.filter({ hasText: /^Currencies/ })).toContainText(
    /\d+ currenc(y|ies), default [A-Z]{3}/,
  );
  await expect(cards.filter({ hasText: /^Payments/ })).toContainText(/\d of 5 payment methods on/);
  await page.screenshot({ path: 'test-results/admin-settings-index.png', fullPage: true });
  await cards.filter({ hasText: /^Zones/ }).click();
  await expect(page).toHaveURL(/\/admin\/setting\/zone$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zones' })).toBeVisible();
});

test('the search box finds an order by reference, a product by SKU and a customer by e-mail, by keyboard', async ({
  page,
  request,
}) => {
  const order = await placeGuestOrder(
    request,
    unique('order-search'),
    { firstname: 'Quinn', lastname: 'Searcher' },
    1,
  );
  const customerEmail = unique('searchable.customer');
  const registered = await request.post(`${api}/storefront/register`, {
    data: {
      firstname: 'Morgan',
      lastname: 'Findme',
      email: customerEmail,
      password: 'trail-mix-42',
      confirm: 'trail-mix-42',
      cart: [],
    },
  });
  expect(registered.status()).toBe(201);
  const token = await tokenOf(request, owner);
  const products = await (
    await request.get(`${api}/admin/products?search=Titanium%20Cook%20Pot`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  const pot = products.data.find((p: { name: string }) => p.name === 'Titanium Cook Pot') as {
    id: number;
    sku: string;
  };

  await openAdmin(page, token);
  const box = page.getByRole('combobox', { name: 'Search the admin' });
  const results = page.getByRole('listbox', { name: 'Search results' });

  // An order by its reference, opened with the keyboard.
  await expect(box).toHaveAttribute('placeholder', 'Search orders, products and customers');
  await page.keyboard.press('Control+K');
  await expect(box).toBeFocused();
  await box.fill(order.ref.toLowerCase());
  await expect(results.getByRole('group', { name: 'Orders' }).getByRole('option').first()).toContainText(
    `#${order.ref}`,
  );
  await box.press('ArrowDown');
  await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/order/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.ref}` })).toBeVisible();

  // A product by its SKU.
  await box.fill(pot.sku);
  const product = results
    .getByRole('group', { name: 'Products' })
    .getByRole('option', { name: /Titanium Cook Pot/ });
  await expect(product).toContainText(`SKU ${pot.sku}`);
  await product.click();
  await expect(page).toHaveURL(new RegExp(`/admin/product/${pot.id}$`));

  // A customer by e-mail; Escape closes the list.
  await box.fill(customerEmail);
  const customer = results
    .getByRole('group', { name: 'Customers' })
    .getByRole('option', { name: /Morgan Findme/ });
  await expect(customer).toContainText(customerEmail);
  await box.press('Escape');
  await expect(results).toHaveCount(0);
  await box.press('ArrowDown');
  await expect(customer).toBeVisible();
  // The list reopens with results it fetches again; the first arrow may come before they do, and
  // its highlight may not be drawn yet when read: arrow on (the list of two wraps) until it is.
  await expect(async () => {
    if ((await customer.getAttribute('aria-selected')) !== 'true') await box.press('ArrowDown');
    await expect(customer).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await box.press('Enter');
  await expect(page).toHaveURL(/\/admin\/customer\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Morgan Findme' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(customerEmail);
});

test('on a narrow screen the sidebar folds away behind a Menu button, and opens and closes by keyboard', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, await tokenOf(request, owner));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const nav = sidebar(page);
  await expect(nav).toBeHidden();
  const open = page.getByRole('button', { name: 'Open the menu' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await page.screenshot({ path: 'test-results/admin-shell-narrow.png' });

  await open.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: 'test-results/admin-shell-narrow-open.png' });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await open.click();
  await menu.getByRole('button', { name: 'Catalog' }).click();
  await menu.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/admin\/product\/category\/all$/);
  // Choosing a page closes the menu.
  await expect(menu).toBeHidden();
  // No sideways scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(nav).toBeVisible();
  await expect(open).toBeHidden();
  await page.screenshot({ path: 'test-results/admin-shell-wide.png' });
});

/** A staff member of the demo shop whose role holds `permissions`, signed in; their token. */
async function staffWith(page: Page, request: APIRequestContext, permissions: string[]) {
  const auth = { authorization: `Bearer ${await tokenOf(request, owner)}` };
  const role = await request.post(`${api}/admin/roles`, {
    headers: auth,
    data: { name: `No shipping ${Date.now()}`, permissions },
  });
  expect(role.status(), await role.text()).toBe(201);
  const email = unique('catalogue.staff');
  const invited = await request.post(`${api}/admin/users`, {
    headers: auth,
    data: { name: 'Cory Catalogue', email, role_id: (await role.json()).data.id },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await page.goto(await linkMailedTo(email));
  await page.getByLabel('New password').fill('ranger-station-5');
  await page.getByLabel('Confirm password').fill('ranger-station-5');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('Your password has been set.')).toBeVisible();
  return tokenOf(request, { email, password: 'ranger-station-5' });
}

test('staff whose role lacks settings see no shipping or settings in the menu, and a clear no-access page at the address', async ({
  page,
  request,
}) => {
  const token = await staffWith(page, request, ['catalog', 'orders', 'customers']);
  await openAdmin(page, token);
  const nav = sidebar(page);
  await expect(nav.getByRole('button', { name: 'Catalog' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  for (const group of await nav.getByRole('button').all()) {
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  }
  await expect(nav).not.toContainText('Shipping');
  await expect(nav).not.toContainText('Payments');
  await expect(nav).not.toContainText('All Settings');
  await expect(nav.getByRole('link', { name: 'Options' })).toBeVisible();

  await page.goto(`${origin}/admin/setting/shipping`);
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'You do not have access to this page — ask the shop owner',
  );
  await expect(page.getByRole('main')).not.toContainText('You do not have permission');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.placeholder')).toHaveCount(0);
  await expect(breadcrumb(page).getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/admin-no-access.png' });
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
