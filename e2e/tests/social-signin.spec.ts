import { expect, test } from '@playwright/test';
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
  close(): Promise<void>;
}
// Loaded at run time: the server's source lies outside this project's tsconfig rootDir.
const fakeIdpModule = '../../apps/server/test/fakes/identity-provider';
let idp: FakeIdp;

test.beforeAll(async () => {
  const module = (await import(fakeIdpModule)) as {
    startFakeIdentityProvider(options: { port: number }): Promise<FakeIdp>;
  };
  idp = await module.startFakeIdentityProvider({ port: Number(process.env.E2E_IDP_PORT) });
  idp.clients.set('emporia-e2e.apps.googleusercontent.com', 'e2e-google-secret');
});
test.afterAll(async () => {
  await idp?.close();
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
