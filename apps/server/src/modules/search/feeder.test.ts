import type { AdminProduct, ProductInput } from '@emporia/contracts/catalog-admin';
import { reindexShop } from '@emporia/db/search-index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

// Production keeps identical answers for a few seconds; a write in this process must still show at once.
process.env.SEARCH_CACHE_SECONDS = '60';

let t: TestApp;
let admin: Record<string, string>;
let demoId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
  const { rows } = await t.database.db.execute(sql`SELECT id FROM shops WHERE subdomain = 'demo'`);
  demoId = (rows[0] as { id: number }).id;
});
afterAll(() => t?.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

async function search(query: Record<string, string>) {
  const res = await t.app.inject({
    url: `/api/v1/demo/advanced-search?${new URLSearchParams(query)}`,
    headers: hostOf('demo'),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    products: { store_product_id: number; sku: string; price: number; translations: { name: string }[] }[];
    total: { value: number };
    buckets: Record<string, { key: number; doc_count: number }[]>;
    bucket_names: Record<string, Record<string, string>>;
  };
}
const skus = async (keyword: string) => (await search({ keyword })).products.map((p) => p.sku);

const product = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  type: 'simple',
  sku: 'ZEPHYR-1',
  price: 42,
  quantity: 3,
  translations: [
    { locale: 'en', name: 'Zephyr Blusterine', description: '<p>Stops <em>gusty</em> wind.</p>' },
  ],
  ...overrides,
});

describe('the seeded shops', () => {
  it('are searchable: every enabled top-level product has its search row', async () => {
    const { rows } = await t.database.db.execute(sql`
      SELECT (SELECT count(*)::int FROM products WHERE shop_id = ${demoId} AND parent_id IS NULL AND status = 1) AS listed,
             (SELECT count(*)::int FROM search_products WHERE shop_id = ${demoId}) AS indexed`);
    const { listed, indexed } = rows[0] as { listed: number; indexed: number };
    expect(listed).toBeGreaterThan(20);
    expect(indexed).toBe(listed);
    expect((await search({})).total.value).toBe(listed);
  });

  it('rebuild to the same rows (reindexShop is repeatable)', async () => {
    const before = await search({ keyword: 'tent', sortby: 'name_a_z' });
    expect(await reindexShop(t.database.db, demoId)).toBeGreaterThan(20);
    expect(await search({ keyword: 'tent', sortby: 'name_a_z' })).toEqual(before);
  });
});

