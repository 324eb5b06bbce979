import { schema } from '@emporia/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { settingsUrl } from '../../../test/social-sign-in';
import type { RequestContext } from '../../kernel/context';
import { toShop } from '../../kernel/tenancy/shop';
import { socialSigninSettingsSummary } from './settings-summary';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'demo', ['settings']);
});
afterAll(() => t.close());

const off = { enabled: false, client_id: '', client_secret: '' };
const save = (payload: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'PUT', url: settingsUrl, headers, payload });
const read = (headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: settingsUrl, headers });
const storedSecret = async () => {
  const rows = await t.database.db
    .select()
    .from(schema.shopSettings)
    .where(
      and(
        eq(schema.shopSettings.key, 'social_signin_google_client_secret'),
        like(schema.shopSettings.value, '%'),
      ),
    );
  return rows;
};

describe('social sign-in settings (setting/social)', () => {
  it('start off, show the redirect URI to register, and offer no provider to shoppers', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      google: { enabled: false, client_id: '', client_secret: '' },
      facebook: { enabled: false, client_id: '', client_secret: '' },
      secrets_set: [],
      redirect_uri: 'http://demo.localhost/auth/callback',
    });
    const offered = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/social_sign_in',
      headers: hostOf('demo'),
    });
    expect(offered.json().data.providers).toEqual([]);
  });

  it('keep the client secret write-only and sealed, and keep it when saved empty', async () => {
    const saved = await save({
      google: { enabled: true, client_id: 'demo-google.apps', client_secret: 'demo-google-secret' },
      facebook: off,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.google).toEqual({
      enabled: true,
      client_id: 'demo-google.apps',
      client_secret: '',
    });
    expect(saved.json().data.secrets_set).toEqual(['google']);
    expect(saved.body).not.toContain('demo-google-secret');
    const [row] = await storedSecret();
    expect(row?.encrypted).toBe(1);
    expect(row?.value).not.toContain('demo-google-secret');
    // Saved again without typing the secret: it stays.
    await save({
      google: { enabled: true, client_id: 'demo-google.apps', client_secret: '' },
      facebook: off,
    });
    expect((await read()).json().data.secrets_set).toEqual(['google']);
    const offered = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/social_sign_in',
      headers: hostOf('demo'),
    });
    expect(offered.json().data.providers).toEqual(['google']);
    expect(await socialSigninSettingsSummary(await ctxOf('demo'))).toBe(
      'No profile links yet, Google sign-in on',
    );
  });

  it('refuse turning a provider on without its client ID, and write nothing', async () => {
    const refused = await save({
      google: off,
      facebook: { enabled: true, client_id: '', client_secret: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields['facebook.client_id']).toBe(
      'Enter the client ID the provider gave you to turn sign-in on.',
    );
    expect((await read()).json().data.google.enabled).toBe(true);
  });

  it('clear a secret on request, which takes the provider off the storefront', async () => {
    await save({
      google: { enabled: true, client_id: 'demo-google.apps', client_secret: '' },
      facebook: off,
      secrets_clear: ['google'],
    });
    expect((await read()).json().data.secrets_set).toEqual([]);
    const offered = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/social_sign_in',
      headers: hostOf('demo'),
    });
    expect(offered.json().data.providers).toEqual([]);
  });

  it('belong to one shop', async () => {
    await save({ google: { enabled: true, client_id: 'demo-only', client_secret: 's3cret' }, facebook: off });
    const other = await signedInAdmin(t, 'outdoors', ['settings']);
    expect((await read(other.headers)).json().data.google).toEqual({
      enabled: false,
      client_id: '',
      client_secret: '',
    });
    expect((await read(other.headers)).json().data.redirect_uri).toBe(
      'http://outdoors.localhost/auth/callback',
    );
  });

  it('are for staff with the settings permission', async () => {
    expect((await read(hostOf('demo'))).statusCode).toBe(401);
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    expect((await read(catalogOnly.headers)).statusCode).toBe(403);
    expect((await save({ google: off, facebook: off }, catalogOnly.headers)).statusCode).toBe(403);
  });

  it('sum up profile links and providers for the settings index', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/social',
      headers: admin.headers,
      payload: { x: 'https://x.com/a', youtube: 'https://youtube.com/a', tiktok: 'https://tiktok.com/a' },
    });
    await save({
      google: { enabled: true, client_id: 'g', client_secret: 'gs' },
      facebook: { enabled: true, client_id: 'f', client_secret: 'fs' },
    });
    expect(await socialSigninSettingsSummary(await ctxOf('demo'))).toBe(
      '3 profile links, Google and Facebook sign-in on',
    );
    expect(await socialSigninSettingsSummary(await ctxOf('outdoors'))).toBe(
      'No profile links yet, social sign-in off',
    );
  });
});

async function ctxOf(subdomain: string): Promise<RequestContext> {
  const [shop] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, subdomain));
  return { shop: toShop(shop!), actor: { kind: 'guest' }, db: t.database.db };
}
