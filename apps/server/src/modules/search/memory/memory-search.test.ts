import { searchQuerySchema } from '@emporia/contracts/search';
import { productSortOptions } from '@emporia/contracts/storefront-keys';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../../test/app';
import { answerShape, bothSearches, type FixtureShop, fixtureShop } from '../../../../test/search';
import { runSearch } from '../queries';
import { planOf } from '../service';
import { searchInMemory, wordsOfQuery } from './memory-search';
import { parseDocument, queryOrder, rankOfWordsIn } from './text-rank';
import { TrigramCodes, trigramsOf, wordCharacters, wordLikeness } from './word-likeness';

// The in-memory search (ADR 0100) must give what the SQL search gives, to the order of equal
// ranks and the last count: these tests ask both the same searches and compare whole answers,
// then change the data underneath and ask again.
process.env.SEARCH_CACHE_SECONDS = '0';
const before = process.env.SEARCH_MEMORY_MIN_PRODUCTS;
process.env.SEARCH_MEMORY_MIN_PRODUCTS = '0';

let t: TestApp;
let shop: FixtureShop;
const day = 86_400_000;
const now = Date.now();

const words = ['Alpine', 'Storm', 'Trail', 'Summit', 'Merino', 'Ridge', 'Canyon', 'Glacier'];
const things = ['Tent', 'Jacket', 'Backpack', 'Stove', 'Boot', 'Lantern', 'Hammock', 'Sleeping Bag'];

beforeAll(async () => {
  t = await createTestApp();
  const brands = ['Summit Gear', 'Ridgeline', 'Canyon Co', 'Nordic'];
  const categories = [['Tents'], ['Backpacks'], ['Jackets'], ['Tents', 'Backpacks'], [], ['Cooking']];
  shop = await fixtureShop(
    t.database.db,
    'memory',
    Array.from({ length: 90 }, (_, i) => {
      const first = words[i % words.length]!;
      const second = words[(i * 3 + 1) % words.length]!;
      const thing = things[(i * 5) % things.length]!;
      return {
        // Repeated words and shared names make equal ranks, which must fall to the shop's order alike.
        name:
          i % 6 === 0
            ? `${first} ${thing} ${first}`
            : i % 5 === 0
              ? `${thing}`
              : `${first} ${second} ${thing}`,
        ...(i % 11 === 0 ? { names: { fr: `Tente ${first} légère`, de: `Zelt ${second}` } } : {}),
        price: 20 + ((i * 37) % 300),
        ...(i % 4 === 0
          ? { sale: { price: 10 + ((i * 37) % 300), from: new Date(now - day) } }
          : i % 9 === 0
            ? { sale: { price: 5, from: new Date(now + day) } }
            : i % 13 === 0
              ? { sale: { price: 6, from: new Date(now - 2 * day), until: new Date(now - day) } }
              : {}),
        ...(i % 7 === 0 ? {} : { manufacturer: brands[i % 4] }),
        categories: categories[i % 6],
        ratings: i % 3 === 0 ? [] : [1 + (i % 5), 1 + ((i * 3) % 5)],
        daysAgo: i % 9,
        description:
          i % 2 === 0
            ? `A ${thing.toLowerCase()} for the ${second.toLowerCase()} trail, waterproof and light. Storm tested.`
            : `Made for ${first.toLowerCase()} weather; packs small.`,
      };
    }),
    { categories: ['Lighting'], manufacturers: ['Empty Brand'] },
  );
});

afterAll(async () => {
  await t?.close();
  if (before === undefined) delete process.env.SEARCH_MEMORY_MIN_PRODUCTS;
  else process.env.SEARCH_MEMORY_MIN_PRODUCTS = before;
});

/** Both answers to one search; the in-memory one must exist. */
const both = (query: Record<string, string>) => bothSearches(t.database.db, shop.id, query);

const shape = answerShape;