describe('product writes reach the search at once', () => {
  let id: number;

  it('a new product is found by its name, its description words and its sku', async () => {
    const created = await call('POST', '/api/v1/admin/products', product());
    expect(created.statusCode).toBe(201);
    id = (created.json() as { data: AdminProduct }).data.id;
    expect(await skus('zephyr')).toEqual(['ZEPHYR-1']);
    expect(await skus('gusty')).toEqual(['ZEPHYR-1']);
    expect(await skus('ZEPHYR-1')).toEqual(['ZEPHYR-1']);
  });

  it('a renamed and repriced product is found by its new name only, at its new price', async () => {
    expect(await skus('blusterine')).toEqual(['ZEPHYR-1']);
    const changed = await call(
      'PUT',
      `/api/v1/admin/products/${id}`,
      product({ price: 55, translations: [{ locale: 'en', name: 'Zephyr Anorak' }] }),
    );
    expect(changed.statusCode).toBe(200);
    expect(await skus('blusterine')).not.toContain('ZEPHYR-1');
    const found = await search({ keyword: 'anorak' });
    expect(found.products.map((p) => [p.sku, p.price])).toEqual([['ZEPHYR-1', 55]]);
  });

  it('its category and manufacturer become filters, and their renames are searchable', async () => {
    const category = await call('POST', '/api/v1/admin/categories', {
      translations: [{ locale: 'en', name: 'Windwear' }],
    });
    expect(category.statusCode).toBe(201);
    const categoryId = (category.json() as { data: { id: number } }).data.id;
    const brand = await call('POST', '/api/v1/admin/manufacturers', { name: 'Gale Works' });
    expect(brand.statusCode).toBe(201);
    const brandId = (brand.json() as { data: { id: number } }).data.id;
    const assigned = await call(
      'PUT',
      `/api/v1/admin/products/${id}`,
      product({
        price: 55,
        category_ids: [categoryId],
        manufacturer_id: brandId,
        translations: [{ locale: 'en', name: 'Zephyr Anorak' }],
      }),
    );
    expect(assigned.statusCode).toBe(200);

    const filtered = await search({ flt: `category:${categoryId}|manufacturer:${brandId}` });
    expect(filtered.products.map((p) => p.sku)).toEqual(['ZEPHYR-1']);
    expect(filtered.bucket_names.category?.[categoryId]).toBe('Windwear');
    expect(filtered.bucket_names.manufacturer?.[brandId]).toBe('Gale Works');
    expect(await skus('windwear')).toEqual(['ZEPHYR-1']);
    expect(await skus('gale')).toEqual(['ZEPHYR-1']);

    expect(
      (await call('PUT', `/api/v1/admin/manufacturers/${brandId}`, { name: 'Storm Works' })).statusCode,
    ).toBe(200);
    expect(await skus('storm works')).toEqual(['ZEPHYR-1']);
    expect(await skus('gale')).not.toContain('ZEPHYR-1');
  });

  it('a product in a subcategory is found under every shown category above it, as the category moves or hides', async () => {
    const newCategory = async (name: string, parentId: number | null) => {
      const res = await call('POST', '/api/v1/admin/categories', {
        parent_id: parentId,
        translations: [{ locale: 'en', name }],
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { data: { id: number } }).data.id;
    };
    const outdoors = await newCategory('Far Outdoors', null);
    const shelters = await newCategory('Trail Shelters', outdoors);
    const bivy = await call(
      'POST',
      '/api/v1/admin/products',
      product({ sku: 'BIVY-1', category_ids: [shelters] }),
    );
    expect(bivy.statusCode).toBe(201);
    const under = async (categoryId: number) =>
      (await search({ flt: `category:${categoryId}` })).products.map((p) => p.sku);
    expect(await under(outdoors)).toEqual(['BIVY-1']);
    const facet = await search({ keyword: 'blusterine' });
    expect(facet.buckets.category?.map((e) => facet.bucket_names.category?.[e.key]).sort()).toEqual([
      'Far Outdoors',
      'Trail Shelters',
    ]);
    const moveShelters = (changes: object) =>
      call('PUT', `/api/v1/admin/categories/${shelters}`, {
        parent_id: outdoors,
        translations: [{ locale: 'en', name: 'Trail Shelters' }],
        ...changes,
      });
    // Moved to the top, the subcategory takes its products with it.
    expect((await moveShelters({ parent_id: null })).statusCode).toBe(200);
    expect(await under(outdoors)).toEqual([]);
    expect(await under(shelters)).toEqual(['BIVY-1']);
    // Back under a parent that is then hidden: the walk up stops at the hidden one.
    expect((await moveShelters({})).statusCode).toBe(200);
    expect(await under(outdoors)).toEqual(['BIVY-1']);
    const hidden = await call('PUT', `/api/v1/admin/categories/${outdoors}`, {
      status: 0,
      translations: [{ locale: 'en', name: 'Far Outdoors' }],
    });
    expect(hidden.statusCode).toBe(200);
    expect(await under(outdoors)).toEqual([]);
    expect(await under(shelters)).toEqual(['BIVY-1']);
    const bivyId = (bivy.json() as { data: { id: number } }).data.id;
    expect((await call('DELETE', `/api/v1/admin/products/${bivyId}`)).statusCode).toBeLessThan(300);
  });

  it('a disabled product leaves the search, and comes back when enabled', async () => {
    expect((await call('POST', '/api/v1/admin/products/status', { ids: [id], status: 0 })).statusCode).toBe(
      200,
    );
    expect(await skus('anorak')).not.toContain('ZEPHYR-1');
    expect((await call('POST', '/api/v1/admin/products/status', { ids: [id], status: 1 })).statusCode).toBe(
      200,
    );
    expect(await skus('anorak')).toEqual(['ZEPHYR-1']);
  });

  it('a deleted product leaves the search', async () => {
    expect((await call('DELETE', `/api/v1/admin/products/${id}`)).statusCode).toBeLessThan(300);
    expect(await skus('anorak')).not.toContain('ZEPHYR-1');
    const { rows } = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM search_products WHERE product_id = ${id}`,
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('a refused write changes nothing in the search', async () => {
    const before = await search({ keyword: 'tent', sortby: 'name_a_z' });
    const refused = await call('POST', '/api/v1/admin/products', product({ sku: '', price: -1 }));
    expect(refused.statusCode).toBe(400);
    expect(await search({ keyword: 'tent', sortby: 'name_a_z' })).toEqual(before);
  });
});
