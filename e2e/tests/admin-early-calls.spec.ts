import { expect, type Page, test } from '@playwright/test';
import { demoOwner, port } from './helpers';

// An admin page's HTML starts its first API calls before the app's code has arrived (ADR 0133):
// the page shows its record from those answers, asks the API for nothing twice, and the one
// inline script it runs is allowed by the page's Content-Security-Policy.

const origin = `http://localhost:${port}`;
const api = `${origin}/api/v1`;

/** Every request the page makes to `path` (no query), with how it went out. */
function callsTo(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.resourceType());
  });
  return seen;
}

/** Console errors and CSP refusals on the page. */
function problemsOf(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function storeToken(page: Page, token: string) {
  await page.goto(`${origin}/`);
  await page.evaluate((value) => localStorage.setItem('emporia.admin_token', value), token);
}

test('the product editor shows its product from the calls its page started, each asked once', async ({
  page,
  request,
}) => {
  const signedIn = await request.post(`${api}/admin-login`, { data: demoOwner });
  const token = (await signedIn.json()).data.token as string;
  const listed = await request.get(`${api}/admin/products?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const product = (await listed.json()).data[0] as { id: number; name: string };

  await storeToken(page, token);
  const problems = problemsOf(page);
  const productCalls = callsTo(page, `/api/v1/admin/products/${product.id}`);
  const accountCalls = callsTo(page, '/api/v1/admin/account');
  const categoryCalls = callsTo(page, '/api/v1/admin/categories');
  await page.goto(`${origin}/admin/product/${product.id}`);

  await expect(page.getByRole('heading', { name: `Edit Product: ${product.name}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true }).first()).toHaveValue(product.name);
  // Started by the page's HTML (fetch), never asked again by the app's client (xhr).
  expect(productCalls).toEqual(['fetch']);
  expect(accountCalls).toEqual(['fetch']);
  expect(categoryCalls).toEqual(['fetch']);
  expect(problems).toEqual([]);

  // Moving on inside the app asks the API as usual: an answer is taken once, for the first render.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: product.name, exact: true }).first().click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true }).first()).toHaveValue(product.name);
});

test('a token that no longer opens a session is told so, with the way to sign in again', async ({ page }) => {
  await storeToken(page, 'no-longer-a-session');
  await page.goto(`${origin}/admin/product/1`);
  const ended = page.getByRole('alert').filter({ hasText: 'Your admin session has ended.' }).first();
  await expect(ended).toBeVisible();
  await ended.getByRole('link', { name: 'Log in again' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
});
