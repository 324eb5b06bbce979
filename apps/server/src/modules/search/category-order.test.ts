import { productSortOptions } from '@emporia/contracts/storefront-keys';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { type FixtureShop, fixtureShop } from '../../../test/search';
import { runSearch } from './queries';
import { planOf, searchRow } from './service';

// A category page without filters reads its page from search_category_products (ADR 0097), kept
// by triggers on search_products. These tests hold every sort's pages to the order the search
// rows themselves give, before and after the rows change.
let t: TestApp;
let shop: FixtureShop;
const day = 86_400_000;
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  const categories = [['Tents'], ['Backpacks'], ['Tents', 'Backpacks'], []];
  shop = await fixtureShop(
    t.database.db,
    'catorder',
    Array.from({ length: 40 }, (_, i) => ({
      name: `Item ${String.fromCharCode(97 + ((i * 7) % 26))}${i}`,
      price: 20 + ((i * 37) % 300),
      // Running sales, one not started yet and one over: only the running ones change the order.
      ...(i % 5 === 0 ? { sale: { price: 5 + ((i * 11) % 200), from: new Date(now - day) } } : {}),
      ...(i === 6 ? { sale: { price: 1, from: new Date(now + day) } } : {}),
      ...(i === 7 ? { sale: { price: 1, until: new Date(now - day) } } : {}),
      categories: categories[i % 4],
      daysAgo: i % 6,
    })),
  );
  // Ties in the shop's own order, broken by the later keys.
  await t.database.db.execute(
    sql`UPDATE search_products SET sort_order = product_id % 3, featured = product_id % 2 WHERE shop_id = ${shop.id}`,
  );
});

afterAll(async () => {
  await t?.close();
});

/** The search rows' own order for a category page, as before the category table. */
const orderOf: Record<string, string> = {
  best_match: 'sort_order, featured DESC, created_at DESC, product_id DESC',
  name_a_z: 'name_sort, product_id',
  name_z_a: 'name_sort DESC, product_id DESC',
  lowest_first: 'price_now, product_id',
  highest_first: 'price_now DESC, product_id DESC',
  date_asc: 'created_at, product_id',
  date_desc: 'created_at DESC, product_id DESC',
};

async function expectedPage(categoryId: number, sortby: string, limit: number, offset: number) {
  const { rows } = await t.database.db.execute(
    sql.raw(`SELECT product_id FROM (
      SELECT *, CASE WHEN sale_price_minor IS NOT NULL AND (sale_starts_at IS NULL OR sale_starts_at <= now())
        AND (sale_ends_at IS NULL OR sale_ends_at > now()) THEN LEAST(sale_price_minor, price_minor)
        ELSE price_minor END AS price_now
      FROM search_products WHERE shop_id = ${shop.id} AND ${categoryId} = ANY(category_ids)) r
      ORDER BY ${orderOf[sortby]} LIMIT ${limit} OFFSET ${offset}`),
  );
  return rows.map((r) => Number(r.product_id));
}

async function expectEveryPageInOrder() {
  let pages = 0;
  for (const name of ['Tents', 'Backpacks']) {
    const scope = { kind: 'category' as const, id: shop.categories.get(name)! };
    for (const sortby of productSortOptions) {
      for (const page of [1, 2, 3, 4]) {
        const plan = {
          ...planOf(
            { id: shop.id, defaultLanguage: 'en' } as never,
            { flt: '', sortby, page: 1 } as never,
            scope,
            'ids',
          ),
          limit: 6,
          offset: (page - 1) * 6,
        };
        const expected = await expectedPage(scope.id, sortby, 6, (page - 1) * 6);
        // As a category page asks (counts from the facet cells while fresh), and with counts from the rows.
        const listed = await searchRow(t.database.db, plan);
        expect(listed.hit_ids ?? [], `${name} ${sortby} page ${page}`).toEqual(expected);
        expect((await runSearch(t.database.db, plan)).hit_ids ?? []).toEqual(expected);
        pages++;
      }
    }
  }
  return pages;
}

describe('a category page’s order (ADR 0097)', () => {
  it('is the search rows’ own order for every sort and page', async () => {
    expect(await expectEveryPageInOrder()).toBe(2 * productSortOptions.length * 4);
    const { rows } = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM search_category_products WHERE shop_id = ${shop.id}`,
    );
    // 40 products: 10 in Tents, 10 in Backpacks, 10 in both, 10 in none.
    expect(rows[0]?.n).toBe(40);
  });

  it('follows a price, a sale, a name, a move to another category and a removal', async () => {
    const product = (i: number) => shop.products.get([...shop.products.keys()][i]!)!;
    const db = t.database.db;
    await db.execute(
      sql`UPDATE search_products SET price_minor = 1 WHERE shop_id = ${shop.id} AND product_id = ${product(0)}`,
    );
    await db.execute(sql`UPDATE search_products SET sale_price_minor = 2, sale_starts_at = NULL, sale_ends_at = NULL
      WHERE shop_id = ${shop.id} AND product_id = ${product(3)}`);
    await db.execute(
      sql`UPDATE search_products SET name_sort = 'aaa' WHERE shop_id = ${shop.id} AND product_id = ${product(2)}`,
    );
    const backpacks = shop.categories.get('Backpacks')!;
    await db.execute(sql`UPDATE search_products SET category_ids = ${`{${backpacks}}`}::int[]
      WHERE shop_id = ${shop.id} AND product_id = ${product(4)}`);
    // A stock change rewrites the search row but no sort key.
    await db.execute(
      sql`UPDATE search_products SET quantity = quantity + 1 WHERE shop_id = ${shop.id} AND product_id = ${product(8)}`,
    );
    await db.execute(
      sql`DELETE FROM search_products WHERE shop_id = ${shop.id} AND product_id = ${product(1)}`,
    );
    await expectEveryPageInOrder();
    const { rows } = await db.execute(sql`SELECT category_id FROM search_category_products
      WHERE shop_id = ${shop.id} AND product_id = ${product(4)}`);
    expect(rows.map((r) => Number(r.category_id))).toEqual([backpacks]);
  });

  it('empties when the shop’s search rows are removed', async () => {
    await t.database.db.execute(sql`DELETE FROM search_products WHERE shop_id = ${shop.id}`);
    const left = async () =>
      (
        await t.database.db.execute(
          sql`SELECT count(*)::int AS n FROM search_category_products WHERE shop_id = ${shop.id}`,
        )
      ).rows[0]?.n;
    expect(await left()).toBe(0);
  });
});
