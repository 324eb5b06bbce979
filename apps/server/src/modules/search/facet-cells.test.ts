import { productSortOptions } from '@emporia/contracts/storefront-keys';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { type FixtureShop, fixtureShop } from '../../../test/search';
import { runSearch } from './queries';
import { planOf, searchRow } from './service';

// Searches without a keyword count from the shop's precomputed facet cells (ADR 0091); these
// tests hold them to the figures the rows give, and to the data as it changes.
process.env.SEARCH_CACHE_SECONDS = '0';
// These shops are small enough to be searched from their listing in memory (ADR 0136): off here,
// so that the searches reach the cells.
const memoryBudget = process.env.SEARCH_MEMORY_MB;
process.env.SEARCH_MEMORY_MB = '0';

let t: TestApp;
let shop: FixtureShop;
const day = 86_400_000;
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  const brands = ['Summit', 'Ridge', 'Canyon'];
  const categories = [['Tents'], ['Backpacks'], ['Jackets'], ['Tents', 'Backpacks'], []];
  shop = await fixtureShop(
    t.database.db,
    'cells',
    Array.from({ length: 30 }, (_, i) => ({
      name: `Product ${i + 1}`,
      price: 20 + ((i * 37) % 300),
      ...(i % 4 === 0 ? { sale: { price: 10 + ((i * 37) % 300), from: new Date(now - day) } } : {}),
      ...(i % 7 === 0 ? {} : { manufacturer: brands[i % 3] }),
      categories: categories[i % 5],
      ratings: i % 3 === 0 ? [] : [1 + (i % 5), 1 + ((i * 3) % 5)],
      daysAgo: i % 9,
    })),
    { categories: ['Lighting'], manufacturers: ['Empty Brand'] },
  );
});

afterAll(() => {
  if (memoryBudget === undefined) delete process.env.SEARCH_MEMORY_MB;
  else process.env.SEARCH_MEMORY_MB = memoryBudget;
});
afterAll(async () => {
  await t?.close();
});

