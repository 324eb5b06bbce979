import { productSortOptions } from '@emporia/contracts/storefront-keys';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import {
  answerShape,
  bothSearches,
  type FixtureProduct,
  type FixtureShop,
  fixtureShop,
} from '../../../../test/search';
import { cacheGauges } from '../../../kernel/per-shop-cache';
import { loadedListing } from './memory-search';

// A small shop's listing in memory (issue 37): a shop below SEARCH_MEMORY_MIN_PRODUCTS is searched
// without keyword from a compact listing, and must give what the SQL search gives, follow the
// shop's changes, and leave the memory budget when others are searched more recently.
process.env.SEARCH_CACHE_SECONDS = '0';
const saved = { min: process.env.SEARCH_MEMORY_MIN_PRODUCTS, mb: process.env.SEARCH_MEMORY_MB };
process.env.SEARCH_MEMORY_MIN_PRODUCTS = '500';
delete process.env.SEARCH_MEMORY_MB;

let t: TestApp;
let shop: FixtureShop;
const day = 86_400_000;
const now = Date.now();
const things = ['Tent', 'Jacket', 'Backpack', 'Stove', 'Boot', 'Lantern'];

const productsOf = (count: number, label: string): FixtureProduct[] =>
  Array.from({ length: count }, (_, i) => ({
    // Shared names and equal prices make ties, which must fall to the product id as in SQL.
    name: i % 5 === 0 ? things[i % things.length]! : `${label} ${things[(i * 5) % things.length]} ${i % 7}`,
    price: 20 + ((i * 37) % 90),
    ...(i % 4 === 0
      ? { sale: { price: 10 + ((i * 37) % 90), from: new Date(now - day) } }
      : i % 9 === 0
        ? { sale: { price: 5, from: new Date(now + day) } }
        : {}),
    ...(i % 6 === 0 ? {} : { manufacturer: ['Summit Gear', 'Ridgeline', 'Canyon Co'][i % 3] }),
    categories: [['Tents'], ['Backpacks'], ['Tents', 'Backpacks'], [], ['Cooking']][i % 5],
    ratings: i % 3 === 0 ? [] : [1 + (i % 5), 1 + ((i * 3) % 5)],
    daysAgo: i % 4,
  }));

beforeAll(async () => {
  t = await createTestApp();
  shop = await fixtureShop(t.database.db, 'listing', productsOf(36, 'Trail'), {
    categories: ['Lighting'],
    manufacturers: ['Empty Brand'],
  });
});

