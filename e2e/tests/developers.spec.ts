import { expect, test } from '@playwright/test';
import { linkMailedTo } from './accounts-mail';
import { port } from './helpers';

// A developer on the platform home (issue 34, ADR 0122): signs up, confirms the e-mail over real
// SMTP, registers an app and sees its client id and the secret shown once.

const platform = `http://platform.localhost:${port}`;

test('a developer signs up, confirms the e-mail and registers an app', async ({ page }) => {
  test.setTimeout(60_000);
  const email = `dev-${Date.now().toString(36)}@example.com`;

  await page.goto(`${platform}/`);
  await page.getByRole('link', { name: /developer dashboard/ }).click();
  await expect(page).toHaveURL(`${platform}/developers`);
  const signup = page.locator('#signup');
  await signup.getByLabel('Your name').fill('Ada Lovelace');
  await signup.getByLabel('E-mail').fill(email);
  await signup.getByLabel('Password').fill('analytical-engine-42');
  await signup.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  await page.goto(await linkMailedTo(email, '/developers/verify'));
  await expect(page).toHaveURL(`${platform}/developers`);
  await expect(page.getByRole('heading', { name: 'Your development shop' })).toBeVisible();
  await expect(page.locator('#dev-shop')).toContainText('Ada Lovelace’s development shop');

  await page.getByRole('link', { name: 'Create an app' }).click();
  await page.getByLabel('App name').fill('Stock Watch');
  await page.getByLabel('Icon URL').fill('https://cdn.example.com/stock-watch.png');
  await page.getByLabel('App URL (install page)').fill('https://stockwatch.example.com/install');
  await page.getByLabel('Redirect URLs').fill('https://stockwatch.example.com/callback');
  await page.getByLabel(/^read_products/).check();
  await page.getByLabel('products/update').check();
  await page.getByRole('button', { name: 'Create app' }).click();

  const secret = page.locator('#secret');
  await expect(secret).toContainText('Stock Watch is registered');
  const clientId = await secret.locator('#client-id').textContent();
  expect(clientId).toMatch(/^app_/);
  await expect(secret.locator('#client-secret')).toHaveText(/^emp_secret_/);
  await expect(page.locator('#app-facts #client-id')).toHaveText(clientId!);
  await page.screenshot({ path: 'test-results/developer-app.png', fullPage: true });

  // The list shows it; the secret is not shown again.
  await page.getByRole('link', { name: 'Back to your apps' }).click();
  await expect(page.locator('#apps')).toContainText(clientId!);
  await expect(page.locator('#secret')).toHaveCount(0);
  await expect(page.locator('#main')).not.toContainText('null');
  await page.screenshot({ path: 'test-results/developer-dashboard.png', fullPage: true });

  // The development shop's admin opens signed in, its owner being the developer; the app is in its directory.
  await page.getByRole('button', { name: 'Open its admin' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://dev-\\d+\\.localhost:${port}/admin(/dashboard)?$`));
  await page.goto(`${new URL(page.url()).origin}/admin/app/dashboard`);
  await expect(page.getByText('Stock Watch').first()).toBeVisible();
});
