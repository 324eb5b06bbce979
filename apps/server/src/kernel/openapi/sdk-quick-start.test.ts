import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { developerSession, Emporia, EmporiaApiError, eachPage, verifyWebhook } from '@emporia/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { eventually, webhookReceiver } from '../../../test/apps';
import { loopbackFetch } from '../../../test/loopback-fetch';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';
import { allowOutbound } from '../../../test/outbound';

// docs/developers.md's quick start, run: a developer's whole journey, every API call through
// @emporia/sdk over a real connection. Only the test's scaffolding is not: reading the mailed
// link, the app's webhook endpoint and the host names that all reach this one local server.
let t: TestApp;
let smtp: TestSmtp;
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
let restoreOutbound: () => void;
let fetch: typeof globalThis.fetch;
let port: number;
const sent: Request[] = [];
let platform: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  // Rate limiting on, as in production, so its headers are there to read.
  t = await createTestApp({ RATE_LIMIT_MAX: '1000', SMTP_URL: smtp.url });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  fetch = loopbackFetch(port, sent);
  platform = `http://platform.localhost:${port}`;
  receiver = await webhookReceiver();
  // The app's webhook endpoint is a local fake: the operator's allow-list names it.
  restoreOutbound = allowOutbound(new URL(receiver.url).host);
});
afterAll(async () => {
  restoreOutbound();
  await t.close();
  await receiver.close();
  await smtp.close();
});

const email = 'ada@stock-sync.example.com';
const password = 'build-apps-42';
const redirectUri = 'https://stock-sync.example.com/oauth/callback';
const installUrl = 'https://stock-sync.example.com/install';
/** The webhooks of one topic, in the order they came. */
const arrived = (topic: string) => receiver.received.filter((w) => w.headers['x-emporia-topic'] === topic);
const received = (topic: string, count = 1) =>
  eventually(async () => {
    const all = arrived(topic);
    return all.length >= count && all[count - 1];
  });

