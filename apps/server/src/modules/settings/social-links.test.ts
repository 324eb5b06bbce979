import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'demo', ['settings']);
});
afterAll(() => t.close());

const social = (method: 'GET' | 'PUT', payload?: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method, url: '/api/v1/admin/settings/social', headers, ...(payload ? { payload } : {}) });
const footerLinks = async (shop = 'demo') =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/storefront/config', headers: hostOf(shop) })).json().data
    .social_links as Record<string, string>;

describe('social profile links (setting/social)', () => {
  it('start empty, are saved per network, and the storefront footer gets the ones set', async () => {
    expect((await social('GET')).json().data).toEqual({
      facebook: '',
      instagram: '',
      x: '',
      youtube: '',
      pinterest: '',
      tiktok: '',
    });
    expect(await footerLinks()).toEqual({});
    const saved = await social('PUT', {
      instagram: 'https://www.instagram.com/emporiagear',
      youtube: ' https://www.youtube.com/@emporiagear ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      instagram: 'https://www.instagram.com/emporiagear',
      youtube: 'https://www.youtube.com/@emporiagear',
      facebook: '',
    });
    expect(await footerLinks()).toEqual({
      instagram: 'https://www.instagram.com/emporiagear',
      youtube: 'https://www.youtube.com/@emporiagear',
    });
    expect(await footerLinks('outdoors')).toEqual({});
    await social('PUT', { instagram: '' });
    expect(await footerLinks()).toEqual({});
  });

  it('refuses addresses that are not https pages, and keeps the saved ones', async () => {
    await social('PUT', { facebook: 'https://facebook.com/emporia' });
    for (const bad of ['javascript:alert(1)', 'http://facebook.com/emporia', 'facebook.com/emporia']) {
      const refused = await social('PUT', { facebook: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields?.facebook).toBe(
        'Enter the address of the profile page, starting with https://.',
      );
    }
    expect((await footerLinks()).facebook).toBe('https://facebook.com/emporia');
  });

  it('is for staff with the settings permission', async () => {
    expect((await social('GET', undefined, hostOf('demo'))).statusCode).toBe(401);
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    expect((await social('PUT', { x: 'https://x.com/emporia' }, catalogOnly.headers)).statusCode).toBe(403);
  });
});
