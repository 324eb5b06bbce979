import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { schema } from '@emporia/db';
import { storageDirOf, storageRootOf } from '@emporia/db/storage';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, subdomain = 'demo') =>
  t.app.inject({ method: 'GET', url, headers: hostOf(subdomain) });

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt', () => {
  it('keeps crawlers out of the admin, cart, checkout, account and filtered searches, per shop and host', async () => {
    const demo = await get('/robots.txt');
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['content-type']).toContain('text/plain');
    const lines = demo.body.split('\n');
    for (const rule of [
      'Disallow: /admin/',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /account',
      'Disallow: /*?flt=',
      'Disallow: /*&flt=',
    ]) {
      expect(lines).toContain(rule);
    }
    expect(lines).toContain('Sitemap: http://demo.localhost/sitemap.xml');
    const outdoors = await get('/robots.txt', 'outdoors');
    expect(outdoors.body).toContain('Sitemap: http://outdoors.localhost/sitemap.xml');
    expect(outdoors.body).not.toContain('demo.localhost');
  });
});

describe('sitemap.xml', () => {
  it('is an index of the shop’s sitemaps at its own host, each with its last change', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = locsOf(res.body);
    expect(locs).toEqual(
      expect.arrayContaining([
        'http://demo.localhost/sitemaps/pages-1.xml',
        'http://demo.localhost/sitemaps/products-1.xml',
        'http://demo.localhost/sitemaps/categories-1.xml',
        'http://demo.localhost/sitemaps/manufacturers-1.xml',
        'http://demo.localhost/sitemaps/articles-1.xml',
      ]),
    );
    expect(res.body.match(/<sitemap><loc>[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT/g)).toHaveLength(locs.length);
    const outdoors = locsOf((await get('/sitemap.xml', 'outdoors')).body);
    expect(outdoors.length).toBeGreaterThan(0);
    for (const loc of outdoors) expect(loc).toMatch(/^http:\/\/outdoors\.localhost\/sitemaps\//);
  });

  it('lists the demo’s products, categories, brands and articles with lastmod, and only its own', async () => {
    const products = await get('/sitemaps/products-1.xml');
    expect(products.statusCode).toBe(200);
    expect(products.headers['content-type']).toContain('application/xml');
    const productLocs = locsOf(products.body);
    expect(productLocs).toContain('http://demo.localhost/trailblazer-rain-jacket');
    expect(products.body).toMatch(
      /<url><loc>http:\/\/demo\.localhost\/trailblazer-rain-jacket<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/,
    );
    expect(productLocs).not.toContain('http://demo.localhost/riverside-fishing-rod');
    expect(locsOf((await get('/sitemaps/products-1.xml', 'outdoors')).body)).toContain(
      'http://outdoors.localhost/riverside-fishing-rod',
    );

    const categories = locsOf((await get('/sitemaps/categories-1.xml')).body);
    expect(categories).toEqual(
      expect.arrayContaining([
        'http://demo.localhost/category/camping',
        'http://demo.localhost/category/tents',
      ]),
    );
    expect(locsOf((await get('/sitemaps/manufacturers-1.xml')).body)[0]).toMatch(
      /^http:\/\/demo\.localhost\/manufacturer\/[a-z0-9-]+$/,
    );
    expect(locsOf((await get('/sitemaps/articles-1.xml')).body)[0]).toMatch(
      /^http:\/\/demo\.localhost\/article\/[a-z0-9-]+$/,
    );
    expect(locsOf((await get('/sitemaps/pages-1.xml')).body)).toEqual(['http://demo.localhost/']);
  });

  it('leaves out disabled products and variants', async () => {
    const [row] = await t.database.db
      .select({ id: schema.productTranslations.productId, shopId: schema.productTranslations.shopId })
      .from(schema.productTranslations)
      .where(eq(schema.productTranslations.slug, 'trailblazer-rain-jacket'));
    await t.database.db.update(schema.products).set({ status: 0 }).where(eq(schema.products.id, row!.id));
    const locs = locsOf((await get('/sitemaps/products-1.xml')).body);
    await t.database.db.update(schema.products).set({ status: 1 }).where(eq(schema.products.id, row!.id));
    expect(locs).not.toContain('http://demo.localhost/trailblazer-rain-jacket');
    expect(locs.length).toBeGreaterThan(5);
  });

  it('gives each language of a product as an hreflang alternate', async () => {
    const [row] = await t.database.db
      .select({ id: schema.productTranslations.productId, shopId: schema.productTranslations.shopId })
      .from(schema.productTranslations)
      .where(
        and(
          eq(schema.productTranslations.slug, 'trailblazer-rain-jacket'),
          eq(schema.productTranslations.locale, 'en'),
        ),
      );
    await t.database.db.insert(schema.productTranslations).values({
      shopId: row!.shopId,
      productId: row!.id,
      locale: 'fr',
      name: 'Veste de pluie Trailblazer',
      slug: 'veste-de-pluie-trailblazer',
    });
    const xml = (await get('/sitemaps/products-1.xml')).body;
    const entry = xml.split('\n').find((line) => line.includes('veste-de-pluie-trailblazer'))!;
    expect(entry).toContain('<loc>http://demo.localhost/trailblazer-rain-jacket</loc>');
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="http://demo.localhost/trailblazer-rain-jacket"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="fr" href="http://demo.localhost/veste-de-pluie-trailblazer"/>',
    );
    // A product in one language has no alternates.
    expect(xml).toMatch(/<url><loc>[^<]+<\/loc><lastmod>[^<]+<\/lastmod><\/url>/);
  });

  it.each([
    '/sitemaps/products-0.xml',
    '/sitemaps/products-2.xml',
    '/sitemaps/products-abc.xml',
    '/sitemaps/products-99999999999999999999.xml',
    '/sitemaps/pages-2.xml',
    '/sitemaps/orders-1.xml',
    '/sitemaps/products-1.txt',
  ])('answers 404, not 500, for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('favicon.ico', () => {
  it('is an icon, not the app’s page', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    // ICO header: reserved 0, type 1 (icon), one image; then a PNG inside.
    expect([...res.rawPayload.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(res.rawPayload.subarray(22, 26).toString('latin1')).toBe('\x89PNG');
  });

  it('is the shop theme’s own icon when it has one, for that shop only', async () => {
    const [outdoors] = await t.database.db
      .select({ id: schema.shops.id })
      .from(schema.shops)
      .where(eq(schema.shops.subdomain, 'outdoors'));
    const themeDir = path.join(storageDirOf(storageRootOf(t.config.DATA_DIR), outdoors!.id), 'theme');
    mkdirSync(themeDir, { recursive: true });
    const own = Buffer.from([
      0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 4, 0, 0, 0, 22, 0, 0, 0, 1, 2, 3, 4,
    ]);
    writeFileSync(path.join(themeDir, 'favicon.ico'), own);
    const res = await get('/favicon.ico', 'outdoors');
    expect(res.headers['content-type']).toBe('image/x-icon');
    expect(res.rawPayload.equals(own)).toBe(true);
    expect((await get('/favicon.ico')).rawPayload.equals(own)).toBe(false);
  });
});

describe('meta description', () => {
  const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1];

  it('describes the home page and pages without their own text with the shop', async () => {
    expect(descriptionOf((await get('/')).body)).toBe('Shop online at Emporia Gear Co.');
    expect(descriptionOf((await get('/cart', 'outdoors')).body)).toBe('Shop online at Outdoors Outfitters.');
    expect((await get('/')).body).toContain('<link rel="canonical" href="http://demo.localhost/">');
    expect(descriptionOf((await get('/admin/dashboard')).body)).toBeUndefined();
    const [row] = await t.database.db
      .select({ id: schema.shops.id })
      .from(schema.shops)
      .where(eq(schema.shops.subdomain, 'demo'));
    await t.database.db
      .insert(schema.shopSettings)
      .values({ shopId: row!.id, key: 'config_meta_description', value: 'Tents, packs and boots.' });
    expect(descriptionOf((await get('/')).body)).toBe('Tents, packs and boots.');
    expect(descriptionOf((await get('/login')).body)).toBe('Tents, packs and boots.');
  });
});
