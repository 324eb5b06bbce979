import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { linkMailedTo, matchMailedTo } from './accounts-mail';
import { port } from './helpers';

// Customer and admin accounts (issue 3): sign-up to sign-in, the account area,
// password reset by e-mail, the wishlist and its shared view, admin 2FA sign-in.

// localhost serves the demo shop (DEFAULT_SHOP); Node's resolver does not know demo.localhost, Chromium does.
const origin = `http://localhost:${port}`;
const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
const customerToken = (page: Page) => page.evaluate(() => localStorage.getItem('emporia.customer_token'));

async function registerByApi(request: APIRequestContext, email: string, password = 'trail-mix-42') {
  const res = await request.post(`${origin}/api/v1/storefront/register`, {
    data: { firstname: 'Robin', lastname: 'Hiker', email, password, confirm: password, cart: [] },
  });
  expect(res.status()).toBe(201);
  // The welcome mail first, so the newest mail a test reads next is the one it caused.
  await matchMailedTo(email, /You sign in with/);
  return (await res.json()).data.token as string;
}

async function addToCartFromProductPage(page: Page, slug: string, name: string) {
  await page.goto(`${origin}/${slug}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${name} has been added to your cart.`)).toBeVisible();
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function login(page: Page, email: string, password: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('register → cart → logout → guest cart → login merges the saved cart → profile → address book → password', async ({
  page,
}) => {
  // A long walk (two carts, profile, addresses, password); the shared 2-core machine can be slow.
  test.slow();
  const email = unique('hiker');
  await page.goto(`${origin}/register`);
  // SPEC §9 wording of the demo shop.
  await expect(page.getByLabel('Sign Up for Deals')).toBeVisible();
  await expect(page.getByLabel('Text me order updates.')).toBeVisible();
  await page.getByLabel('First Name').fill('Robin');
  await page.getByLabel('Last Name').fill('Hiker');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Telephone').fill('555 0100');
  await page.getByLabel('Password', { exact: true }).fill('trail-mix-42');
  await page.getByLabel('Password Confirm').fill('trail-mix-42');
  await page.getByLabel('Sign Up for Deals').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account\/orders\/list$/);
  expect(await customerToken(page)).toBeTruthy();
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();

  // Signed in, product A goes into the customer's saved cart.
  await addToCartFromProductPage(page, 'titanium-cook-pot', 'Titanium Cook Pot');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Logout empties the cart in the browser (SPEC §4).
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  expect(await customerToken(page)).toBeNull();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  // As a guest, product B goes into a new guest cart.
  await addToCartFromProductPage(page, 'backpacking-stove', 'Backpacking Stove');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Login restores the saved cart (A) merged with the guest's (B).
  await page.goto(`${origin}/login`);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await fillLogin(page, email, 'trail-mix-42');
  await expect(page).toHaveURL(/\/account\/orders\/list$/);
  expect(await customerToken(page)).toBeTruthy();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await page.goto(`${origin}/cart`);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: 'Titanium Cook Pot' })).toHaveCount(1);
  await expect(lines.filter({ hasText: 'Backpacking Stove' })).toHaveCount(1);
  await page.goto(`${origin}/account/orders/list`);

  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page.getByLabel('First Name')).toHaveValue('Robin');
  await expect(page.getByLabel('Sign Up for Deals')).toBeChecked();
  await page.getByLabel('First Name').fill('Robyn');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();

  await page.getByRole('link', { name: 'Address Book' }).click();
  await expect(page.getByText('You have not saved any addresses yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Add New Address' }).click();
  await page.getByLabel('First Name').fill('Robyn');
  await page.getByLabel('Last Name').fill('Hiker');
  await page.getByLabel('Street Address').fill('1 Trailhead Rd');
  await page.getByLabel('Apt/Suite').fill('Unit 4');
  await page.getByLabel('City').fill('Sacramento');
  await page.getByLabel('Zip Code').fill('95814');
  await expect(page.getByLabel('Country')).toHaveValue(/\d+/);
  await page.getByLabel('State').selectOption({ label: 'California' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/account\/address-book\/details$/);
  const card = page.getByTestId('address-card');
  await expect(card).toContainText('1 Trailhead Rd, Unit 4');
  await expect(card).toContainText('Sacramento CA 95814');
  await expect(card).toContainText('Default address');

  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('State')).toHaveValue(/\d+/);
  await page.getByLabel('City').fill('Davis');
  await page.getByLabel('Zip Code').fill('95616');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('address-card')).toContainText('Davis CA 95616');

  await page.getByRole('link', { name: 'Change Password' }).click();
  await page.getByLabel('Current Password').fill('trail-mix-42');
  await page.getByLabel('New Password').fill('summit-push-99');
  await page.getByLabel('Password Confirm').fill('summit-push-99');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.goto(`${origin}/logout`);
  await expect(page).toHaveURL(`${origin}/`);
  await login(page, email, 'trail-mix-42');
  await expect(page.getByText('The e-mail address or password is incorrect.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('summit-push-99');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account\/orders\/list$/);
});

