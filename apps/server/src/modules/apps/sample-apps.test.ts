import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { signedInstallUrl } from './install-request';
import { sampleAppSecret } from './sample-apps';

// The demo's sample apps run inside the platform: Install → the app checks the signed install
// request → consent → grant → the app's callback trades the code with its PKCE verifier at the
// shop's token endpoint and calls the Admin API inside and outside its scopes.
let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInAdmin(t, 'demo')).headers;
});
afterAll(() => t.close());

const host = 'demo.localhost';
const shop = `http://${host}`;
const grantUrl = `${shop}/admin/app/request-grant`;
const installPage = new URL(`${shop}/sample-apps/order-sync-sample/install`);
const open = (url: URL | string) => {
  const link = new URL(url);
  return t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { host: link.host } });
};

/** Install as the owner presses it: the admin asks for the signed link and the browser opens it. */
async function pressInstall(name: string) {
  const directory = (await t.app.inject({ url: '/api/v1/admin/apps', headers: owner })).json().data.directory;
  const id = directory.find((a: { name: string }) => a.name === name).id as number;
  const link = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/apps/${id}/install`,
    headers: owner,
  });
  expect(link.statusCode, link.body).toBe(200);
  return new URL(link.json().data.url);
}

describe('the sample apps', () => {
  it('install by clicking: a signed install request, consent, grant, and a token held to its scopes', async () => {
    const link = await pressInstall('Order Sync Sample');
    expect(`${link.origin}${link.pathname}`).toBe(installPage.toString());
    expect(link.searchParams.get('shop')).toBe(shop);
    expect(link.searchParams.get('grant_url')).toBe(grantUrl);
    expect(link.searchParams.get('hmac')).toMatch(/^[0-9a-f]{64}$/);
    const started = await open(link);
    expect(started.statusCode, started.body).toBe(302);
    const consent = new URL(String(started.headers.location));
    expect(`${consent.origin}${consent.pathname}`).toBe(grantUrl);
    expect(consent.searchParams.get('redirect_uri')).toBe(`${shop}/sample-apps/order-sync-sample/callback`);
    const cookie = String(started.headers['set-cookie']).split(';')[0]!;

    const params = Object.fromEntries(consent.searchParams);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/apps/authorize?${consent.searchParams}`,
      headers: owner,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.app.name).toBe('Order Sync Sample');
    const granted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/apps/authorize',
      headers: owner,
      payload: { ...params, decision: 'grant' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const back = new URL(granted.json().data.redirect);
    const done = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { host, cookie },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('Asked to read your orders: answered 200');
    expect(done.body).toContain('answered 403');
    expect(done.body).toContain('read_customers');

    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/apps', headers: owner })).json()
      .data;
    expect(JSON.stringify(listed.installed)).toContain('Order Sync Sample');
  });

  it('refuses a tampered, foreign-keyed or stale install request, and a consent page off the shop', async () => {
    const secret = sampleAppSecret('order-sync-sample');
    const genuine = await pressInstall('Order Sync Sample');
    const refused = async (url: URL, reason: RegExp) => {
      const answer = await open(url);
      expect(answer.statusCode, url.toString()).toBe(400);
      expect(answer.body).toMatch(reason);
      expect(answer.headers.location).toBeUndefined();
      expect(answer.headers['set-cookie']).toBeUndefined();
    };
    const tampered = new URL(genuine);
    tampered.searchParams.set('grant_url', 'https://evil.example/admin/app/request-grant');
    await refused(tampered, /signature does not match/);
    const otherShop = new URL(genuine);
    otherShop.searchParams.set('shop', 'https://evil.example');
    await refused(otherShop, /signature does not match/);
    const unsigned = new URL(genuine);
    unsigned.searchParams.delete('hmac');
    await refused(unsigned, /signature does not match/);

    const fields = { shop, grant_url: grantUrl };
    await refused(signedInstallUrl(installPage, 'not-the-apps-secret', fields), /signature does not match/);
    const sixMinutesAgo = Date.now() - 6 * 60_000;
    await refused(signedInstallUrl(installPage, secret, fields, sixMinutesAgo), /too old/);
    // Signed by the platform's key, but the consent page (and so the token exchange) elsewhere.
    const elsewhere = { shop, grant_url: 'https://evil.example/admin/app/request-grant' };
    await refused(signedInstallUrl(installPage, secret, elsewhere), /not on the shop’s own address/);
    await refused(
      signedInstallUrl(installPage, secret, {
        shop: 'https://evil.example',
        grant_url: 'https://evil.example/g',
      }),
      /another shop/,
    );
    // The genuine link, opened within five minutes, still starts the install.
    expect((await open(genuine)).statusCode).toBe(302);
  });

  it('refuses an answer it did not ask for, and a redirect URI off the shop’s host', async () => {
    const stray = await t.app.inject({
      method: 'GET',
      url: '/sample-apps/order-sync-sample/callback?code=x&state=y',
      headers: { host },
    });
    expect(stray.statusCode).toBe(400);
    // The path registered for the sample is only good on the shop's own host.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/apps/authorize?client_id=order-sync-sample&redirect_uri=${encodeURIComponent('https://evil.example/sample-apps/order-sync-sample/callback')}&scope=read_orders&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`,
      headers: owner,
    });
    expect(elsewhere.statusCode).toBe(400);
  });
});
