import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { installedApp, registerApp } from '../../../test/apps';
import { signedInAdmin } from '../../../test/auth';
import { checkInstallRequest } from './install-request';

// The install request the platform sends to an app is signed with the app's client secret, in
// the canonical form docs/apps.md gives developers (ADR 0105).
let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInAdmin(t, 'demo')).headers;
});
afterAll(() => t.close());

const press = (id: number, headers = owner) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/apps/${id}/install`, headers });

describe('the signed install request', () => {
  it('carries shop, grant_url and timestamp signed as the docs say, keyed with the client secret', async () => {
    const app = await registerApp(t, {
      name: 'Signed Install',
      install_url: 'https://app.example.com/install?ref=emporia',
    });
    const answer = await press(app.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const url = new URL(answer.json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://app.example.com/install');
    const p = url.searchParams;
    expect(p.get('shop')).toBe('http://demo.localhost');
    expect(p.get('grant_url')).toBe('http://demo.localhost/admin/app/request-grant');
    expect(Math.abs(Number(p.get('timestamp')) - Date.now() / 1000)).toBeLessThan(60);
    // Written out by hand from docs/apps.md: sorted names, RFC 3986 encoding, hex HMAC-SHA256.
    const canonical =
      'grant_url=http%3A%2F%2Fdemo.localhost%2Fadmin%2Fapp%2Frequest-grant' +
      `&ref=emporia&shop=http%3A%2F%2Fdemo.localhost&timestamp=${p.get('timestamp')}`;
    expect(p.get('hmac')).toBe(createHmac('sha256', app.client_secret).update(canonical).digest('hex'));

    expect(checkInstallRequest(app.client_secret, p)).toMatchObject({
      ok: true,
      shop: 'http://demo.localhost',
    });
    expect(checkInstallRequest('another-secret', p)).toEqual({
      ok: false,
      reason: 'The signature does not match.',
    });
    const repeated = new URLSearchParams(p);
    repeated.append('shop', 'https://evil.example');
    expect(checkInstallRequest(app.client_secret, repeated).ok).toBe(false);
  });

  it('is for staff with the apps permission only: not for an app without an install page, nor for apps', async () => {
    const bare = await registerApp(t, { name: 'No Install Page' });
    const none = await press(bare.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('No Install Page has no install page yet.');
    expect((await press(2147483647)).statusCode).toBe(404);
    const { headers } = await installedApp(t, bare, 'read_products');
    const byApp = await press(bare.id, headers);
    expect(byApp.statusCode).toBe(403);
    expect(byApp.json().message).toMatch(/Apps cannot use this endpoint/);
  });
});
