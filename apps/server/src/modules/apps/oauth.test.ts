import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { exchange, grantCode, pkcePair, redirectUri, registerApp } from '../../../test/apps';
import { signedInAdmin } from '../../../test/auth';

let t: TestApp;
let app: Awaited<ReturnType<typeof registerApp>>;
beforeAll(async () => {
  t = await createTestApp();
  app = await registerApp(t);
});
afterAll(async () => t.close());

const tokenBody = (code: string, verifier: string, extra: Record<string, string> = {}) => ({
  grant_type: 'authorization_code',
  code,
  redirect_uri: redirectUri,
  client_id: app.client_id,
  client_secret: app.client_secret,
  code_verifier: verifier,
  ...extra,
});

const consentQuery = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    client_id: app.client_id,
    redirect_uri: redirectUri,
    scope: 'read_products,write_orders',
    state: 's1',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    ...extra,
  }).toString();

describe('the consent screen', () => {
  it('shows the app and its scopes in plain words', async () => {
    const { headers } = await signedInAdmin(t);
    const response = await t.app.inject({ url: `/api/v1/admin/apps/authorize?${consentQuery()}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.app.name).toBe('Test Sync');
    expect(data.scopes).toEqual([
      { scope: 'read_products', words: 'See products, variants, categories, manufacturers and options' },
      { scope: 'write_orders', words: 'See and edit orders, their statuses and returns' },
    ]);
  });

  it('refuses an unknown client and an unregistered redirect URI without redirecting', async () => {
    const { headers } = await signedInAdmin(t);
    const unknown = await t.app.inject({
      url: `/api/v1/admin/apps/authorize?${consentQuery({ client_id: 'nobody' })}`,
      headers,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('invalid_client');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/apps/authorize',
      headers,
      payload: {
        ...Object.fromEntries(new URLSearchParams(consentQuery({ redirect_uri: 'https://evil.example/cb' }))),
        decision: 'refuse',
      },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toMatch(/redirect_uri is not registered/);
    expect(elsewhere.body).not.toContain('evil.example/cb?');
  });

  it('refuses scopes the app is not registered for, unknown scopes and plain PKCE', async () => {
    const { headers } = await signedInAdmin(t);
    const extra = await t.app.inject({
      url: `/api/v1/admin/apps/authorize?${consentQuery({ scope: 'write_customers' })}`,
      headers,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().code).toBe('invalid_scope');
    const unknown = await t.app.inject({
      url: `/api/v1/admin/apps/authorize?${consentQuery({ scope: 'read_everything' })}`,
      headers,
    });
    expect(unknown.statusCode).toBe(400);
    const plain = await t.app.inject({
      url: `/api/v1/admin/apps/authorize?${consentQuery({ code_challenge_method: 'plain' })}`,
      headers,
    });
    expect(plain.statusCode).toBe(400);
  });

  it('sends a refusal back as access_denied with the state', async () => {
    const { headers } = await signedInAdmin(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/apps/authorize',
      headers,
      payload: { ...Object.fromEntries(new URLSearchParams(consentQuery())), decision: 'refuse' },
    });
    expect(response.statusCode).toBe(200);
    const back = new URL(response.json().data.redirect);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('s1');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('is for staff holding the apps permission', async () => {
    const { headers } = await signedInAdmin(t, 'demo', ['catalog']);
    const response = await t.app.inject({ url: `/api/v1/admin/apps/authorize?${consentQuery()}`, headers });
    expect(response.statusCode).toBe(403);
  });
});

describe('the token endpoint', () => {
  it('exchanges a granted code and its verifier for a token, as a form or as JSON', async () => {
    const { code, verifier, state } = await grantCode(t, app, 'read_products write_orders');
    expect(state).toBe('xyz');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/token',
      headers: { host: 'demo.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(tokenBody(code, verifier)).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ token_type: 'bearer', scope: 'read_products,write_orders' });
    expect(response.json().access_token).toMatch(/^emp_app_/);
  });

  it('refuses a wrong client secret and an unknown client with invalid_client (401)', async () => {
    const { code, verifier } = await grantCode(t, app, 'read_products');
    const wrong = await exchange(t, tokenBody(code, verifier, { client_secret: 'not-the-secret' }));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client', code: 'invalid_client' });
    const unknown = await exchange(t, tokenBody(code, verifier, { client_id: 'nobody' }));
    expect(unknown.statusCode).toBe(401);
  });

  it('refuses a wrong PKCE verifier, and the code still works with the right one', async () => {
    const { code, verifier } = await grantCode(t, app, 'read_products');
    const wrong = await exchange(t, tokenBody(code, pkcePair().verifier));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant' });
    expect(wrong.json().message).toMatch(/code_verifier does not match/);
    expect((await exchange(t, tokenBody(code, verifier))).statusCode).toBe(200);
  });

  it('refuses a replayed code and revokes the token it gave', async () => {
    const { code, verifier } = await grantCode(t, app, 'read_products');
    const first = await exchange(t, tokenBody(code, verifier));
    expect(first.statusCode).toBe(200);
    const headers = { host: 'demo.localhost', authorization: `Bearer ${first.json().access_token}` };
    expect((await t.app.inject({ url: '/api/v1/admin/products', headers })).statusCode).toBe(200);
    const replay = await exchange(t, tokenBody(code, verifier));
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect(replay.json().message).toMatch(/already used/);
    expect((await t.app.inject({ url: '/api/v1/admin/products', headers })).statusCode).toBe(401);
  });

  it('refuses an expired code and one sent back to another redirect URI', async () => {
    const { code, verifier } = await grantCode(t, app, 'read_products');
    const elsewhere = await exchange(
      t,
      tokenBody(code, verifier, { redirect_uri: 'https://app.example.com/other' }),
    );
    expect(elsewhere.statusCode).toBe(400);
    await t.database.db
      .update(schema.appAuthorizationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.appAuthorizationCodes.shopId, schema.appAuthorizationCodes.shopId));
    const expired = await exchange(t, tokenBody(code, verifier));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/expired/);
  });

  it('answers invalid_request to a malformed body and refuses a code at another shop', async () => {
    const malformed = await exchange(t, { grant_type: 'password', code: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('invalid_request');
    const { code, verifier } = await grantCode(t, app, 'read_products');
    const otherShop = await exchange(t, tokenBody(code, verifier), 'outdoors');
    expect(otherShop.statusCode).toBe(400);
    expect(otherShop.json().error).toBe('invalid_grant');
  });
});
