import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { linkMailedTo, matchMailedTo } from './accounts-mail';
import { port, shopOrigin } from './helpers';

// No lock-out by strangers (issue 11 §2, ADR 0018): wrong passwords hold back the address that typed
// them, the e-mailed sign-in link always lets the owner in, and staff see and lift lockouts.

const origin = `http://localhost:${port}`;
const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
const customerToken = (page: Page) => page.evaluate(() => localStorage.getItem('emporia.customer_token'));

async function registerShopper(request: APIRequestContext, email: string) {
  const registered = await request.post(`${origin}/api/v1/storefront/register`, {
    data: {
      firstname: 'Robin',
      lastname: 'Hiker',
      email,
      password: 'trail-mix-42',
      confirm: 'trail-mix-42',
      cart: [],
    },
  });
  expect(registered.status()).toBe(201);
  // The welcome mail first, so the newest mail the test reads next is its sign-in link.
  await matchMailedTo(email, /You sign in with/);
}

async function tryPassword(page: Page, email: string, password: string) {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('held back after wrong passwords, a shopper signs in with the e-mailed link; it works once', async ({
  page,
  request,
}) => {
  const email = unique('held');
  await registerShopper(request, email);

  await page.goto(`${origin}/login`);
  for (let i = 0; i < 3; i += 1) {
    await tryPassword(page, email, `wrong-guess-${i}`);
    await expect(page.getByRole('alert')).toContainText('The e-mail address or password is incorrect.');
  }
  await tryPassword(page, email, 'trail-mix-42');
  const held = page.getByRole('alert');
  await expect(held).toContainText(/Too many failed attempts\. Please wait \d+ seconds? and try again/);
  await expect(held).toContainText('E-mail me a sign-in link');

  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByText(/we have sent a sign-in link to it/)).toBeVisible();
  const link = await linkMailedTo(email, '/auth/callback');
  expect(link).toMatch(/\/auth\/callback\?code=[A-Za-z0-9_%-]+$/);

  await page.goto(link);
  await expect(page).toHaveURL(/\/account\/orders\/list$/);
  expect(await customerToken(page)).toBeTruthy();

  // The link works once.
  await page.goto(`${origin}/logout`);
  await expect(page).toHaveURL(`${origin}/`);
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('expired or has already been used');
  expect(await customerToken(page)).toBeNull();
});

test('staff see a lockout on the Users page, reached from the admin menu, and lift it', async ({
  page,
  request,
}) => {
  const email = unique('lifted');
  const login = (password: string) =>
    request.post(`${origin}/api/v1/storefront/login`, { data: { email, password, cart: [] } });
  await registerShopper(request, email);

  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Email').fill('owner@demo.example');
  await page.getByLabel('Password').fill('emporia-owner');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByText('Sign-in Lockouts', { exact: true })).toBeVisible();

  // Wrong passwords until this address waits 10 seconds: long enough to see and lift it.
  for (let i = 0; i < 3; i += 1) expect((await login(`wrong-guess-${i}`)).status()).toBe(401);
  const first = await login('trail-mix-42');
  expect(first.status()).toBe(429);
  await page.waitForTimeout(Number(first.headers()['retry-after']) * 1000 + 300);
  expect((await login('wrong-guess-3')).status()).toBe(401);
  expect((await login('trail-mix-42')).status()).toBe(429);

  await page.reload();
  const row = page
    .getByRole('table', { name: 'Sign-in lockouts' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(row).toContainText('Wrong passwords from this address');
  await expect(row).toContainText('Storefront');
  await expect(row).toContainText('Locked');
  await expect(
    page
      .getByRole('table', { name: 'Failed sign-ins' })
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('cell', { name: '4', exact: true }),
  ).toBeVisible();
  await row.getByRole('button', { name: `Lift the lock on ${email}` }).click();
  await expect(row).toContainText('Lifted');
  // Lifted, the shopper's password works from this address at once.
  expect((await login('trail-mix-42')).status()).toBe(200);
});

test('an admin signs in with an e-mailed link from the admin login page', async ({ page }) => {
  const admin = shopOrigin('outdoors');
  await page.goto(`${admin}/admin/login`);
  await page.getByLabel('Email').fill('owner@outdoors.example');
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByText(/we have sent a sign-in link to it/)).toBeVisible();
  const link = await linkMailedTo('owner@outdoors.example');
  expect(link).toMatch(/\/admin\/login\?code=/);

  await page.goto(link);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('emporia.admin_token'))).toBeTruthy();

  await page.evaluate(() => localStorage.removeItem('emporia.admin_token'));
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('expired or has already been used');
  await expect(page.getByLabel('Password')).toBeVisible();
});