describe('in-memory search', () => {
  it('gives the SQL search’s whole answer for keywords, typos, every filter kind, sort and page', async () => {
    const c = (name: string) => `category:${shop.categories.get(name)}`;
    const m = (name: string) => `manufacturer:${shop.manufacturers.get(name)}`;
    const filters = [
      '',
      c('Tents'),
      `${c('Tents')}|${c('Jackets')}`,
      m('Summit Gear'),
      `${m('Summit Gear')}|${m('Nordic')}`,
      'rating:3',
      `${c('Backpacks')}|${m('Ridgeline')}`,
      'price:15-120',
      `${c('Tents')}|rating:2|price:10-200`,
    ];
    const keywords = [
      '',
      'tent',
      'Tents',
      'storm',
      'alpine jacket',
      'trail storm',
      'waterproof',
      'memory',
      'légère',
      'zelt',
      'the',
      'jaket',
      'hamock',
      'backpak sumit',
      'xqzv',
    ];
    let compared = 0;
    for (const keyword of keywords)
      for (const flt of filters)
        for (const sortby of keyword ? productSortOptions : ['best_match', 'lowest_first', 'name_a_z']) {
          const query: Record<string, string> = { sortby };
          if (keyword) query.keyword = keyword;
          if (flt) query.flt = flt;
          const { memory, rows } = await both(query);
          expect(memory, JSON.stringify(query)).not.toBeNull();
          expect(shape(memory), JSON.stringify(query)).toEqual(shape(rows));
          compared++;
        }
    // Later pages, where the order of equal ranks decides which products come.
    for (const keyword of ['', 'storm', 'trail', 'jaket'])
      for (const page of ['2', '3']) {
        const { memory, rows } = await both({ keyword, page, sortby: 'best_match' });
        expect(shape(memory), `${keyword} page ${page}`).toEqual(shape(rows));
        expect(rows.hits?.length ?? 0).toBeGreaterThanOrEqual(0);
        compared++;
      }
    expect(compared).toBeGreaterThan(700);
  });

  it('leaves phrases, OR, negation and deep pages to the SQL search', async () => {
    for (const keyword of ['"alpine tent"', 'tent or jacket', 'tent -alpine', 'MEMORY-7'])
      expect((await both({ keyword })).memory, keyword).toBeNull();
    expect((await both({ keyword: 'tent', page: '60' })).memory).toBeNull();
    expect(wordsOfQuery("'tent' & 'alpin'")).toEqual(['tent', 'alpin']);
    expect(wordsOfQuery("'it''s'")).toEqual(["it's"]);
    expect(wordsOfQuery("'tent' | 'alpin'")).toBeNull();
    expect(wordsOfQuery("'alpin' <-> 'tent'")).toBeNull();
    expect(wordsOfQuery("!'tent'")).toBeNull();
  });

  it('follows the data: a new price, a removed and an added product, a sale ending, a new review', async () => {
    const db = t.database.db;
    const stormy = { keyword: 'storm', sortby: 'lowest_first' };
    await both(stormy); // loaded and current
    const version = async () =>
      Number(
        (
          (await db.execute(sql`SELECT index_version FROM search_facet_state WHERE shop_id = ${shop.id}`))
            .rows[0] as { index_version: string | number }
        ).index_version,
      );

    // Stock alone changes nothing the index holds: no new version, and the page still shows the stock.
    const quiet = await version();
    const stocked = shop.products.values().next().value!;
    await db.execute(
      sql`UPDATE search_products SET quantity = 77 WHERE shop_id = ${shop.id} AND product_id = ${stocked}`,
    );
    expect(await version()).toBe(quiet);
    const all = await both({ sortby: 'date_asc' });
    expect(shape(all.memory)).toEqual(shape(all.rows));

    // The cheapest storm product becomes the dearest.
    const first = (await both(stormy)).rows.hits![0]!.product_id;
    await db.execute(sql`UPDATE search_products SET price_minor = 99900, sale_price_minor = NULL
      WHERE shop_id = ${shop.id} AND product_id = ${first}`);
    expect(await version()).toBeGreaterThan(quiet);
    const repriced = await both(stormy);
    expect(repriced.memory).not.toBeNull();
    expect(shape(repriced.memory)).toEqual(shape(repriced.rows));
    expect(repriced.memory!.hits![0]!.product_id).not.toBe(first);

    // Removed, then a new product that only the index's catch-up can know.
    await db.execute(sql`DELETE FROM search_products WHERE shop_id = ${shop.id} AND product_id = ${first}`);
    const [added] = (
      await db.execute(
        sql`INSERT INTO products (shop_id, sku, price_minor) VALUES (${shop.id}, 'ZZ-STORM', 100) RETURNING id`,
      )
    ).rows as { id: number }[];
    await db.execute(sql`INSERT INTO search_products (shop_id, product_id, type, sku, quantity, category_ids,
        price_minor, translations, name_sort, names, document, created_at)
      VALUES (${shop.id}, ${added!.id}, 'simple', 'ZZ-STORM', 3, '{}', 100,
        '[{"locale":"en","name":"Storm Shelter","slug":"storm-shelter"}]', 'storm shelter', 'storm shelter zz-storm',
        setweight(to_tsvector('english', 'Storm Shelter'), 'A'), now())`);
    const changed = await both(stormy);
    expect(shape(changed.memory)).toEqual(shape(changed.rows));
    const ids = changed.memory!.hits!.map((h) => h.product_id);
    expect(ids[0]).toBe(added!.id);
    expect(ids).not.toContain(first);

    // Names that move, caught up without re-reading the shop's whole name order: a product renamed
    // to the front, and two new ones next to each other in name order (an import's neighbours).
    await db.execute(sql`UPDATE search_products SET name_sort = 'aaa now first'
      WHERE shop_id = ${shop.id} AND product_id = ${ids[3]!}`);
    const neighbours: [sku: string, name: string][] = [
      ['ZZ-STORM-B', 'storm shelter b'],
      ['ZZ-STORM-C', 'storm shelter c'],
    ];
    for (const [sku, name] of neighbours) {
      const [made] = (
        await db.execute(
          sql`INSERT INTO products (shop_id, sku, price_minor) VALUES (${shop.id}, ${sku}, 100) RETURNING id`,
        )
      ).rows as { id: number }[];
      await db.execute(sql`INSERT INTO search_products (shop_id, product_id, type, sku, quantity, category_ids,
          price_minor, translations, name_sort, names, document, created_at)
        VALUES (${shop.id}, ${made!.id}, 'simple', ${sku}, 3, '{}', 100,
          ${JSON.stringify([{ locale: 'en', name, slug: sku.toLowerCase() }])}, ${name}, ${name},
          setweight(to_tsvector('english', ${name}), 'A'), now())`);
    }
    const nameQueries: Record<string, string>[] = [
      { sortby: 'name_a_z' },
      { keyword: 'storm', sortby: 'name_a_z' },
      { sortby: 'name_z_a' },
    ];
    for (const query of nameQueries) {
      const named = await both(query);
      expect(named.memory, JSON.stringify(query)).not.toBeNull();
      expect(shape(named.memory), JSON.stringify(query)).toEqual(shape(named.rows));
    }
    expect((await both({ sortby: 'name_a_z' })).memory!.hits![0]!.product_id).toBe(ids[3]);

    // A sale that ends a moment from now: the next search after it ends shows the list price.
    const onSale = ids[1]!;
    await db.execute(sql`UPDATE search_products SET sale_price_minor = 1, sale_starts_at = NULL,
      sale_ends_at = now() + interval '1.5 seconds' WHERE shop_id = ${shop.id} AND product_id = ${onSale}`);
    const during = await both(stormy);
    expect(shape(during.memory)).toEqual(shape(during.rows));
    expect(during.memory!.hits![0]!.product_id).toBe(onSale);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    const after = await both(stormy);
    expect(shape(after.memory)).toEqual(shape(after.rows));
    expect(after.memory!.hits![0]!.product_id).not.toBe(onSale);

    // Reviews move a product in and out of the rating filter.
    await db.execute(sql`UPDATE search_products SET rating_total = 20, total_reviews = 4
      WHERE shop_id = ${shop.id} AND product_id = ${ids[2]!}`);
    const rated = await both({ keyword: 'storm', flt: 'rating:4' });
    expect(shape(rated.memory)).toEqual(shape(rated.rows));
    expect(rated.memory!.hits!.map((h) => h.product_id)).toContain(ids[2]!);

    // A statement rewriting more than 1,000 products (an import) logs the whole shop, not each
    // product: here the rewrite goes unlogged (triggers off) and only that whole-shop entry tells.
    // The index is loaded again, and the search after is answered from it as the SQL search answers.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(
        sql`UPDATE search_products SET featured = 1 WHERE shop_id = ${shop.id} AND product_id % 3 = 0`,
      );
    });
    await db.execute(sql`SELECT search_index_record(${shop.id}, array(SELECT generate_series(1, 1001)))`);
    await both({});
    const reloaded = await both({});
    expect(reloaded.memory).not.toBeNull();
    expect(shape(reloaded.memory)).toEqual(shape(reloaded.rows));
  });

  it('computes PostgreSQL’s ts_rank and pg_trgm’s word_similarity to the last bit', async () => {
    const documents = [
      'Alpine storm tent for the alpine trail, storm tested',
      'Trail boot; trail runner boot with a storm grip',
      'Sleeping bag for sleeping under the stars in a bag',
      'Merino jacket',
      'Jacket jacket jacket alpine',
    ];
    const queries = [
      'alpine',
      'storm tent',
      'trail boot storm',
      'sleeping bag',
      'jacket alpine',
      'tent alpine trail',
    ];
    for (const text of documents)
      for (const query of queries) {
        const row = (
          await t.database.db.execute(sql`SELECT ts_rank(d, q) AS rank, d::text AS document, q::text AS query,
              d @@ q AS matches
            FROM (SELECT setweight(to_tsvector('english', ${text}), 'A') || setweight(to_tsvector('english', ${text}), 'D') AS d,
              websearch_to_tsquery('english', ${query}) AS q) x`)
        ).rows[0] as { rank: number; document: string; query: string; matches: boolean };
        if (!row.matches) continue;
        const document = parseDocument(row.document);
        const words = queryOrder(wordsOfQuery(row.query)!);
        const from = new Int32Array(words.length);
        const to = new Int32Array(words.length);
        words.forEach((word, w) => {
          const k = document.words.indexOf(word);
          from[w] = document.starts[k]!;
          to[w] = document.starts[k + 1]!;
        });
        const lists = words.map(() => document.positions);
        expect(rankOfWordsIn(lists, from, to), `${text} / ${query}`).toBe(Math.fround(row.rank));
      }
    const names = [
      'trailblazer rain jacket eg-1001',
      'summit 2-person tent',
      'jacket jacket',
      'ridge hammock 40',
    ];
    const isWordChar = wordCharacters(false);
    for (const name of names)
      for (const keyword of ['jaket', 'hamock', 'tent', 'rain jaket', 'summit tnt', 'x', 'eg 1001']) {
        const pg = (
          (await t.database.db.execute(sql`SELECT word_similarity(${keyword}, ${name}) AS value`))
            .rows[0] as {
            value: number;
          }
        ).value;
        const codes = new TrigramCodes();
        const run = Int32Array.from(codes.codesOf(name, isWordChar));
        expect(Array.from(run)).toEqual(trigramsOf(name, isWordChar).map((t) => codes.code(t, false)));
        const trigrams = new Set(trigramsOf(keyword, isWordChar));
        const found = new Uint8Array(codes.size);
        for (const trigram of trigrams)
          if (codes.code(trigram, false) >= 0) found[codes.code(trigram, false)] = 1;
        const lastAt = new Int32Array(codes.size).fill(-1);
        expect(wordLikeness(found, trigrams.size, run, 0, run.length, lastAt), `${keyword} / ${name}`).toBe(
          Math.fround(pg),
        );
      }
  });

  it('leaves a shop whose index would not fit the memory budget to the SQL search', async () => {
    const small = await fixtureShop(t.database.db, 'memory-budget', [
      { name: 'Budget Tent', price: 50 },
      { name: 'Budget Stove', price: 30 },
    ]);
    const plan = planOf(
      { id: small.id, defaultLanguage: 'en' } as Parameters<typeof planOf>[0],
      searchQuerySchema.parse({ keyword: 'tent' }),
    );
    const budget = process.env.SEARCH_MEMORY_MB;
    process.env.SEARCH_MEMORY_MB = '0.001'; // about a kilobyte
    try {
      expect(await searchInMemory(t.database.db, plan)).toBeNull();
    } finally {
      if (budget === undefined) delete process.env.SEARCH_MEMORY_MB;
      else process.env.SEARCH_MEMORY_MB = budget;
    }
    // Refused for a while, not loaded again on every search; the SQL search still finds the tent.
    expect(await searchInMemory(t.database.db, plan)).toBeNull();
    expect((await runSearch(t.database.db, plan)).total).toBe(1);
    // The larger shop's index was not dropped for it.
    expect((await both({ keyword: 'tent' })).memory).not.toBeNull();
  });

  it('answers through the storefront’s search address', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/memory/advanced-search?${new URLSearchParams({ keyword: 'jaket', sortby: 'best_match' })}`,
      headers: hostOf('demo'),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total.value).toBeGreaterThan(0);
    expect(body.products[0].translations[0].name).toMatch(/Jacket/);
  });
});
