import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

// Issue 16: the storefront's third-party tags are set in the admin (setting/general), load only
// outside the admin, and the shop's pages allow exactly their hosts in the CSP.
let t: TestApp;
let demo: Record<string, string>;
let outdoors: Record<string, string>;
let catalogOnly: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  demo = (await signedInAdmin(t, 'demo', ['settings'])).headers;
  outdoors = (await signedInAdmin(t, 'outdoors', ['settings'])).headers;
  catalogOnly = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
});
afterAll(() => t.close());

const url = '/api/v1/admin/settings/tracking-tags';
const save = (payload: object, headers = demo) => t.app.inject({ method: 'PUT', url, headers, payload });
const cspOf = async (path: string, shop = 'demo') =>
  String(
    (await t.app.inject({ method: 'GET', url: path, headers: hostOf(shop) })).headers[
      'content-security-policy'
    ],
  );
const configOf = async (shop = 'demo') =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/storefront/config', headers: hostOf(shop) })).json()
    .data;
const siteKey = '6LeAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const secret = '6LeBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';

describe('tracking tags (setting/general)', () => {
  it('start empty: no tag host in the CSP, the payment SDKs still allowed', async () => {
    const read = await t.app.inject({ method: 'GET', url, headers: demo });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual({
      ga_measurement_id: '',
      recaptcha_site_key: '',
      has_recaptcha_secret: false,
      social_pixel_id: '',
    });
    const csp = await cspOf('/');
    expect(csp).toContain('https://js.stripe.com');
    for (const host of ['googletagmanager.com', 'gstatic.com', 'connect.facebook.net'])
      expect(csp).not.toContain(host);
  });

  it('a measurement id and a pixel reach the storefront config and its CSP, not the admin’s', async () => {
    const saved = await save({ ga_measurement_id: 'G-TEST1234', social_pixel_id: '123456789012345' });
    expect(saved.statusCode, saved.body).toBe(200);
    const config = await configOf();
    expect(config.config.ga_measurement_id).toBe('G-TEST1234');
    expect(config.social_pixel_id).toBe('123456789012345');
    const storefront = await cspOf('/');
    expect(storefront).toContain('https://www.googletagmanager.com');
    expect(storefront).toContain('https://connect.facebook.net');
    expect(storefront).not.toContain('https://www.gstatic.com');
    const admin = await cspOf('/admin/dashboard');
    expect(admin).not.toContain('googletagmanager');
    expect(admin).not.toContain('connect.facebook.net');
    // Another shop's pages stay closed to this shop's tags.
    expect(await cspOf('/', 'outdoors')).not.toContain('googletagmanager');
    expect((await configOf('outdoors')).social_pixel_id).toBeUndefined();
  });

  it('bot protection needs its secret, keeps it sealed and never reads it back', async () => {
    const alone = await save({ recaptcha_site_key: siteKey });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().fields).toHaveProperty('recaptcha_secret_key');
    expect((await configOf()).config.recaptcha_site_key).toBeUndefined();

    const paired = await save({ recaptcha_site_key: siteKey, recaptcha_secret_key: secret });
    expect(paired.statusCode, paired.body).toBe(200);
    expect(paired.json().data).toMatchObject({ recaptcha_site_key: siteKey, has_recaptcha_secret: true });
    expect(paired.body).not.toContain(secret);
    const [row] = await t.database.db
      .select({ secret: schema.shops.recaptchaSecretKey })
      .from(schema.shops)
      .where(eq(schema.shops.subdomain, 'demo'));
    expect(row?.secret).toMatch(/^v1:/);
    expect(await cspOf('/')).toContain('https://www.gstatic.com');

    // Saving again without typing the secret keeps it; clearing the site key drops both.
    expect((await save({ recaptcha_site_key: siteKey })).json().data.has_recaptcha_secret).toBe(true);
    const cleared = await save({});
    expect(cleared.json().data).toEqual({
      ga_measurement_id: '',
      recaptcha_site_key: '',
      has_recaptcha_secret: false,
      social_pixel_id: '',
    });
    expect(await cspOf('/')).not.toContain('googletagmanager');
  });

  it('refuses ids in the wrong shape with the field at fault, and writes nothing', async () => {
    await save({ ga_measurement_id: 'G-KEEP1234' });
    for (const [field, value] of [
      ['ga_measurement_id', 'UA-1234-1'],
      ['social_pixel_id', 'pixel<script>'],
      ['recaptcha_site_key', 'short'],
    ] as const) {
      const refused = await save({ [field]: value });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toHaveProperty(field);
    }
    expect((await configOf()).config.ga_measurement_id).toBe('G-KEEP1234');
    await save({});
  });

  it('is for staff with the settings permission, each in their own shop', async () => {
    expect((await t.app.inject({ method: 'GET', url, headers: catalogOnly })).statusCode).toBe(403);
    expect((await save({ ga_measurement_id: 'G-NOPE1234' }, catalogOnly)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: hostOf('demo') })).statusCode).toBe(401);
    await save({ ga_measurement_id: 'G-OUTDOOR1' }, outdoors);
    expect((await configOf()).config.ga_measurement_id).toBeUndefined();
    expect((await configOf('outdoors')).config.ga_measurement_id).toBe('G-OUTDOOR1');
  });
});