async function search(query: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/cells/advanced-search?${new URLSearchParams(query)}`,
    headers: hostOf('demo'),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A product of the shop with no search row yet (the tests write that row themselves). */
const newProduct = async (sku: string, priceMinor: number) =>
  (
    (
      await t.database.db.execute(
        sql`INSERT INTO products (shop_id, sku, price_minor) VALUES (${shop.id}, ${sku}, ${priceMinor}) RETURNING id`,
      )
    ).rows[0] as { id: number }
  ).id;

const fresh = async () =>
  (await t.database.db.execute(sql`SELECT fresh FROM search_facet_state WHERE shop_id = ${shop.id}`)).rows[0]
    ?.fresh;

describe('facet cells (no keyword)', () => {
  it('give the very figures the rows give, for every filter kind, combination, price range and sort', async () => {
    const c = (name: string) => `category:${shop.categories.get(name)}`;
    const m = (name: string) => `manufacturer:${shop.manufacturers.get(name)}`;
    const filters = [
      '',
      c('Tents'),
      `${c('Tents')}|${c('Jackets')}`,
      m('Summit'),
      `${m('Summit')}|${m('Canyon')}`,
      'rating:3',
      'rating:1',
      `${c('Backpacks')}|${m('Ridge')}`,
      `${c('Tents')}|rating:2`,
      `${m('Canyon')}|rating:4`,
      `${c('Tents')}|${m('Summit')}|rating:2`,
      c('Lighting'),
      'price:50-150',
      'price:10-19.99',
      `${c('Tents')}|price:30-250`,
      `${m('Ridge')}|rating:2|price:0-400`,
      `${c('Backpacks')}|${m('Summit')}|rating:1|price:20-200`,
    ];
    let compared = 0;
    for (const flt of filters) {
      for (const sortby of productSortOptions) {
        // Page 2 for the price sort only: it merges two index walks, the others walk one.
        for (const page of sortby === 'lowest_first' ? [1, 2] : [1]) {
          const query = { flt, sortby, page: String(page) };
          const answer = await search(query);
          const plan = planOf(
            { id: shop.id, defaultLanguage: 'en' } as never,
            {
              ...query,
              page,
              keyword: '',
            } as never,
          );
          const rows = await runSearch(t.database.db, plan);
          expect(plan.facets).toBe('rows');
          expect(answer.total.value, `${flt} ${sortby}`).toBe(rows.total);
          const byRows = (pairs: [number, number][] | null) =>
            (pairs ?? []).map(([key, doc_count]) => ({ key, doc_count }));
          expect(answer.buckets.manufacturer, flt).toEqual(
            byRows(rows.manufacturers).filter((e) => rows.manufacturer_names?.[e.key] !== undefined),
          );
          expect(answer.buckets.category, flt).toEqual(
            byRows(rows.categories).filter((e) => rows.category_names?.[e.key] !== undefined),
          );
          expect(
            answer.buckets.rating.map((r: { doc_count: number }) => r.doc_count),
            flt,
          ).toEqual(rows.ratings);
          expect([answer.min_price * 100, answer.max_price * 100], flt).toEqual(
            rows.bounds.map((b) => b ?? 0),
          );
          expect(answer.products.map((p: { store_product_id: number }) => p.store_product_id)).toEqual(
            (rows.hits ?? []).map((h) => h.product_id),
          );
          compared++;
        }
      }
    }
    expect(compared).toBe(filters.length * (productSortOptions.length + 1));
    expect(await fresh()).toBe(true);
    // Some 270 searches: seconds on PostgreSQL, longer on PGlite on a busy machine.
  }, 180_000);

  it('give category and manufacturer pages the figures and page their rows give', async () => {
    const scopes = [
      { kind: 'category' as const, id: shop.categories.get('Tents')! },
      { kind: 'category' as const, id: shop.categories.get('Lighting')! },
      { kind: 'manufacturer' as const, id: shop.manufacturers.get('Summit')! },
    ];
    const c = (name: string) => `category:${shop.categories.get(name)}`;
    const m = (name: string) => `manufacturer:${shop.manufacturers.get(name)}`;
    const filters = [
      '',
      c('Backpacks'),
      m('Ridge'),
      'rating:2',
      'price:40-200',
      // A narrow range leaves some of the scope's manufacturers and categories without products:
      // they are still offered, with 0.
      'price:20-60',
      `${m('Canyon')}|rating:1|price:20-300`,
    ];
    for (const scope of scopes) {
      for (const flt of filters) {
        for (const sortby of ['best_match', 'lowest_first', 'date_desc']) {
          const plan = planOf(
            { id: shop.id, defaultLanguage: 'en' } as never,
            { flt, sortby, page: 1 } as never,
            scope,
            'ids',
          );
          const { facets_fresh, ...byCells } = await searchRow(t.database.db, plan);
          expect(facets_fresh, `${scope.kind} ${flt}`).toBe(true);
          expect(byCells, `${scope.kind} ${scope.id} ${flt} ${sortby}`).toEqual(
            await runSearch(t.database.db, plan),
          );
        }
      }
    }
  });

  it('count a product written after they were built, removed ones no longer', async () => {
    const before = await search({ flt: `category:${shop.categories.get('Lighting')}` });
    expect(before.total.value).toBe(0);
    expect(await fresh()).toBe(true);
    const lamp = await newProduct('LAMP', 1500);
    // A product of this shop straight into its search rows, as a reindex writes it.
    await t.database.db.execute(sql`INSERT INTO search_products (shop_id, product_id, type, sku, quantity,
        category_ids, price_minor, name_sort, names, document, created_at)
      SELECT ${shop.id}, ${lamp}, 'simple', 'LAMP', 3, ${`{${shop.categories.get('Lighting')}}`}::int[], 1500,
        'lamp', 'lamp', to_tsvector('english', 'lamp'), now()`);
    expect(await fresh()).toBe(false);
    const after = await search({ flt: `category:${shop.categories.get('Lighting')}` });
    expect(after.total.value).toBe(1);
    expect(after.min_price).toBe(15);
    const lighting = (await search()).buckets.category.find(
      (e: { key: number }) => e.key === shop.categories.get('Lighting'),
    );
    expect(lighting.doc_count).toBe(1);

    await t.database.db.execute(
      sql`DELETE FROM search_products WHERE shop_id = ${shop.id} AND product_id = ${lamp}`,
    );
    expect((await search({ flt: `category:${shop.categories.get('Lighting')}` })).total.value).toBe(0);
  });

  it('follow a sale that ends: the price bounds change when it does, with no write', async () => {
    const first = await search({ flt: `manufacturer:${shop.manufacturers.get('Empty Brand')}` });
    expect(first.total.value).toBe(0);
    const gear = await newProduct('GEAR', 99900);
    await t.database.db.execute(sql`INSERT INTO search_products (shop_id, product_id, type, sku, quantity,
        manufacturer_id, price_minor, sale_price_minor, sale_ends_at, name_sort, names, document, created_at)
      SELECT ${shop.id}, ${gear}, 'simple', 'GEAR', 3, ${shop.manufacturers.get('Empty Brand')}, 99900, 100,
        now() + interval '1500 milliseconds', 'gear', 'gear', to_tsvector('english', 'gear'), now()`);
    const flt = `manufacturer:${shop.manufacturers.get('Empty Brand')}`;
    const during = await search({ flt });
    expect([during.min_price, during.max_price]).toEqual([1, 1]);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    const afterwards = await search({ flt });
    expect([afterwards.min_price, afterwards.max_price]).toEqual([999, 999]);
  });
});
