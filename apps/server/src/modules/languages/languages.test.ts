import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import type { RequestContext } from '../../kernel/context';
import { toShop } from '../../kernel/tenancy/shop';
import { languagesSettingsSummary } from './settings-summary';

let t: TestApp;
let demo: Awaited<ReturnType<typeof signedInAdmin>>;
let outdoors: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signedInAdmin(t, 'demo', ['settings']);
  outdoors = await signedInAdmin(t, 'outdoors', ['settings']);
});
afterAll(() => t.close());

async function ctxOf(subdomain: string): Promise<RequestContext> {
  const [row] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, subdomain));
  return { shop: toShop(row!), actor: { kind: 'guest' }, db: t.database.db };
}

const base = '/api/v1/admin/settings/languages';
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = demo.headers,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const listed = async (headers = demo.headers) => (await call('GET', base, undefined, headers)).json().data;
const storefrontLanguages = async (shop = 'demo') =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/storefront/config', headers: hostOf(shop) })).json().data
    .languages as { code: string; name: string }[];

describe('shop languages (setting/language)', () => {
  it('start with the default language alone, then add, order, disable and remove', async () => {
    expect(await listed()).toEqual({
      default_language: 'en',
      languages: [{ code: 'en', name: 'English', enabled: true, is_default: true }],
    });
    const added = await call('POST', base, { code: 'fr' });
    expect(added.statusCode, added.body).toBe(200);
    await call('POST', base, { code: 'de' });
    expect((await listed()).languages.map((l: { code: string }) => l.code)).toEqual(['en', 'fr', 'de']);
    expect(await storefrontLanguages()).toEqual([
      { code: 'en', name: 'English' },
      { code: 'fr', name: 'Français' },
      { code: 'de', name: 'Deutsch' },
    ]);

    const ordered = await call('PUT', `${base}/order`, { codes: ['de', 'en', 'fr'] });
    expect(ordered.statusCode, ordered.body).toBe(200);
    // The switcher keeps the default first, then the shop's order.
    expect((await storefrontLanguages()).map((l) => l.code)).toEqual(['en', 'de', 'fr']);

    expect((await call('PATCH', `${base}/de`, { enabled: false })).json().data.languages[0]).toMatchObject({
      code: 'de',
      enabled: false,
    });
    expect((await storefrontLanguages()).map((l) => l.code)).toEqual(['en', 'fr']);
    expect(await languagesSettingsSummary(await ctxOf('demo'))).toBe(
      '3 languages, default English, 1 disabled',
    );

    expect((await call('DELETE', `${base}/de`)).statusCode).toBe(200);
    expect(await languagesSettingsSummary(await ctxOf('demo'))).toBe('2 languages, default English');
  });

  it('makes an enabled language the default, and the storefront config follows', async () => {
    const made = await call('PUT', `${base}/default`, { code: 'fr' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.default_language).toBe('fr');
    expect((await storefrontLanguages()).map((l) => l.code)).toEqual(['fr', 'en']);
    const config = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/config',
      headers: hostOf('demo'),
    });
    expect(config.json().data.config.default_language).toBe('fr');
    await call('PUT', `${base}/default`, { code: 'en' });
  });

  it('refuses a language added twice, the default disabled or removed, and bad lists; nothing changes', async () => {
    const before = await listed();
    const twice = await call('POST', base, { code: 'fr' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'French is already one of the shop’s languages.',
    });
    const disable = await call('PATCH', `${base}/en`, { enabled: false });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().message).toBe(
      'The default language cannot be disabled. Choose another default language first.',
    );
    const remove = await call('DELETE', `${base}/en`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toMatch(/cannot be removed/);
    expect((await call('POST', base, { code: 'xx' })).statusCode).toBe(400);
    expect((await call('POST', base, {})).json().fields?.code).toBeDefined();
    expect((await call('PUT', `${base}/order`, { codes: ['en'] })).statusCode).toBe(400);
    expect((await call('PUT', `${base}/order`, { codes: ['en', 'en'] })).statusCode).toBe(400);
    expect((await call('PUT', `${base}/default`, { code: 'it' })).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/it`)).statusCode).toBe(404);
    await call('PATCH', `${base}/fr`, { enabled: false });
    expect((await call('PUT', `${base}/default`, { code: 'fr' })).statusCode).toBe(409);
    await call('PATCH', `${base}/fr`, { enabled: true });
    expect(await listed()).toEqual(before);
  });

  it('keeps each shop’s languages to itself', async () => {
    expect((await listed(outdoors.headers)).languages.map((l: { code: string }) => l.code)).toEqual(['en']);
    expect((await call('DELETE', `${base}/fr`, undefined, outdoors.headers)).statusCode).toBe(404);
    expect((await call('POST', base, { code: 'fr' }, outdoors.headers)).statusCode).toBe(200);
    expect((await call('DELETE', `${base}/fr`, undefined, outdoors.headers)).statusCode).toBe(200);
    expect((await listed()).languages.map((l: { code: string }) => l.code)).toContain('fr');
    expect((await storefrontLanguages('outdoors')).map((l) => l.code)).toEqual(['en']);
  });

  it('is for staff with the settings permission', async () => {
    expect((await call('GET', base, undefined, hostOf('demo'))).statusCode).toBe(401);
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    for (const [method, url, body] of [
      ['GET', base],
      ['POST', base, { code: 'es' }],
      ['PATCH', `${base}/fr`, { enabled: false }],
      ['DELETE', `${base}/fr`],
      ['PUT', `${base}/order`, { codes: ['fr', 'en'] }],
      ['PUT', `${base}/default`, { code: 'fr' }],
    ] as [Method, string, object?][]) {
      expect((await call(method, url, body, catalogOnly.headers)).statusCode).toBe(403);
    }
  });
});
