import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Emporia, EmporiaApiError, eachPage, verifyWebhook } from '@emporia/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, platformToken, type TestApp } from '../../../test/app';
import { eventually, webhookReceiver } from '../../../test/apps';
import { signedInAdmin } from '../../../test/auth';
import { loopbackFetch } from '../../../test/loopback-fetch';
import { allowOutbound } from '../../../test/outbound';

// docs/developers.md's quick start, run: every API call goes through @emporia/sdk over a real
// connection. Only the test's scaffolding (the owner's session, the app's webhook endpoint) is not.
let t: TestApp;
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
let restoreOutbound: () => void;
let fetch: typeof globalThis.fetch;
const sent: Request[] = [];
let shop: string;
let platform: string;

beforeAll(async () => {
  // Rate limiting on, as in production, so its headers are there to read.
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  fetch = loopbackFetch(port, sent);
  shop = `http://demo.localhost:${port}`;
  platform = `http://localhost:${port}`;
  receiver = await webhookReceiver();
  // The app's webhook endpoint is a local fake: the operator's allow-list names it.
  restoreOutbound = allowOutbound(new URL(receiver.url).host);
});
afterAll(async () => {
  restoreOutbound();
  await t.close();
  await receiver.close();
});

const redirectUri = 'https://stock-sync.example.com/oauth/callback';
const received = (topic: string) =>
  eventually(async () => receiver.received.find((w) => w.headers['x-emporia-topic'] === topic));

describe('the SDK quick start', () => {
  it('registers, installs, calls in and out of scope, verifies a webhook and uninstalls', async () => {
    // 1. The operator registers the app.
    const operator = new Emporia({ shop: platform, token: platformToken, fetch });
    const { data: registered } = await operator.platform.apps.create({
      body: {
        name: 'Stock Sync',
        redirect_uris: [redirectUri],
        scopes: ['read_products', 'write_products'],
        webhook_url: receiver.url,
        webhook_topics: ['products/create', 'app/uninstalled'],
      },
    });
    const { id: appId, client_id, client_secret } = registered.data;

    // 2. The shop's owner grants it on the consent page (here: the call that page makes).
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const owner = new Emporia({ shop, token: (await signedInAdmin(t, 'demo')).token, fetch });
    const { data: consent } = await owner.apps.authorize({
      body: {
        client_id,
        redirect_uri: redirectUri,
        scope: 'read_products write_products',
        state: 'xyz',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        decision: 'grant',
      },
    });
    const callback = new URL(consent.data.redirect);
    expect(callback.searchParams.get('state')).toBe('xyz');

    // 3. The app's callback trades the code for a token.
    const { data: granted } = await new Emporia({ shop, fetch }).oauth.token.create({
      body: {
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code')!,
        redirect_uri: redirectUri,
        client_id,
        client_secret,
        code_verifier: verifier,
      },
    });
    expect(granted.scope.split(/[ ,]/)).toEqual(['read_products', 'write_products']);
    const emporia = new Emporia({ shop, token: granted.access_token, fetch });

    // 4. A call in scope, page by page; one outside it is a typed 403 naming the scope.
    const { data: first, response } = await emporia.products.list({ query: { per_page: 2 } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    const ids: number[] = [];
    for await (const page of eachPage((o) => emporia.products.list(o), { query: { per_page: 2 } })) {
      ids.push(...page.data.map((product) => product.id));
    }
    const total = 'total' in first.meta ? first.meta.total : Number.NaN;
    expect(total).toBeGreaterThan(2);
    expect(new Set(ids).size).toBe(total);

    const refused = await emporia.orders.list().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EmporiaApiError);
    expect(refused).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((refused as EmporiaApiError).message).toContain('read_orders');

    // 5. A product made through the API is announced to the app, signed with its secret.
    const { data: created } = await emporia.products.create({
      body: {
        type: 'simple',
        sku: 'SYNC-1',
        price: 12,
        quantity: 4,
        translations: [{ locale: 'en', name: 'Synced Mug', description: '' }],
      },
    });
    const creation = sent.find((r) => r.method === 'POST' && r.url.endsWith('/api/v1/admin/products'));
    expect(creation?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    const webhook = await received('products/create');
    expect(JSON.parse(webhook.body)).toMatchObject({ id: created.data.id, sku: 'SYNC-1' });
    expect(await verifyWebhook(webhook.body, webhook.headers, client_secret)).toBe(true);
    expect(await verifyWebhook(webhook.body, webhook.headers, 'not-the-secret')).toBe(false);

    // 6. The owner uninstalls it: the token stops working and the app is told, signed too.
    await owner.apps.revoke({ path: { id: appId } });
    const after = await emporia.products.list().catch((error: unknown) => error);
    expect(after).toMatchObject({ status: 401 });
    const goodbye = await received('app/uninstalled');
    expect(JSON.parse(goodbye.body)).toMatchObject({ app_id: appId, client_id });
    expect(await verifyWebhook(goodbye.body, goodbye.headers, client_secret)).toBe(true);
  });
});
