import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { schema } from '@emporia/db';
import { storageDirOf, storageRootOf } from '@emporia/db/storage';
import { and, eq, sql } from 'drizzle-orm';
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

/**
 * Whether a crawler that follows Google's robots.txt rules may fetch `url`:
 * `*` is any characters, `$` the end, the longest matching rule wins and
 * Allow wins a tie.
 */
function allowedBy(robots: string, url: string): boolean {
  let best = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const rule = /^(Allow|Disallow): (.+)$/.exec(line);
    if (!rule) continue;
    const pattern = rule[2]!;
    const regex = new RegExp(`^${pattern.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`);
    if (!regex.test(url)) continue;
    const allow = rule[1] === 'Allow';
    if (pattern.length > best.length || (pattern.length === best.length && allow)) {
      best = { length: pattern.length, allow };
    }
  }
  return best.allow;
}

describe('robots.txt', () => {
  it('keeps crawlers out of the admin, cart, checkout, account and filtered or sorted views, per shop and host', async () => {
    const demo = await get('/robots.txt');
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['content-type']).toContain('text/plain');
    const robots = demo.body;
    for (const url of [
      '/admin',
      '/admin/dashboard',
      '/cart',
      '/cart?x=1',
      '/checkout',
      '/checkout-success/R1-ABC',
      '/account',
      '/account/orders/list',
      '/invoice/R1-ABC',
      '/track-order/R1-ABC',
      '/reset-password/token',
      '/extend/wishlist?id=3',
      '/category/camping?flt=rating:4',
      '/category/camping?page=2&sortby=lowest_first',
      '/extend/advanced-search?keyword=tent&flt=rating:4',
      '/extend/advanced-search?sortby=name_a_z&keyword=tent',
      '/api/v1/storefront/home',
    ]) {
      expect(allowedBy(robots, url), url).toBe(false);
    }
    for (const url of [
      '/',
      '/trailblazer-rain-jacket',
      // Products named like a closed page stay open.
      '/cartography-kit',
      '/accounting-ledger',
      '/administrator-mug',
      '/category/camping',
      '/category/camping?page=2',
      '/manufacturer/riverstone',
      '/extend/advanced-search?keyword=tent',
      '/extend/advanced-search?keyword=tent&page=2',
      '/search-result/tent',
      '/article/some-news',
      '/contact-us',
      '/track-order/form',
      '/return-exchange/form',
    ]) {
      expect(allowedBy(robots, url), url).toBe(true);
    }
    expect(robots.split('\n')).toContain('Sitemap: http://demo.localhost/sitemap.xml');
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
    expect(locsOf((await get('/sitemaps/pages-1.xml')).body)).toEqual([
      'http://demo.localhost/',
      'http://demo.localhost/contact-us',
      'http://demo.localhost/blog/posts',
      'http://demo.localhost/track-order/form',
      'http://demo.localhost/return-exchange/form',
    ]);
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

  it('lists each language of a product as its own address naming all the others', async () => {
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
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="http://demo.localhost/trailblazer-rain-jacket"/>' +
      '<xhtml:link rel="alternate" hreflang="fr" href="http://demo.localhost/veste-de-pluie-trailblazer"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://demo.localhost/trailblazer-rain-jacket"/>';
    for (const slug of ['trailblazer-rain-jacket', 'veste-de-pluie-trailblazer']) {
      const entry = xml
        .split('\n')
        .find((line) => line.includes(`<loc>http://demo.localhost/${slug}</loc>`))!;
      expect(entry, slug).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
      expect(entry, slug).toContain(alternates);
    }
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

// Last: it adds 30,000 products to the demo shop.
describe('sitemap of a large catalogue', () => {
  it('splits a catalogue in two languages at 25,000 products, so no file passes 50,000 addresses', async () => {
    const rows = await t.database.db.execute(sql`
      SELECT count(*)::int AS n FROM products p JOIN shops s ON s.id = p.shop_id
      WHERE s.subdomain = 'demo' AND p.status = 1 AND p.parent_id IS NULL`);
    const listed = Number((rows.rows[0] as { n: number }).n);
    const [shop] = await t.database.db
      .select({ id: schema.shops.id })
      .from(schema.shops)
      .where(eq(schema.shops.subdomain, 'demo'));
    // 30,000 more products, each in English and French (as one product is above): 60,000 addresses more.
    await t.database.db.execute(sql`
      WITH made AS (
        INSERT INTO products (shop_id, sku, price_minor, status)
        SELECT ${shop!.id}, 'BULK-' || g, 1000, 1 FROM generate_series(1, 30000) g RETURNING id, sku)
      INSERT INTO product_translations (shop_id, product_id, locale, name, slug)
      SELECT ${shop!.id}, id, l, sku, lower(sku) || '-' || l FROM made, (VALUES ('en'), ('fr')) AS langs(l)`);
    const index = locsOf((await get('/sitemap.xml')).body).filter((loc) => loc.includes('/products-'));
    const files = Math.ceil((listed + 30_000) / 25_000);
    expect(index).toEqual(
      Array.from({ length: files }, (_, i) => `http://demo.localhost/sitemaps/products-${i + 1}.xml`),
    );
    const urlsOf = (xml: string) => xml.match(/<url>/g)?.length ?? 0;
    const first = (await get('/sitemaps/products-1.xml')).body;
    const second = (await get('/sitemaps/products-2.xml')).body;
    // Every listed product's every language, none twice, none in a file past 50,000 addresses.
    const addresses = await t.database.db.execute(sql`
      SELECT count(*)::int AS n FROM product_translations pt JOIN products p ON p.id = pt.product_id
      WHERE p.shop_id = ${shop!.id} AND p.status = 1 AND p.parent_id IS NULL AND pt.slug IS NOT NULL`);
    expect(urlsOf(first) + urlsOf(second)).toBe(Number((addresses.rows[0] as { n: number }).n));
    expect(urlsOf(first)).toBeGreaterThan(49_000);
    expect(urlsOf(first)).toBeLessThanOrEqual(50_000);
    expect(new Set(locsOf(first + second)).size).toBe(urlsOf(first) + urlsOf(second));
    expect(second.endsWith('</urlset>\n')).toBe(true);
    expect((await get(`/sitemaps/products-${files + 1}.xml`)).statusCode).toBe(404);
  });
});
