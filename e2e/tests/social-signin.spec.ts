import { expect, type Page, test } from '@playwright/test';
import { port, shopOrigin, signInDemoOwner } from './helpers';

// Issue 15: the merchant turns on 'Continue with Google' (setting/social) and a shopper signs in
// with it. "Google" is a local fake speaking OpenID Connect (discovery, authorize, token with PKCE
// and client secret, JWKS, signed ID token); the server reaches it through SOCIAL_GOOGLE_ISSUER_URL
// (playwright.config.ts), on the port E2E_IDP_PORT.
const origin = shopOrigin('demo');
const api = `http://127.0.0.1:${port}/api/v1`;

/** What this test uses of the server's fake identity provider (apps/server/test/fakes/identity-provider.ts). */
interface FakeIdp {
  clients: Map<string, string>;
  user: { sub: string; email: string; email_verified: boolean; given_name: string; family_name: string };
  refuse: 'access_denied' | undefined;
  close(): Promise<void>;
}
// Loaded at run time: the server's source lies outside this project's tsconfig rootDir.
const fakeIdpModule = '../../apps/server/test/fakes/identity-provider';
let idp: FakeIdp;

async function startIdp() {
  const module = (await import(fakeIdpModule)) as {
    startFakeIdentityProvider(options: { port: number }): Promise<FakeIdp>;
  };
  idp = await module.startFakeIdentityProvider({ port: Number(process.env.E2E_IDP_PORT) });
  idp.clients.set('emporia-e2e.apps.googleusercontent.com', 'e2e-google-secret');
}
test.beforeAll(startIdp);
test.afterAll(async () => {
  await idp?.close();
});

/** Google sign-in on (or off) for the demo shop, through the settings API the admin page uses. */
async function setGoogle(page: Page, enabled: boolean) {
  const token = await page.evaluate(() => localStorage.getItem('emporia.admin_token'));
  const off = { enabled: false, client_id: '', client_secret: '' };
  const google = enabled
    ? {
        enabled: true,
        client_id: 'emporia-e2e.apps.googleusercontent.com',
        client_secret: 'e2e-google-secret',
      }
    : off;
  const res = await page.request.put(`${api}/admin/settings/social_sign_in`, {
    headers: { authorization: `Bearer ${token}` },
    data: { google, facebook: off, ...(enabled ? {} : { secrets_clear: ['google'] }) },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A failed sign-in lands on a storefront page: its sentence, a way back, never the API's JSON. */
async function expectFailurePage(page: Page, sentence: string | RegExp) {
  await expect(page).toHaveURL(new RegExp(`^${origin}/auth/callback\\?failed=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in did not work' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(sentence);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
    'href',
    '/',
  );
  // Server-rendered: the address alone gives the page, sentence included (Node resolves no
  // *.localhost names; 127.0.0.1 reaches the demo shop).
  const { pathname, search } = new URL(page.url());
  const html = await (await page.request.get(`http://127.0.0.1:${port}${pathname}${search}`)).text();
  expect(html).toContain('Sign-in did not work');
}

// Runs first: the server keeps Google's discovery document for an hour once it has read it, and
// only a server that has not yet reached Google finds it unreachable when a sign-in starts.
test('every failed Google sign-in lands on a storefront page with a sentence and a way back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInDemoOwner(page, origin);
  await setGoogle(page, true);
  const shopper = await (await page.context().browser()!.newContext()).newPage();
  try {
    // Google cannot be reached.
    await idp.close();
    await shopper.goto(`${origin}/login`);
    await shopper.getByRole('link', { name: 'Continue with Google' }).click();
    await expectFailurePage(shopper, 'Google cannot be reached right now.');
    await shopper.screenshot({ path: 'test-results/social-signin-failed.png', fullPage: true });
    await startIdp();

    // The shopper cancels at Google, which sends them back with error=access_denied.
    idp.refuse = 'access_denied';
    await shopper.goto(`${origin}/login`);
    await shopper.getByRole('link', { name: 'Continue with Google' }).click();
    await expectFailurePage(shopper, 'Sign-in was cancelled');
    idp.refuse = undefined;

    // A return that belongs to no sign-in started here (a forged or stale state).
    await shopper.goto(`${origin}/auth/callback?code=forged&state=not-a-state-of-ours`);
    await expectFailurePage(shopper, 'This sign-in has expired or was already used.');

    // Google shares no e-mail address.
    idp.user = {
      sub: `e2e-nomail-${Date.now()}`,
      email: '',
      email_verified: false,
      given_name: 'No',
      family_name: 'Mail',
    };
    await shopper.goto(`${origin}/login`);
    await shopper.getByRole('link', { name: 'Continue with Google' }).click();
    await expectFailurePage(shopper, 'did not share your e-mail address');
    await shopper.getByRole('link', { name: 'Sign in again' }).click();
    await expect(shopper.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  } finally {
    await shopper.close();
    await setGoogle(page, false);
  }
});

test('the merchant turns on Google sign-in → a shopper continues with Google and lands signed in', async ({
  page,
  browser,
}) => {
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/setting/social`);
  const form = page.getByRole('form', { name: 'Social sign-in' });
  await expect(form.getByLabel('Redirect URI to register')).toHaveValue(`${origin}/auth/callback`, {
    timeout: 15_000,
  });
  await form.getByLabel('Sign-in with Google').check();
  await form.getByLabel('Google client ID').fill('emporia-e2e.apps.googleusercontent.com');
  await form.getByRole('textbox', { name: 'Google client secret' }).fill('e2e-google-secret');
  await form.getByRole('button', { name: 'Save sign-in settings' }).click();
  await expect(page.getByText('Updated! Shoppers see a button for each provider that is on.')).toBeVisible();
  // Write-only: the saved secret is not shown again.
  const secret = form.getByRole('textbox', { name: 'Google client secret' });
  await expect(secret).toHaveValue('');
  await expect(secret).toHaveAttribute('placeholder', 'A value is saved — type to replace it');
  await page.screenshot({ path: 'test-results/social-signin-admin.png', fullPage: true });

  const shopper = await (await browser.newContext()).newPage();
  idp.user = {
    sub: `e2e-${Date.now()}`,
    email: `trail.${Date.now()}@example.com`,
    email_verified: true,
    given_name: 'Tara',
    family_name: 'Trail',
  };
  await shopper.goto(`${origin}/login`);
  const google = shopper.getByRole('link', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Continue with Facebook' })).toHaveCount(0);
  await shopper.screenshot({ path: 'test-results/social-signin-login.png' });
  await google.click();
  // Where the account area opens (its first page).
  await expect(shopper).toHaveURL(new RegExp(`^${origin}/account`));
  await expect(
    shopper.getByRole('navigation', { name: 'Cart and account' }).getByRole('link', { name: /My Account/ }),
  ).toBeVisible();

  // Back as it was for the other specs: Google sign-in off.
  const token = await page.evaluate(() => localStorage.getItem('emporia.admin_token'));
  const off = { enabled: false, client_id: '', client_secret: '' };
  const reset = await page.request.put(`${api}/admin/settings/social_sign_in`, {
    headers: { authorization: `Bearer ${token}` },
    data: { google: off, facebook: off, secrets_clear: ['google'] },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
});