test('forgot password → the e-mailed link → reset → login', async ({ page, request }) => {
  const email = unique('forgetful');
  await registerByApi(request, email);
  await page.goto(`${origin}/login`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // Before the login page is live the link loads the next page whole: its field, not login's.
  await expect(page.getByRole('heading', { name: 'Forgot Your Password?' })).toBeVisible();
  await page.getByLabel('E-Mail').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(/we have sent a link to reset its password/)).toBeVisible();

  const link = await linkMailedTo(email, '/reset-password/');
  expect(link).toMatch(/\/reset-password\/[A-Za-z0-9_-]+$/);
  await page.goto(link);
  await page.getByLabel('New Password').fill('fresh-boots-11');
  await page.getByLabel('Password Confirm').fill('fresh-boots-11');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText(/Your password has been reset/)).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New Password').fill('again-boots-22');
  await page.getByLabel('Password Confirm').fill('again-boots-22');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toContainText('expired or has already been used');

  await login(page, email, 'fresh-boots-11');
  await expect(page).toHaveURL(/\/account\/orders\/list$/);
});

test('an account page sends a logged-out visitor to login and back', async ({ page, request }) => {
  const email = unique('returning');
  await registerByApi(request, email);
  await page.goto(`${origin}/account/address-book/details`);
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Faddress-book%2Fdetails$/);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('trail-mix-42');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account\/address-book\/details$/);
});

