import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { platformToken } from '../playwright.config';
import { placeGuestOrder, port, shopOrigin, signInDemoOwner } from './helpers';

// Issue 17: the owner installs an app through the consent screen. A tiny local HTTP server plays
// the app as a real one works: its install page checks the signed install request as docs/apps.md
// says (issue 31) and starts OAuth 2 with a PKCE pair, its callback exchanges the code at the
// verified shop's token endpoint, it calls the Admin API with its token and receives signed webhooks.
const origin = shopOrigin('demo');
// Node resolves no *.localhost names; 127.0.0.1 reaches the default shop, the demo shop.
const api = `http://127.0.0.1:${port}`;

interface Webhook {
  headers: IncomingHttpHeaders;
  body: string;
}
const fakeApp = {
  server: undefined as Server | undefined,
  base: '',
  clientId: '',
  clientSecret: '',
  shop: '',
  verifier: '',
  state: '',
  token: '',
  webhooks: [] as Webhook[],
};

const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** docs/apps.md's check of the install request; the shop under test is http, which the docs allow only locally. */
function verifiedShop(url: URL, clientSecret: string, now = Date.now()): string | undefined {
  const params = [...url.searchParams];
  if (new Set(params.map(([name]) => name)).size !== params.length) return undefined;
  const canonical = params
    .filter(([name]) => name !== 'hmac')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`)
    .join('&');
  const expected = Buffer.from(createHmac('sha256', clientSecret).update(canonical).digest('hex'));
  const given = Buffer.from(url.searchParams.get('hmac') ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const age = now / 1000 - Number(url.searchParams.get('timestamp'));
  if (!(age <= 300 && age >= -60)) return undefined;
  const shop = url.searchParams.get('shop') ?? '';
  const grant = url.searchParams.get('grant_url') ?? '';
  if (!URL.canParse(shop) || new URL(shop).origin !== shop) return undefined;
  return URL.canParse(grant) && new URL(grant).origin === shop ? shop : undefined;
}

const readBody = (request: import('node:http').IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

test.beforeAll(async ({ request }) => {
  fakeApp.server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', fakeApp.base);
    if (url.pathname === '/install') {
      // The app trusts the shop and its consent page only when the platform signed them.
      const shop = verifiedShop(url, fakeApp.clientSecret);
      if (!shop) {
        res.writeHead(400, { 'content-type': 'text/html' }).end('<h1>Install request refused</h1>');
        return;
      }
      fakeApp.shop = shop;
      // The app makes its PKCE pair and state, then sends the owner to the shop's consent page.
      fakeApp.verifier = randomBytes(32).toString('base64url');
      fakeApp.state = randomBytes(8).toString('hex');
      const grant = new URL(url.searchParams.get('grant_url') ?? '');
      grant.search = new URLSearchParams({
        client_id: fakeApp.clientId,
        redirect_uri: `${fakeApp.base}/callback`,
        scope: 'read_products,write_orders',
        state: fakeApp.state,
        code_challenge: createHash('sha256').update(fakeApp.verifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString();
      res.writeHead(302, { location: grant.toString() }).end();
      return;
    }
    if (url.pathname === '/callback') {
      if (url.searchParams.get('state') !== fakeApp.state) {
        res.writeHead(400).end('state mismatch');
        return;
      }
      // The secret goes to the shop the signed install request named, nowhere else. (Node resolves
      // no *.localhost names: the demo shop, the default one, answers on 127.0.0.1.)
      const tokenUrl = new URL('/api/v1/oauth/token', fakeApp.shop);
      if (tokenUrl.hostname.endsWith('.localhost')) tokenUrl.hostname = '127.0.0.1';
      const answer = await fetch(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: url.searchParams.get('code') ?? '',
          redirect_uri: `${fakeApp.base}/callback`,
          client_id: fakeApp.clientId,
          client_secret: fakeApp.clientSecret,
          code_verifier: fakeApp.verifier,
        }),
      });
      const json = (await answer.json()) as { access_token?: string; error?: string };
      fakeApp.token = json.access_token ?? '';
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<h1>${fakeApp.token ? 'Order Sync Test App is connected' : `Failed: ${json.error}`}</h1>`);
      return;
    }
    if (url.pathname === '/webhooks' && req.method === 'POST') {
      fakeApp.webhooks.push({ headers: req.headers, body: await readBody(req) });
      res.writeHead(200).end('ok');
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => fakeApp.server!.listen(0, '127.0.0.1', resolve));
  fakeApp.base = `http://127.0.0.1:${(fakeApp.server!.address() as AddressInfo).port}`;

  // The platform operator lists the app in the directory.
  const listed = await request.post(`${api}/api/v1/platform/apps`, {
    headers: { authorization: `Bearer ${platformToken}` },
    data: {
      name: 'Order Sync Test App',
      developer: 'Test Co.',
      description: 'Copies your orders to the test warehouse.',
      redirect_uris: [`${fakeApp.base}/callback`],
      install_url: `${fakeApp.base}/install`,
      webhook_url: `${fakeApp.base}/webhooks`,
      scopes: ['read_products', 'write_orders'],
      webhook_topics: ['orders/created', 'app/uninstalled'],
    },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const { client_id, client_secret } = (await listed.json()).data;
  fakeApp.clientId = client_id;
  fakeApp.clientSecret = client_secret;
});

