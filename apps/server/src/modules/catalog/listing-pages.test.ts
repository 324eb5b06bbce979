import type { CategoryPage, ManufacturerPage, ProductCard } from '@emporia/contracts/catalog';
import type { SearchResponse } from '@emporia/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

// Category and manufacturer pages list through the search service (ADR 0023): the same
// filters (flt), counts, price bounds and sorts as the advanced search, scoped to the page.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get<T>(url: string, headers: Record<string, string> = hostOf('demo')) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return {
    status: response.statusCode,
    body: response.json() as { data: T; message?: string; fields?: Record<string, string> },
    etag: String(response.headers.etag),
  };
}
const camping = (query = '') => get<CategoryPage>(`/api/v1/storefront/category/camping${query}`);
const nameOf = (card: ProductCard) => card.translations.find((tr) => tr.locale === 'en')!.name;
const keyOf = (names: Record<string, string>, name: string) =>
  Number(Object.entries(names).find(([, label]) => label === name)![0]);
const flt = (value: string) => `?flt=${encodeURIComponent(value)}`;

describe('a category page', () => {
  it('offers its subcategories, the manufacturers and ratings of its products, and their price range', async () => {
    const { status, body } = await camping();
    expect(status).toBe(200);
    const page = body.data;
    expect(page.total).toBe(21);
    // Subcategories only (never the category itself), each counting its own products.
    const subcategories = Object.fromEntries(
      page.buckets.category.map((e) => [page.bucket_names.category[e.key], e.doc_count]),
    );
    expect(subcategories).toEqual({ Tents: 5, 'Sleeping Bags': 5, 'Camp Kitchen': 6 });
    // Exactly the manufacturers of the products here, each with its number of them.
    const products = [...page.products, ...(await camping('?page=2')).body.data.products];
    const perBrand = new Map<string, number>();
    for (const p of products) {
      if (p.manufacturer) perBrand.set(p.manufacturer.name, (perBrand.get(p.manufacturer.name) ?? 0) + 1);
    }
    expect(
      Object.fromEntries(
        page.buckets.manufacturer.map((e) => [page.bucket_names.manufacturer[e.key], e.doc_count]),
      ),
    ).toEqual(Object.fromEntries(perBrand));
    // A brand without products here is not offered (Tents has fewer brands than the shop).
    const tents = (await get<CategoryPage>('/api/v1/storefront/category/tents')).body.data;
    const tentBrands = new Set(tents.products.map((p) => p.manufacturer?.name));
    expect(new Set(Object.values(tents.bucket_names.manufacturer))).toEqual(tentBrands);
    expect(tentBrands.size).toBeLessThan(perBrand.size);
    expect(tents.buckets.category).toEqual([]);
    expect(page.buckets.rating.map((e) => e.key)).toEqual([4, 3, 2, 1]);
    const prices = products.map((p) => p.price);
    expect(page.min_price).toBe(Math.min(...prices));
    expect(page.max_price).toBe(Math.max(...prices));
  });

  it('filters by manufacturer, keeping the other manufacturers’ counts, and by price and rating', async () => {
    const all = (await camping()).body.data;
    const summit = keyOf(all.bucket_names.manufacturer, 'Summit Peak');
    const summitCount = all.buckets.manufacturer.find((e) => e.key === summit)!.doc_count;
    const brand = (await camping(flt(`manufacturer:${summit}`))).body.data;
    expect(brand.total).toBe(summitCount);
    expect(new Set(brand.products.map((p) => p.manufacturer?.name))).toEqual(new Set(['Summit Peak']));
    expect(brand.buckets.manufacturer).toEqual(all.buckets.manufacturer);

    const cheap = (await camping(flt('price:20-60'))).body.data;
    expect(cheap.total).toBeGreaterThan(0);
    for (const p of cheap.products) expect(p.price).toBeGreaterThanOrEqual(20);
    for (const p of cheap.products) expect(p.price).toBeLessThanOrEqual(60);
    // The range's bounds ignore the range itself, so it can be widened again.
    expect([cheap.min_price, cheap.max_price]).toEqual([all.min_price, all.max_price]);

    const rated = (await camping(flt('rating:4'))).body.data;
    expect(rated.total).toBe(all.buckets.rating[0]!.doc_count);
    for (const p of rated.products) expect(p.rating).toBeGreaterThanOrEqual(4);
  });

  it('filters by a subcategory, and sorts and pages like the search', async () => {
    const all = (await camping()).body.data;
    const tents = keyOf(all.bucket_names.category, 'Tents');
    const inTents = (await camping(`${flt(`category:${tents}`)}&sortby=lowest_first`)).body.data;
    expect(inTents.total).toBe(5);
    expect(inTents.products.map(nameOf)).toContain('Summit 2-Person Tent');
    const prices = inTents.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byName = (await camping('?sortby=name_z_a&page=2')).body.data;
    expect(byName.page).toBe(2);
    expect(byName.products).toHaveLength(1);
  });

  it('counts the same as the search does for that category', async () => {
    const page = (await camping()).body.data;
    const campingId = page.category.id;
    const res = await t.app.inject({
      url: `/api/v1/demo/advanced-search${flt(`category:${campingId}`)}`,
      headers: hostOf('demo'),
    });
    const search = res.json() as SearchResponse;
    expect(search.total.value).toBe(page.total);
    expect(search.buckets.category.find((e) => e.key === campingId)?.doc_count).toBe(page.total);
  });

  it('refuses an unreadable filter with the reason, and changes nothing', async () => {
    const { status, body } = await camping(flt('color:red'));
    expect(status).toBe(400);
    expect(body.message).toBe("'color' is not a filter of this search.");
    expect(body.fields).toEqual({ flt: "'color' is not a filter of this search." });
    expect((await camping('?page=501')).status).toBe(400);
  });

  it('answers with new counts and a new ETag once a product comes or goes', async () => {
    const admin = await signedInAdmin(t, 'demo', ['catalog']);
    const before = await camping(flt('price:0-40'));
    const tents = (await camping()).body.data.buckets.category.find((e) => e.key > 0)!;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: admin.headers,
      payload: {
        type: 'simple',
        sku: 'LISTING-TEST-1',
        price: 29,
        quantity: 4,
        category_ids: [tents.key],
        translations: [{ locale: 'en', name: 'Pocket Bivy' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    // Filed in a subcategory, it shows on the parent's page.
    const after = await camping(flt('price:0-40'));
    expect(after.body.data.total).toBe(before.body.data.total + 1);
    expect(after.body.data.products.map(nameOf)).toContain('Pocket Bivy');
    expect(after.etag).not.toBe(before.etag);

    const id = (created.json() as { data: { id: number } }).data.id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/products/${id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBeLessThan(300);
    const gone = await camping(flt('price:0-40'));
    expect(gone.body.data.total).toBe(before.body.data.total);
    expect(gone.etag).toBe(before.etag);
  });
});

describe('a manufacturer page', () => {
  const riverstone = (query = '') =>
    get<ManufacturerPage>(`/api/v1/storefront/manufacturer/riverstone${query}`);

  it('offers the categories and ratings of the brand’s products, not manufacturers', async () => {
    const { status, body } = await riverstone();
    expect(status).toBe(200);
    const page = body.data;
    expect(page.manufacturer.name).toBe('RiverStone');
    expect(page.buckets.manufacturer).toEqual([]);
    expect(page.buckets.category.length).toBeGreaterThan(0);
    for (const entry of page.buckets.category) expect(entry.doc_count).toBeGreaterThan(0);
    const total = page.total;
    const [first] = page.buckets.category;
    const inCategory = (await riverstone(flt(`category:${first!.key}`))).body.data;
    expect(inCategory.total).toBe(first!.doc_count);
    expect(inCategory.total).toBeLessThanOrEqual(total);
    for (const p of inCategory.products) expect(p.manufacturer?.name).toBe('RiverStone');
  });
});

describe('delivered listing pages', () => {
  async function html(url: string) {
    const response = await t.app.inject({ method: 'GET', url, headers: hostOf('demo') });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    const boot = JSON.parse(/id="emporia-boot">(.*?)<\/script>/.exec(body)![1]!) as {
      preload: { key: unknown[]; data: { total: number } }[];
    };
    return {
      canonical: /<link rel="canonical" href="([^"]*)">/.exec(body)?.[1],
      robots: /<meta name="robots" content="([^"]*)">/.exec(body)?.[1],
      title: /<title>([^<]*)<\/title>/.exec(body)?.[1],
      preload: boot.preload,
    };
  }

  it('point filtered and sorted views at the plain listing, and keep later pages their own', async () => {
    expect((await html('/category/camping')).canonical).toBe('http://demo.localhost/category/camping');
    expect((await html('/category/camping?page=2')).canonical).toBe(
      'http://demo.localhost/category/camping?page=2',
    );
    const filtered = await html('/category/camping?flt=rating%3A4&sortby=lowest_first&page=1');
    expect(filtered.canonical).toBe('http://demo.localhost/category/camping');
    // Canonicalised, not noindexed: the two signals contradict each other.
    expect(filtered.robots).toBeUndefined();
    expect(filtered.title).toBe('Camping | Emporia Gear Co.');
    expect((await html('/category/camping?sortby=name_a_z&page=2')).canonical).toBe(
      'http://demo.localhost/category/camping',
    );
  });

  it('preload the filtered page the address asks for, with the key the page reads', async () => {
    const all = (await camping()).body.data;
    const rated = (await camping(flt('rating:4'))).body.data;
    const page = await html('/category/camping?flt=rating%3A4&sortby=lowest_first');
    expect(page.preload[0]!.key).toEqual([
      'catalog',
      'category',
      'camping',
      'rating:4',
      'lowest_first',
      1,
      'en',
    ]);
    expect(page.preload[0]!.data.total).toBe(rated.total);
    expect(rated.total).toBeLessThan(all.total);
    // A refused filter preloads nothing: the page asks and shows the reason.
    const refused = await html('/category/camping?flt=color%3Ared');
    expect(refused.preload).toEqual([]);
    expect(refused.canonical).toBe('http://demo.localhost/category/camping');
  });

  it('give manufacturer pages and articles their head, and made-up slugs none', async () => {
    const brand = await html('/manufacturer/riverstone?page=2');
    expect(brand.title).toBe('RiverStone | Emporia Gear Co.');
    expect(brand.canonical).toBe('http://demo.localhost/manufacturer/riverstone?page=2');
    expect(brand.preload[0]!.key).toEqual([
      'catalog',
      'manufacturer',
      'riverstone',
      '',
      'best_match',
      2,
      'en',
    ]);
    const home = (await get<{ latest_news: { slug: string; title: string }[] }>('/api/v1/storefront/home'))
      .body;
    const article = home.data.latest_news[0]!;
    const news = await html(`/article/${article.slug}`);
    expect(news.title).toBe(`${article.title} | Emporia Gear Co.`);
    expect(news.canonical).toBe(`http://demo.localhost/article/${article.slug}`);
    for (const url of ['/article/no-such-thing', '/manufacturer/nope', '/category/nope']) {
      const unknown = await html(url);
      expect(unknown.canonical).toBeUndefined();
      expect(unknown.preload).toEqual([]);
    }
  });
});

describe('articles', () => {
  it('are found by slug, and a made-up slug is 404 with the reason', async () => {
    const home = (await get<{ latest_news: { slug: string; title: string }[] }>('/api/v1/storefront/home'))
      .body;
    const first = home.data.latest_news[0]!;
    const found = await get<{ title: string }>(`/api/v1/storefront/article/${first.slug}`);
    expect(found.status).toBe(200);
    expect(found.body.data.title).toBe(first.title);
    const missing = await get('/api/v1/storefront/article/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This article does not exist.');
  });
});