test('wishlist: add from a product page after login, the share link, and the shared view in a fresh browser', async ({
  page,
  browser,
  request,
}) => {
  const email = unique('wisher');
  await registerByApi(request, email);
  const slug = 'family-cabin-tent';
  const name = 'Family Cabin Tent';

  // Logged out, the button sends the shopper to login and back to this product page.
  await page.goto(`${origin}/${slug}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page).toHaveURL(`${origin}/login?redirect=${encodeURIComponent(`/${slug}`)}`);
  await fillLogin(page, email, 'trail-mix-42');
  await expect(page).toHaveURL(`${origin}/${slug}`);
  expect(await customerToken(page)).toBeTruthy();

  const wishButton = page.getByRole('button', { name: 'Add to Wishlist' });
  await expect(wishButton).toHaveClass(/btn-primary/);
  await wishButton.click();
  await expect(page.getByText(`${name} has been added to your wishlist.`)).toBeVisible();
  const wished = page.getByRole('button', { name: 'In Your Wishlist' });
  await expect(wished).toHaveClass(/btn-info/);
  await expect(wished).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`${origin}/account/wishlist`);
  const card = page.getByTestId('wishlist-card');
  await expect(card).toContainText(name);
  const shareLink = await page.getByTestId('wishlist-share-link').inputValue();
  expect(shareLink).toMatch(/\/extend\/wishlist\?id=\d+$/);
  for (const network of ['Facebook', 'X', 'Pinterest', 'LinkedIn']) {
    await expect(page.getByRole('button', { name: network, exact: true })).toBeVisible();
  }

  const stranger = await browser.newContext();
  const view = await stranger.newPage();
  await view.goto(shareLink);
  await expect(view.getByRole('heading', { name: 'Robin Wishlist' })).toBeVisible();
  await expect(view.getByTestId('wishlist-card')).toContainText(name);
  await expect(view.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.getByTestId('wishlist-card').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('You have no items in your wishlist.')).toBeVisible();
  await view.reload();
  await expect(view.getByRole('alert')).toContainText('This wishlist is empty or no longer available.');
  await stranger.close();
});

test('quick reorder shows its table, empty state and price note', async ({ page, request }) => {
  const token = await registerByApi(request, unique('reorder'));
  await page.goto(`${origin}/`);
  await page.evaluate((value) => localStorage.setItem('emporia.customer_token', value), token);
  await page.goto(`${origin}/account/quick-reorder`);
  for (const heading of ['Order ID', 'Product', 'SKU', 'Price', 'Qty']) {
    await expect(page.getByRole('columnheader', { name: heading })).toBeVisible();
  }
  await expect(
    page.getByText(
      'Important: Prices might have changed due to promotions starting and ending or from general price increases.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quick Reorder' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist' })).toBeVisible();
});

test('admin sign-in with two-factor authentication reaches the dashboard', async ({ page, request }) => {
  // A new admin of the demo shop, invited by the seeded owner, so the owner's own login stays as it is.
  const owner = await request.post(`${origin}/api/v1/admin-login`, {
    data: { email: 'owner@demo.example', password: 'emporia-owner' },
  });
  const ownerToken = (await owner.json()).data.token;
  const auth = { authorization: `Bearer ${ownerToken}` };
  const roles = (await (await request.get(`${origin}/api/v1/admin/roles`, { headers: auth })).json()).data;
  const email = unique('staff');
  const invited = await request.post(`${origin}/api/v1/admin/users`, {
    headers: auth,
    data: { name: 'Sam Staff', email, role_id: roles[0].id },
  });
  expect(invited.status()).toBe(201);
  const invitation = await linkMailedTo(email);
  await page.goto(invitation);
  await page.getByLabel('New password').fill('ranger-station-5');
  await page.getByLabel('Confirm password').fill('ranger-station-5');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('Your password has been set.')).toBeVisible();

  const adminLogin = async () => {
    await page.goto(`${origin}/admin/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('ranger-station-5');
    await page.getByRole('button', { name: 'Login' }).click();
  };
  await adminLogin();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`${origin}/admin/account`);
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  await page.getByLabel('Code from the app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();

  await page.getByRole('button', { name: 'Account: Sam Staff' }).click();
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await adminLogin();
  await expect(page).toHaveURL(/\/admin\/2fa$/);
  expect(await page.evaluate(() => localStorage.getItem('emporia.admin_token'))).toBeNull();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('The code is not correct');
  await page.getByLabel('Authentication code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('emporia.admin_token'))).toBeTruthy();
});

test('admin customers and users pages: search, open a customer, send a reset; list staff', async ({
  page,
  request,
}) => {
  const email = unique('findme');
  await registerByApi(request, email);
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Email').fill('owner@demo.example');
  await page.getByLabel('Password').fill('emporia-owner');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto(`${origin}/admin/customer/all`);
  await page.getByLabel('Search customers').fill(email);
  await page.getByLabel('Search customers').press('Enter');
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  // Other tests' customers share the name; the unfiltered list may still show while the search loads.
  await page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: 'Robin Hiker' }).click();
  await expect(page.getByRole('heading', { name: 'Robin Hiker' })).toBeVisible();
  await page.getByRole('button', { name: 'Send password reset' }).click();
  await expect(page.getByText(`A password reset link has been sent to ${email}.`)).toBeVisible();
  expect(await linkMailedTo(email, '/reset-password/')).toMatch(/\/reset-password\//);

  await page.goto(`${origin}/admin/users`);
  await expect(page.getByRole('cell', { name: 'owner@demo.example' })).toBeVisible();
  await expect(
    page.getByText('Customer service', { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
});
