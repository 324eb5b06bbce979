import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, platformToken, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { queriesDuring as sqlSentDuring } from '../../../test/sql-sent';

// The storefront configuration is kept per shop (ADR 0118): a page asked again reads none of it,
// and a staff change shows on the next page.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ SHOP_CONFIG_CACHE_MB: '16' });
  admin = await signedInAdmin(t, 'demo', ['settings']);
});
afterAll(() => t.close());

const configTables =
  /\b(shop_settings|shop_text_overrides|shop_languages|menus|menu_items|banners|currencies|meta_templates)\b/;

const queriesDuring = (work: () => Promise<unknown>) => sqlSentDuring(t, work);

const page = (url = '/') => t.app.inject({ method: 'GET', url, headers: hostOf('demo') });
const social = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/social', headers: admin.headers, payload });
const footerLinks = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/storefront/config', headers: hostOf('demo') })).json()
    .data.social_links as Record<string, string>;

describe('the storefront configuration kept per shop', () => {
  it('is read once: the same page asked again reads no settings, menus, banners or wording', async () => {
    const first = await queriesDuring(() => page());
    expect(first.some((query) => configTables.test(query))).toBe(true);
    const again = await queriesDuring(() => page());
    expect((await page()).statusCode).toBe(200);
    expect(again.filter((query) => configTables.test(query))).toEqual([]);
  });

  it('shows a staff change on the very next page', async () => {
    expect(await footerLinks()).not.toHaveProperty('instagram');
    expect((await social({ instagram: 'https://instagram.com/demo-shop' })).statusCode).toBe(200);
    expect(await footerLinks()).toMatchObject({ instagram: 'https://instagram.com/demo-shop' });
  });

  it('is sized for the operator at /api/v1/health, and for nobody else', async () => {
    const health = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/v1/health', headers });
    expect((await health()).json()).not.toHaveProperty('caches');
    expect((await health()).json()).not.toHaveProperty('memory');
    const operatorView = (await health({ authorization: `Bearer ${platformToken}` })).json();
    expect(operatorView.memory).toMatchObject({ rss_bytes: expect.any(Number) });
    expect(['v8', 'held', 'tight', 'fixed']).toContain(operatorView.memory.heap_growth);
    const caches = operatorView.caches as {
      name: string;
      entries: number;
      shops?: number;
    }[];
    const config = caches.find((cache) => cache.name === 'storefront-config');
    expect(config?.entries).toBeGreaterThan(0);
    expect(config?.shops).toBeGreaterThan(0);
    expect(caches.map((cache) => cache.name)).toEqual(
      expect.arrayContaining(['storefront-config', 'shop-resolver', 'catalog-reads', 'search-answers']),
    );
  });
});
