import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

// The demo's sample apps run inside the platform: Install → consent → grant → the app's callback
// trades the code with its PKCE verifier and calls the Admin API inside and outside its scopes.
let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInAdmin(t, 'demo')).headers;
});
afterAll(() => t.close());

const host = 'demo.localhost';
const grantUrl = `http://${host}/admin/app/request-grant`;
const install = (query: string) =>
  t.app.inject({ method: 'GET', url: `/sample-apps/order-sync-sample/install?${query}`, headers: { host } });

describe('the sample apps', () => {
  it('install by clicking: consent, grant, and a token held to its scopes', async () => {
    const started = await install(`shop=http://${host}&grant_url=${encodeURIComponent(grantUrl)}`);
    expect(started.statusCode, started.body).toBe(302);
    const consent = new URL(String(started.headers.location));
    expect(`${consent.origin}${consent.pathname}`).toBe(grantUrl);
    expect(consent.searchParams.get('redirect_uri')).toBe(
      `http://${host}/sample-apps/order-sync-sample/callback`,
    );
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
    expect(JSON.stringify(listed)).toContain('order-sync-sample');
  });

  it('sends nowhere but the shop’s own consent page, and refuses an answer it did not ask for', async () => {
    expect((await install(`grant_url=${encodeURIComponent('https://evil.example/grant')}`)).statusCode).toBe(
      400,
    );
    expect((await install('')).statusCode).toBe(400);
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
