import { expect, test } from '@playwright/test';
import { type OwnServer, startOwnServer } from './own-server';

// Issue 32, point 3: on a default start (no PLATFORM_STRIPE_* variables) plans cannot change, so
// the owner is told so, sees what the plan allows meanwhile, and cannot press Choose into an
// error. The shared test server has billing (a fake Stripe): this file starts the compiled server
// of its own (own-server.ts) without those variables.

let server: OwnServer | undefined;
let port: number;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer('no-billing', [
    'PLATFORM_STRIPE_SECRET_KEY',
    'PLATFORM_STRIPE_PUBLISHABLE_KEY',
    'PLATFORM_STRIPE_API_URL',
  ]);
  port = server.port;
});

test.afterAll(async () => {
  await server?.stop();
});

test('without billing the owner reads why plans cannot change, sees the plan’s limits, and cannot press Choose', async ({
  page,
}) => {
  const origin = `http://demo.localhost:${port}`;
  const login = await page.request.post(`http://127.0.0.1:${port}/api/v1/admin-login`, {
    data: { email: 'owner@demo.example', password: 'emporia-owner' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const token = (await login.json()).data.token as string;
  await page.goto(`${origin}/`);
  await page.evaluate((value) => localStorage.setItem('emporia.admin_token', value), token);

  await page.goto(`${origin}/admin/subscription/plan`);
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  const why = page.getByRole('region', { name: 'Billing is not set up' });
  await expect(why).toContainText(
    'This platform has not set up billing yet, so plans cannot be changed here until it does.',
  );
  await expect(why).toContainText('The platform’s operator can move your shop to another plan.');
  // What the current plan allows, and what the shop uses of it.
  await expect(why).toContainText('Meanwhile your Enterprise plan allows:');
  await expect(why.getByRole('progressbar', { name: 'products used' })).toBeAttached();
  await expect(why).toContainText(/products\s*\d+ of unlimited/i);

  const choose = page.getByRole('button', { name: 'Choose Basic' });
  await expect(choose).toBeDisabled();
  await expect(choose).toHaveAccessibleDescription(/has not set up billing yet/);
  await expect(page.getByRole('link', { name: 'Choose Basic' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/plans-without-billing.png', fullPage: true });

  // The billing-period page, opened by its address, says the same and cannot confirm.
  await page.goto(`${origin}/admin/subscription/period/basic`);
  await expect(page.getByRole('region', { name: 'Billing is not set up' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Basic plan' })).toBeDisabled();
  await expect(page.getByText(/try again later/i)).toHaveCount(0);
});