describe('the SDK quick start', () => {
  it('walks the developer journey: sign-up, app, consent, scopes, webhooks, rotation, uninstall', async () => {
    // 1. The developer signs up on the platform home and confirms the e-mail with the mailed link.
    const home = new Emporia({ shop: platform, fetch });
    const { data: signedUp, response: signUpAnswer } = await home.developer.signUp({
      body: { name: 'Ada', email, password },
    });
    expect(signedUp.data).toMatchObject({ email, verified: false, dev_shop: null });
    expect(developerSession(signUpAnswer)).toBeDefined();
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const link = new URL(/https?:\/\/\S+\/developers\/verify\?token=[\w-]+/.exec(mail.text)![0]);
    const { data: confirmed } = await home.developer.verify({
      body: { token: link.searchParams.get('token')! },
    });
    expect(confirmed.data.verified).toBe(true);
    const devShop = confirmed.data.dev_shop!.subdomain;
    expect(devShop).toMatch(/^dev-\d+/);

    // Confirming ends the sessions opened before it; signing in opens the dashboard's.
    const { response: signInAnswer } = await home.developer.login({ body: { email, password } });
    const developer = new Emporia({ shop: platform, token: developerSession(signInAnswer), fetch });
    expect((await developer.developer.account.get()).data.data).toMatchObject({ email, verified: true });

    // 2. They create the app: its scopes, its webhook URL and the topics sent there.
    const { data: created } = await developer.developer.apps.create({
      body: {
        name: 'Stock Sync',
        redirect_uris: [redirectUri],
        install_url: installUrl,
        scopes: ['read_products', 'write_products'],
        webhook_url: receiver.url,
        webhook_topics: ['app/uninstalled'],
      },
    });
    const { id: appId, client_id, client_secret } = created.data;
    expect(client_secret).toMatch(/^emp_secret_/);
    const listed = (await developer.developer.apps.list()).data.data;
    expect(JSON.stringify(listed)).not.toContain(client_secret);

    // 3. Their development shop's directory offers it. As that shop's owner they press Install,
    // which opens the app's install page with a signed request naming the shop and its consent
    // page; there they grant it (here: the call that page makes) with a PKCE challenge.
    const shop = `http://${devShop}.localhost:${port}`;
    const { data: ownerSignIn } = await new Emporia({ shop, fetch }).auth.login({
      body: { email, password },
    });
    const owner = new Emporia({ shop, token: ownerSignIn.data.token, fetch });
    const directory = (await owner.apps.list()).data.data.directory;
    expect(directory.map((app) => app.name)).toContain('Stock Sync');
    const { data: install } = await owner.apps.install({ path: { id: appId } });
    const installRequest = new URL(install.data.url);
    expect(`${installRequest.origin}${installRequest.pathname}`).toBe(installUrl);
    expect(installRequest.searchParams.get('shop')).toBe(shop);
    expect(installRequest.searchParams.get('hmac')).toMatch(/^[0-9a-f]{64}$/);
    const consent = async () => {
      const verifier = randomBytes(32).toString('base64url');
      const { data } = await owner.apps.authorize({
        body: {
          client_id,
          redirect_uri: redirectUri,
          scope: 'read_products write_products',
          state: 'xyz',
          code_challenge: createHash('sha256').update(verifier).digest('base64url'),
          code_challenge_method: 'S256',
          decision: 'grant',
        },
      });
      const callback = new URL(data.data.redirect);
      expect(callback.searchParams.get('state')).toBe('xyz');
      return { code: callback.searchParams.get('code')!, verifier };
    };

    // 4. The app's callback trades the code for a token.
    const exchange = async (secret: string) => {
      const { code, verifier } = await consent();
      const { data } = await new Emporia({ shop, fetch }).oauth.token.create({
        body: {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id,
          client_secret: secret,
          code_verifier: verifier,
        },
      });
      return data;
    };
    const granted = await exchange(client_secret);
    expect(granted.scope.split(/[ ,]/)).toEqual(['read_products', 'write_products']);
    const emporia = new Emporia({ shop, token: granted.access_token, fetch });

    // 5. A call in scope, page by page (the development shop has sample products); one outside it is a typed 403 naming the scope.
    const { data: first, response } = await emporia.products.list({ query: { per_page: 1 } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    const ids: number[] = [];
    for await (const page of eachPage((o) => emporia.products.list(o), { query: { per_page: 1 } })) {
      ids.push(...page.data.map((product) => product.id));
    }
    const total = 'total' in first.meta ? first.meta.total : Number.NaN;
    expect(total).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(total);

    const refused = await emporia.orders.list().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EmporiaApiError);
    expect(refused).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((refused as EmporiaApiError).message).toContain('read_orders');

    // 6. The app subscribes to products/create; a product it makes is announced, signed.
    const { data: subscription } = await emporia.webhooks.create({
      body: { topic: 'products/create', address: receiver.url },
    });
    expect(subscription.data).toMatchObject({ topic: 'products/create', status: 'active' });
    const newProduct = (client: Emporia, sku: string) =>
      client.products.create({
        body: {
          type: 'simple',
          sku,
          price: 12,
          quantity: 4,
          translations: [{ locale: 'en', name: `Synced Mug ${sku}`, description: '' }],
        },
      });
    const { data: product } = await newProduct(emporia, 'SYNC-1');
    const creation = sent.find((r) => r.method === 'POST' && r.url.endsWith('/api/v1/admin/products'));
    expect(creation?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    const webhook = await received('products/create');
    expect(JSON.parse(webhook.body)).toMatchObject({ id: product.data.id, sku: 'SYNC-1' });
    expect(await verifyWebhook(webhook.body, webhook.headers, client_secret)).toBe(true);
    expect(await verifyWebhook(webhook.body, webhook.headers, 'not-the-secret')).toBe(false);

    // 7. The developer rotates the secret: the old one still works at the token endpoint for a
    // day (a new install's code, traded with it), and webhooks are signed with the new one.
    const { data: rotated } = await developer.developer.apps.rotateSecret({ path: { id: appId } });
    const newSecret = rotated.data.client_secret;
    expect(newSecret).not.toBe(client_secret);
    expect(rotated.data.previous_secret_expires_at).not.toBeNull();
    const regranted = await exchange(client_secret);
    const app = new Emporia({ shop, token: regranted.access_token, fetch });
    const { data: second } = await newProduct(app, 'SYNC-2');
    const signedAnew = await received('products/create', 2);
    expect(JSON.parse(signedAnew.body)).toMatchObject({ id: second.data.id, sku: 'SYNC-2' });
    expect(await verifyWebhook(signedAnew.body, signedAnew.headers, newSecret)).toBe(true);
    expect(await verifyWebhook(signedAnew.body, signedAnew.headers, client_secret)).toBe(false);

    // 8. The owner uninstalls it: the token stops working and the app is told, signed too.
    await owner.apps.revoke({ path: { id: appId } });
    const after = await app.products.list().catch((error: unknown) => error);
    expect(after).toBeInstanceOf(EmporiaApiError);
    expect(after).toMatchObject({ status: 401 });
    const goodbye = await received('app/uninstalled');
    expect(JSON.parse(goodbye.body)).toMatchObject({ app_id: appId, client_id });
    expect(await verifyWebhook(goodbye.body, goodbye.headers, newSecret)).toBe(true);
  });
});
