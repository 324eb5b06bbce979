import { expect, type Page, test } from '@playwright/test';
import { platformToken } from '../playwright.config';
import { port, shopOrigin, signInDemoOwner, unitedStates } from './helpers';

// Issue 32, point 10: what a merchant trips over — a suspended shop's storefront, deletes asked in
// the browser's own dialog, the sidebar's Request API Access, a plugin address without its last
// part, and the header's search box in longer (French) labels.
const origin = shopOrigin('demo');
const api = `http://127.0.0.1:${port}/api/v1`;

/** Fails the test when the browser's own confirm (or alert) opens: the app asks in its own dialogs. */
function refuseBrowserDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`a browser dialog opened: ${dialog.message()}`);
  });
}

test('a suspended shop’s storefront says it is closed for now, with 503 and no shop-not-found', async ({
  page,
  request,
}) => {
  const operator = { authorization: `Bearer ${platformToken}` };
  const suspend = await request.post(`${api}/platform/shops/outdoors/suspension`, {
    headers: operator,
    data: { reason: 'Unpaid invoices' },
  });
  expect(suspend.ok(), await suspend.text()).toBe(true);
  try {
    const outdoors = shopOrigin('outdoors');
    const response = await page.goto(`${outdoors}/`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBeTruthy();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('This shop is closed for now. Please come back soon.')).toBeVisible();
    await expect(page.getByText('There is no shop at this address')).toHaveCount(0);
    // The operator's reason is for the shop's staff, not its shoppers.
    await expect(page.getByText('Unpaid invoices')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/suspended-storefront.png' });
    expect((await page.goto(`${outdoors}/category/camping`))?.status()).toBe(503);
    const storefrontApi = await page.evaluate(async () => {
      const res = await fetch('/api/v1/storefront/config');
      return { status: res.status, body: await res.json() };
    });
    expect(storefrontApi).toMatchObject({ status: 503, body: { message: 'This shop is closed for now.' } });
    // Its staff still learn why at the admin door.
    const admin = await page.goto(`${outdoors}/admin/login`);
    expect(admin?.status()).toBe(403);
    await expect(page.getByText(/Unpaid invoices/)).toBeVisible();
  } finally {
    await request.delete(`${api}/platform/shops/outdoors/suspension`, { headers: operator });
  }
});

test('deleting asks in the app’s own dialog, in the admin and on the storefront', async ({
  page,
  request,
}) => {
  refuseBrowserDialogs(page);
  // Admin: a tax class (the inline editor's Delete); Cancel keeps it, Delete removes it.
  await signInDemoOwner(page, origin);
  const token = await page.evaluate(() => localStorage.getItem('emporia.admin_token'));
  const name = `Dialog Test ${Date.now()}`;
  const created = await request.post(`${api}/admin/settings/tax-classes`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title: name, description: 'Made by a browser test' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.goto(`${origin}/admin/setting/tax/class`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: 'test-results/confirm-dialog-admin.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row).toHaveCount(0);

  // Storefront: an address in the shopper's address book.
  const email = `dialog.${Date.now()}@example.com`;
  const registered = await request.post(`${api}/storefront/register`, {
    data: {
      firstname: 'Dee',
      lastname: 'Alog',
      email,
      password: 'trail-mix-42',
      confirm: 'trail-mix-42',
      cart: [],
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const customer = (await registered.json()).data.token as string;
  const { us, zones } = await unitedStates(request);
  const address = await request.post(`${api}/storefront/account/addresses`, {
    headers: { authorization: `Bearer ${customer}` },
    data: {
      firstname: 'Dee',
      lastname: 'Alog',
      address_1: '1 Modal Way',
      city: 'Portland',
      postcode: '97201',
      country_id: us.id,
      zone_id: zones.find((zone) => zone.code === 'OR')!.id,
    },
  });
  expect(address.ok(), await address.text()).toBe(true);
  await page.evaluate((value) => localStorage.setItem('emporia.customer_token', value), customer);
  await page.goto(`${origin}/account/address-book/details`);
  const card = page.getByTestId('address-card');
  await expect(card).toContainText('1 Modal Way');
  await card.getByRole('button', { name: 'Delete' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(ask).toBeVisible();
  await page.screenshot({ path: 'test-results/confirm-dialog-storefront.png' });
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('You have not saved any addresses yet.')).toBeVisible();
});

test('Request API Access leads to how apps get API access; a method’s region address opens its regions', async ({
  page,
}) => {
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/app/dashboard`);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await nav.getByRole('link', { name: 'Request API Access' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request API Access' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How an app gets API access' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/docs');
  await expect(page.getByRole('link', { name: 'Choose an app to install' })).toHaveAttribute(
    'href',
    '/admin/app/dashboard',
  );
  await page.screenshot({ path: 'test-results/request-api-access.png', fullPage: true });

  // plugin/advancedshipper/{id}/region: the method's regions (SPEC: region list, create, {rid}).
  const token = await page.evaluate(() => localStorage.getItem('emporia.admin_token'));
  const methods = `${api}/admin/plugin/advancedshipper/methods`;
  const created = await page.request.post(methods, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Region Test ${Date.now()}`, status: 0, sort_order: 9 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const methodId = (await created.json()).data.id as number;
  try {
    const methodPath = `/admin/plugin/advancedshipper/${methodId}/region`;
    await page.goto(`${origin}${methodPath}`);
    await expect(page).toHaveURL(`${origin}${methodPath}/list`);
    await expect(page.getByRole('heading', { level: 1, name: /^Shipping Regions/ })).toBeVisible();
  } finally {
    await page.request.delete(`${methods}/${methodId}`, { headers: { authorization: `Bearer ${token}` } });
  }
});

test('the header keeps a usable search box with French labels at 1366 and 1024 px', async ({ page }) => {
  test.setTimeout(120_000);
  await signInDemoOwner(page, origin);
  const token = await page.evaluate(() => localStorage.getItem('emporia.admin_token'));
  const languages = `${api}/admin/settings/languages`;
  const auth = { authorization: `Bearer ${token}` };
  await page.request.delete(`${languages}/fr`, { headers: auth });
  const added = await page.request.post(languages, { headers: auth, data: { code: 'fr' } });
  expect(added.ok(), await added.text()).toBe(true);
  try {
    for (const language of ['fr', 'en']) {
      await page.evaluate((code) => localStorage.setItem('language', code), language);
      for (const width of [1366, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${origin}/`);
        const search = page.getByRole('search').getByRole('searchbox');
        await expect(search).toBeVisible();
        const box = (await search.boundingBox())!;
        // Room to read a typed keyword: at least 12 rem, and on one line with its button.
        expect(box.width, `${language} at ${width} px`).toBeGreaterThanOrEqual(192);
        const header = (await page.locator('.navbar').first().boundingBox())!;
        expect(header.height, `${language} at ${width} px`).toBeLessThan(130);
        const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(scrolls, `${language} at ${width} px`).toBe(false);
        await page.screenshot({ path: `test-results/header-${language}-${width}.png` });
      }
    }
  } finally {
    await page.evaluate(() => localStorage.removeItem('language'));
    await page.request.delete(`${languages}/fr`, { headers: auth });
  }
});
