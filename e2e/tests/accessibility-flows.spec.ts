import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { port, shopOrigin, signInDemoOwner, walkToShippingStep } from './helpers';

// Issue 36: the routes and states the page sweeps (accessibility.spec.ts, accessibility-admin-N)
// do not reach by address alone — the platform's sign-up and developer pages, checkout past its
// first step, error states — checked by axe for WCAG 2.2 AA.
const platform = `http://platform.localhost:${port}`;
const shop = shopOrigin('demo');

test.describe.configure({ timeout: process.env.CI ? 240_000 : 90_000 });

test('platform sign-up: the form, and a subdomain already taken', async ({ page }) => {
  await page.goto(`${platform}/`);
  await expect(page.getByRole('heading', { name: 'Open your online shop in minutes' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel('Subdomain').fill('demo');
  await expect(page.locator('#subdomain-status')).toHaveText(/already taken/);
  await page.getByRole('button', { name: 'Create my shop' }).click();
  await expectNoViolations(page);
});

test('developer pages: sign-up, and its answer', async ({ page }) => {
  await page.goto(`${platform}/developers`);
  await expect(page.locator('#signup')).toBeVisible();
  await expectNoViolations(page);
  const signup = page.locator('#signup');
  await signup.getByLabel('Your name').fill('Ada Access');
  await signup.getByLabel('E-mail').fill(`axe-dev-${Date.now().toString(36)}@example.com`);
  await signup.getByLabel('Password').fill('analytical-engine-42');
  await signup.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expectNoViolations(page);
});

test('checkout: the shipping step of a guest', async ({ page }) => {
  await page.goto(`${shop}/ridgeline-headlamp`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Ridgeline Headlamp has been added to your cart.')).toBeVisible();
  await walkToShippingStep(page);
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expectNoViolations(page);
});

test('error states: an unknown order to track, an admin record that does not exist', async ({ page }) => {
  await page.goto(`${shop}/track-order/NO-SUCH-ORDER`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoViolations(page);
  await signInDemoOwner(page, shop);
  await page.goto(`${shop}/admin/product/999999`);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expectNoViolations(page);
});

test('admin sign-in, and its messages for an empty form', async ({ page }) => {
  await page.goto(`${shop}/admin/login`);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.locator('.is-invalid').first()).toBeVisible();
  await expectNoViolations(page);
});