test.afterAll(async () => {
  fakeApp.server?.closeAllConnections();
  await new Promise<void>((resolve) => (fakeApp.server ? fakeApp.server.close(() => resolve()) : resolve()));
});

const signatureValid = (webhook: Webhook) => {
  const timestamp = String(webhook.headers['x-emporia-timestamp']);
  const expected = createHmac('sha256', fakeApp.clientSecret)
    .update(`${timestamp}.${webhook.body}`)
    .digest('base64');
  return webhook.headers['x-emporia-signature'] === expected;
};

test('the owner installs an app through the consent screen; it is held to its scopes, hears of orders and is revoked', async ({
  page,
  request,
}) => {
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/dashboard`);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const group = nav.getByRole('button', { name: 'Apps', exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await nav.getByRole('link', { name: 'Your Apps', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();
  await expect(page.getByText('No apps installed yet.')).toBeVisible();
  const card = page.getByLabel('Order Sync Test App');
  await expect(card).toBeVisible();
  await expect(page.getByLabel('Order Sync Sample')).toBeVisible();

  // Install → the app's install page, signed → the consent screen, in plain words.
  await card.getByRole('button', { name: 'Install' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request API Access' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Sync Test App' })).toBeVisible();
  const asked = page.getByRole('list', { name: 'Requested access' });
  await expect(asked).toContainText('See products, variants, categories, manufacturers and options');
  await expect(asked).toContainText('See and edit orders, their statuses and returns');
  await page.getByRole('button', { name: 'Grant access' }).click();
  await expect(page.getByRole('heading', { name: 'Order Sync Test App is connected' })).toBeVisible();
  expect(fakeApp.token).toMatch(/^emp_app_/);
  expect(fakeApp.shop).toBe(origin);

  // Within its scopes the Admin API answers; outside them, a 403 that names the scope.
  const auth = { authorization: `Bearer ${fakeApp.token}` };
  const products = await request.get(`${api}/api/v1/admin/products`, { headers: auth });
  expect(products.status()).toBe(200);
  const customers = await request.get(`${api}/api/v1/admin/customers`, { headers: auth });
  expect(customers.status()).toBe(403);
  expect((await customers.json()).message).toContain('read_customers');

  // An order placed in the shop reaches the app as a signed webhook.
  const order = await placeGuestOrder(request, 'app-hook@example.com');
  await expect
    .poll(() => fakeApp.webhooks.find((w) => w.headers['x-emporia-topic'] === 'orders/created'))
    .toBeTruthy();
  const created = fakeApp.webhooks.find((w) => w.headers['x-emporia-topic'] === 'orders/created')!;
  expect(JSON.parse(created.body)).toMatchObject({
    id: order.id,
    ref: order.ref,
    email: 'app-hook@example.com',
  });
  expect(signatureValid(created)).toBe(true);

  // The app's page lists the grant and the delivery; revoking it ends the token and tells the app.
  await page.goto(`${origin}/admin/app/dashboard`);
  await page
    .getByRole('table', { name: 'Installed apps' })
    .getByRole('link', { name: 'Order Sync Test App' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Sync Test App' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Granted access' })).toContainText('See products');
  await expect(page.getByRole('row', { name: /orders\/created Delivered 1 200/ })).toBeVisible();
  await page.getByRole('button', { name: 'Revoke access' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke Order Sync Test App?' })
    .getByRole('button', { name: 'Revoke access' })
    .click();
  await expect(
    page.getByText('Order Sync Test App was removed. Its access token no longer works.'),
  ).toBeVisible();
  await expect(page.getByText('Revoked', { exact: true })).toBeVisible();
  await expect
    .poll(() => fakeApp.webhooks.some((w) => w.headers['x-emporia-topic'] === 'app/uninstalled'))
    .toBe(true);
  expect(
    signatureValid(fakeApp.webhooks.find((w) => w.headers['x-emporia-topic'] === 'app/uninstalled')!),
  ).toBe(true);
  expect((await request.get(`${api}/api/v1/admin/products`, { headers: auth })).status()).toBe(401);
});

test('the demo’s sample app installs by clicking: consent, then the app reports what its token may do', async ({
  page,
}) => {
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/app/dashboard`);
  const card = page.getByLabel('Stock Helper Sample');
  await card.getByRole('button', { name: 'Install' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request API Access' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stock Helper Sample' })).toBeVisible();
  await page.getByRole('button', { name: 'Grant access' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Installed' })).toBeVisible();
  await expect(page.getByText(/Asked to read your products: answered 200/)).toBeVisible();
  await expect(page.getByText(/answered 403/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Apps' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();
  // Installed: its name links to its page in the installed list; its directory card says so.
  await expect(page.getByRole('link', { name: 'Stock Helper Sample' })).toBeVisible();
});