afterAll(async () => {
  await t?.close();
  for (const [name, value] of [
    ['SEARCH_MEMORY_MIN_PRODUCTS', saved.min],
    ['SEARCH_MEMORY_MB', saved.mb],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const both = (query: Record<string, string>, id = shop.id) => bothSearches(t.database.db, id, query);

const shape = answerShape;

const searchMemory = () => cacheGauges().find((gauge) => gauge.name === 'search-memory')!;

describe('a small shop’s listing in memory', () => {
  it('gives the SQL search’s whole answer without keyword for every filter, sort and page', async () => {
    const c = (name: string) => `category:${shop.categories.get(name)}`;
    const m = (name: string) => `manufacturer:${shop.manufacturers.get(name)}`;
    const filters = [
      '',
      c('Tents'),
      `${c('Tents')}|${c('Cooking')}`,
      m('Ridgeline'),
      `${m('Summit Gear')}|${m('Canyon Co')}`,
      'rating:3',
      `${c('Backpacks')}|${m('Ridgeline')}`,
      'price:15-60',
      `${c('Tents')}|rating:2|price:10-200`,
    ];
    let compared = 0;
    for (const flt of filters)
      for (const sortby of productSortOptions)
        for (const page of ['1', '2']) {
          const query: Record<string, string> = { sortby, page };
          if (flt) query.flt = flt;
          const { memory, rows } = await both(query);
          expect(memory, JSON.stringify(query)).not.toBeNull();
          expect(shape(memory), JSON.stringify(query)).toEqual(shape(rows));
          compared++;
        }
    expect(compared).toBe(filters.length * productSortOptions.length * 2);
    // The listing has no words: a keyword is searched in SQL, and loads no listing of a shop without one.
    expect((await both({ keyword: 'tent' })).memory).toBeNull();
    const unseen = await fixtureShop(t.database.db, 'listing-unseen', productsOf(5, 'Unseen'));
    expect((await both({ keyword: 'tent' }, unseen.id)).memory).toBeNull();
    expect(loadedListing(t.database.db, unseen.id)).toBeNull();
    expect((await both({}, unseen.id)).memory).not.toBeNull();
    expect(loadedListing(t.database.db, unseen.id)).not.toBeNull();
    expect(searchMemory().shops).toBeGreaterThanOrEqual(1);
  });

  it('follows the shop’s changes: a new price, a removed and an added product, a new name', async () => {
    const db = t.database.db;
    const cheapest = { sortby: 'lowest_first' };
    const first = (await both(cheapest)).memory!.hits![0]!.product_id;
    await db.execute(sql`UPDATE search_products SET price_minor = 99900, sale_price_minor = NULL
      WHERE shop_id = ${shop.id} AND product_id = ${first}`);
    const repriced = await both(cheapest);
    expect(repriced.memory).not.toBeNull();
    expect(shape(repriced.memory)).toEqual(shape(repriced.rows));
    expect(repriced.memory!.hits![0]!.product_id).not.toBe(first);

    await db.execute(sql`DELETE FROM search_products WHERE shop_id = ${shop.id} AND product_id = ${first}`);
    const [added] = (
      await db.execute(
        sql`INSERT INTO products (shop_id, sku, price_minor) VALUES (${shop.id}, 'ZZ-1', 100) RETURNING id`,
      )
    ).rows as { id: number }[];
    await db.execute(sql`INSERT INTO search_products (shop_id, product_id, type, sku, quantity, category_ids,
        price_minor, translations, name_sort, names, document, created_at)
      VALUES (${shop.id}, ${added!.id}, 'simple', 'ZZ-1', 3, '{}', 100,
        '[{"locale":"en","name":"Aardvark Shelter","slug":"aardvark-shelter"}]', 'aardvark shelter',
        'aardvark shelter zz-1', setweight(to_tsvector('english', 'Aardvark Shelter'), 'A'), now())`);
    for (const query of [cheapest, { sortby: 'name_a_z' }, { sortby: 'date_desc' }, {}]) {
      const changed = await both(query);
      expect(changed.memory, JSON.stringify(query)).not.toBeNull();
      expect(shape(changed.memory), JSON.stringify(query)).toEqual(shape(changed.rows));
      expect(changed.memory!.hits!.map((h) => h.product_id)).not.toContain(first);
    }
    expect((await both({ sortby: 'name_a_z' })).memory!.hits![0]!.product_id).toBe(added!.id);
    expect((await both(cheapest)).memory!.hits![0]!.product_id).toBe(added!.id);
  });

  it('keeps within its budget: the least recently searched shop leaves first', async () => {
    const others = await Promise.all(
      ['listing-a', 'listing-b', 'listing-c'].map((name) =>
        fixtureShop(t.database.db, name, productsOf(30, name)),
      ),
    );
    // Room for about two listings of 30 products (~2.6 kB each).
    process.env.SEARCH_MEMORY_MB = String(6_000 / 1024 / 1024);
    try {
      for (const other of others) expect((await both({}, other.id)).memory).not.toBeNull();
      const gauge = searchMemory();
      expect(gauge.bytes).toBeLessThanOrEqual(6_000);
      expect(gauge.budget_bytes).toBe(6_000);
      expect(gauge.shops).toBe(2);
      // The first was evicted; searched again it comes back and the least recently searched leaves:
      // by the last search, not by the load (c is searched before b is loaded again).
      const [a, b, c] = others as [FixtureShop, FixtureShop, FixtureShop];
      const held = () => others.map((other) => loadedListing(t.database.db, other.id) !== null);
      expect(held()).toEqual([false, true, true]);
      await both({}, a.id);
      expect(held()).toEqual([true, false, true]);
      await both({}, c.id);
      await both({}, b.id);
      expect(held()).toEqual([false, true, true]);
      expect(searchMemory().shops).toBe(2);
      // Each answer is still the SQL search's.
      for (const other of others) {
        const { memory, rows } = await both({ sortby: 'highest_first' }, other.id);
        expect(shape(memory)).toEqual(shape(rows));
      }
    } finally {
      delete process.env.SEARCH_MEMORY_MB;
    }
  });
});
