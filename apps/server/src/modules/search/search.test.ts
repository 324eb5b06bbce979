import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { type FixtureShop, fixtureShop } from '../../../test/search';

// Answers are cached for a few seconds in production; these tests change data between identical searches.
process.env.SEARCH_CACHE_SECONDS = '0';

let t: TestApp;
let alpha: FixtureShop;
let beta: FixtureShop;

const day = 86_400_000;
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  alpha = await fixtureShop(
    db,
    'alpha',
    [
      {
        name: 'Alpine Dome Tent',
        price: 359,
        manufacturer: 'Summit',
        categories: ['Tents'],
        ratings: [5, 4, 4],
        daysAgo: 10,
        image: 'products/0123456789abcdef',
      },
      {
        name: 'Family Cabin Tent',
        price: 499,
        manufacturer: 'Ridge',
        categories: ['Tents'],
        ratings: [4],
        daysAgo: 5,
      },
      {
        name: 'Ultralight Trail Tent',
        price: 289,
        sale: { price: 249, from: new Date(now - day), until: new Date(now + 30 * day) },
        manufacturer: 'Canyon',
        categories: ['Tents'],
        ratings: [3, 3],
        daysAgo: 20,
      },
      {
        name: 'Trail Backpack 30L',
        price: 129,
        manufacturer: 'Summit',
        categories: ['Backpacks'],
        ratings: [5],
        daysAgo: 2,
      },
      {
        name: 'Summit Backpack 55L',
        price: 189,
        manufacturer: 'Ridge',
        categories: ['Backpacks'],
        ratings: [2, 1],
        daysAgo: 30,
        type: 'configurable',
      },
      {
        name: 'Rain Jacket',
        names: { fr: 'Veste de pluie' },
        price: 149,
        manufacturer: 'Canyon',
        categories: ['Jackets'],
        daysAgo: 1,
        quantity: 0,
      },
      {
        name: 'Puffer Jacket',
        price: 229,
        sale: { price: 199, from: new Date(now + 10 * day) },
        manufacturer: 'Summit',
        categories: ['Jackets'],
        ratings: [4, 5],
        daysAgo: 15,
      },
    ],
    { categories: ['Lighting'] },
  );
  beta = await fixtureShop(db, 'beta', [
    { name: 'Alpine Dome Tent', price: 10, manufacturer: 'Beta Brand', categories: ['Beta Tents'] },
  ]);
  await fixtureShop(
    db,
    'bulk',
    Array.from({ length: 45 }, (_, i) => ({
      name: `Camp Stove Model ${i + 1}`,
      price: 20 + i,
      daysAgo: i + 1,
    })),
  );
});

afterAll(async () => {
  await t?.close();
});

async function search(subdomain: string, query: Record<string, string | number> = {}) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/${subdomain}/advanced-search?${params}`,
    headers: hostOf('demo'),
  });
  return { status: res.statusCode, body: res.json() };
}

const namesOf = (body: { products: { translations: { locale: string; name: string }[] }[] }) =>
  body.products.map((p) => p.translations.find((tr) => tr.locale === 'en')?.name);
const counts = (entries: { key: number; doc_count: number }[], ids: Map<string, number>) =>
  Object.fromEntries([...ids].map(([name, id]) => [name, entries.find((e) => e.key === id)?.doc_count]));

describe('the search response (SPEC §3)', () => {
  it('answers exactly the spec shape, with hits as the card needs them', async () => {
    const { status, body } = await search('alpha', { keyword: 'alpine' });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      'bucket_names',
      'buckets',
      'max_price',
      'min_price',
      'products',
      'total',
    ]);
    expect(body.total).toEqual({ value: 1 });
    expect(Object.keys(body.buckets).sort()).toEqual(['category', 'manufacturer', 'rating']);
    expect(Object.keys(body.bucket_names).sort()).toEqual(['category', 'manufacturer', 'rating']);
    expect(body.products).toEqual([
      {
        store_product_id: alpha.products.get('Alpine Dome Tent'),
        type: 'simple',
        sku: 'ALPHA-1',
        quantity: 5,
        quantity_discount_status: 0,
        images: [
          {
            id: 1,
            src: '/storage/products/0123456789abcdef-large.webp',
            small: '/storage/products/0123456789abcdef-small.webp',
            thumbnail: '/storage/products/0123456789abcdef-thumb.webp',
          },
        ],
        manufacturer: { id: alpha.manufacturers.get('Summit'), name: 'Summit', slug: 'summit' },
        translations: [{ locale: 'en', name: 'Alpine Dome Tent', slug: 'alpine-dome-tent' }],
        price: 359,
        sale_price: null,
        tax_class_id: null,
        rating: 4.3,
        total_reviews: 3,
      },
    ]);
    expect(body.min_price).toBe(359);
    expect(body.max_price).toBe(359);
  });

  it('gives a product without pictures the no-image picture, and names in every language', async () => {
    const { body } = await search('alpha', { keyword: 'rain jacket' });
    expect(body.products).toHaveLength(1);
    const [hit] = body.products;
    const noImage = '/storage/store/no-image.png';
    expect(hit.images).toEqual([{ id: 0, src: noImage, small: noImage, thumbnail: noImage }]);
    expect(hit.translations).toEqual([
      { locale: 'en', name: 'Rain Jacket', slug: 'rain-jacket' },
      { locale: 'fr', name: 'Veste de pluie', slug: 'veste-de-pluie' },
    ]);
    expect(hit.quantity).toBe(0);
    expect(hit.rating).toBe(0);
    expect(hit.total_reviews).toBe(0);
  });

  it('shows a running sale as sale_price and ignores a sale that has not started', async () => {
    const { body } = await search('alpha', { keyword: 'ultralight' });
    expect(body.products[0]).toMatchObject({ price: 289, sale_price: 249 });
    const puffer = await search('alpha', { keyword: 'puffer' });
    expect(puffer.body.products[0]).toMatchObject({ price: 229, sale_price: null });
  });

  it('counts the groups and labels their options, ratings as Excellent & Up … Bad & Up', async () => {
    const { body } = await search('alpha', { keyword: 'tent' });
    expect(body.total.value).toBe(3);
    expect(counts(body.buckets.manufacturer, alpha.manufacturers)).toEqual({
      Summit: 1,
      Ridge: 1,
      Canyon: 1,
    });
    expect(body.buckets.category).toEqual([{ key: alpha.categories.get('Tents'), doc_count: 3 }]);
    expect(body.buckets.rating).toEqual([
      { key: 4, doc_count: 2 },
      { key: 3, doc_count: 3 },
      { key: 2, doc_count: 3 },
      { key: 1, doc_count: 3 },
    ]);
    expect(body.bucket_names.category).toEqual({ [String(alpha.categories.get('Tents'))]: 'Tents' });
    expect(body.bucket_names.manufacturer).toEqual({
      [String(alpha.manufacturers.get('Summit'))]: 'Summit',
      [String(alpha.manufacturers.get('Ridge'))]: 'Ridge',
      [String(alpha.manufacturers.get('Canyon'))]: 'Canyon',
    });
    expect(body.bucket_names.rating).toEqual({
      '4': 'Excellent & Up',
      '3': 'Good & Up',
      '2': 'Average & Up',
      '1': 'Bad & Up',
    });
    // The current (sale) price of the Ultralight tent is the cheapest.
    expect([body.min_price, body.max_price]).toEqual([249, 499]);
  });
});

describe('filters (SPEC §2 flt)', () => {
  const m = (name: string) => `manufacturer:${alpha.manufacturers.get(name)}`;
  const c = (name: string) => `category:${alpha.categories.get(name)}`;

  it('filters by manufacturer, several values of a group meaning any of them', async () => {
    const one = await search('alpha', { keyword: 'tent', flt: m('Summit') });
    expect(namesOf(one.body)).toEqual(['Alpine Dome Tent']);
    const two = await search('alpha', {
      keyword: 'tent',
      flt: `${m('Summit')}|${m('Ridge')}`,
      sortby: 'name_a_z',
    });
    expect(namesOf(two.body)).toEqual(['Alpine Dome Tent', 'Family Cabin Tent']);
  });

  it('counts each group with the other groups’ filters but not its own', async () => {
    const { body } = await search('alpha', { keyword: 'tent', flt: m('Summit') });
    // Choosing Summit still shows what Ridge and Canyon would give.
    expect(counts(body.buckets.manufacturer, alpha.manufacturers)).toEqual({
      Summit: 1,
      Ridge: 1,
      Canyon: 1,
    });
    expect(body.buckets.category).toEqual([{ key: alpha.categories.get('Tents'), doc_count: 1 }]);
    expect(body.buckets.rating.map((e: { doc_count: number }) => e.doc_count)).toEqual([1, 1, 1, 1]);
    expect([body.min_price, body.max_price]).toEqual([359, 359]);

    const browse = await search('alpha', { flt: `${c('Tents')}|${m('Canyon')}` });
    expect(namesOf(browse.body)).toEqual(['Ultralight Trail Tent']);
    expect(counts(browse.body.buckets.category, alpha.categories)).toEqual({
      Tents: 1,
      Backpacks: 0,
      Jackets: 1,
      Lighting: 0,
    });
    expect(counts(browse.body.buckets.manufacturer, alpha.manufacturers)).toEqual({
      Summit: 1,
      Ridge: 1,
      Canyon: 1,
    });
  });

  it('lists a category the other filters rule out with a count of 0', async () => {
    const { body } = await search('alpha', { flt: c('Backpacks') });
    expect(namesOf(body).sort()).toEqual(['Summit Backpack 55L', 'Trail Backpack 30L']);
    expect(counts(body.buckets.category, alpha.categories)).toEqual({
      Tents: 3,
      Backpacks: 2,
      Jackets: 2,
      Lighting: 0,
    });
    expect(counts(body.buckets.manufacturer, alpha.manufacturers)).toEqual({
      Summit: 1,
      Ridge: 1,
      Canyon: 0,
    });
  });

  it('filters by rating as "& up", the lowest chosen rating winning', async () => {
    const four = await search('alpha', { flt: 'rating:4', sortby: 'name_a_z' });
    expect(namesOf(four.body)).toEqual([
      'Alpine Dome Tent',
      'Family Cabin Tent',
      'Puffer Jacket',
      'Trail Backpack 30L',
    ]);
    expect(four.body.buckets.rating).toEqual([
      { key: 4, doc_count: 4 },
      { key: 3, doc_count: 5 },
      { key: 2, doc_count: 5 },
      { key: 1, doc_count: 6 },
    ]);
    const threeOrFour = await search('alpha', { flt: 'rating:4|rating:3' });
    expect(threeOrFour.body.total.value).toBe(5);
  });

  it('filters by the current price range, inclusive, with bounds that ignore the range', async () => {
    const { body } = await search('alpha', { flt: 'price:200-300', sortby: 'lowest_first' });
    expect(namesOf(body)).toEqual(['Puffer Jacket', 'Ultralight Trail Tent']);
    expect([body.min_price, body.max_price]).toEqual([129, 499]);
    const exact = await search('alpha', { flt: 'price:129-129' });
    expect(namesOf(exact.body)).toEqual(['Trail Backpack 30L']);
    const cents = await search('alpha', { flt: 'price:129.01-148.99' });
    expect(cents.body.total.value).toBe(0);
  });

  it('combines a keyword, filters of every kind and a sort', async () => {
    const { body } = await search('alpha', {
      keyword: 'trail',
      flt: `${c('Tents')}|${c('Backpacks')}|rating:3|price:100-300`,
      sortby: 'highest_first',
    });
    expect(namesOf(body)).toEqual(['Ultralight Trail Tent', 'Trail Backpack 30L']);
  });
});

describe('sorting (SPEC §9)', () => {
  const orders: Record<string, string[]> = {
    name_a_z: [
      'Alpine Dome Tent',
      'Family Cabin Tent',
      'Puffer Jacket',
      'Rain Jacket',
      'Summit Backpack 55L',
      'Trail Backpack 30L',
      'Ultralight Trail Tent',
    ],
    lowest_first: [
      'Trail Backpack 30L',
      'Rain Jacket',
      'Summit Backpack 55L',
      'Puffer Jacket',
      'Ultralight Trail Tent',
      'Alpine Dome Tent',
      'Family Cabin Tent',
    ],
    date_asc: [
      'Summit Backpack 55L',
      'Ultralight Trail Tent',
      'Puffer Jacket',
      'Alpine Dome Tent',
      'Family Cabin Tent',
      'Trail Backpack 30L',
      'Rain Jacket',
    ],
  };
  const reversed: Record<string, string> = {
    name_z_a: 'name_a_z',
    highest_first: 'lowest_first',
    date_desc: 'date_asc',
  };

  for (const [sortby, names] of Object.entries(orders)) {
    it(`sorts by ${sortby}`, async () => {
      expect(namesOf((await search('alpha', { sortby })).body)).toEqual(names);
    });
  }
  for (const [sortby, of] of Object.entries(reversed)) {
    it(`sorts by ${sortby}`, async () => {
      expect(namesOf((await search('alpha', { sortby })).body)).toEqual([...orders[of]!].reverse());
    });
  }

  it('ranks best matches first: a name match before a manufacturer match, best_match being the default', async () => {
    const { body } = await search('alpha', { keyword: 'summit' });
    expect(body.total.value).toBe(4);
    expect(namesOf(body)[0]).toBe('Summit Backpack 55L');
    const explicit = await search('alpha', { keyword: 'summit', sortby: 'best_match' });
    expect(namesOf(explicit.body)).toEqual(namesOf(body));
  });
});

describe('matching', () => {
  it('finds word forms (stemming) and ignores case and accents', async () => {
    expect((await search('alpha', { keyword: 'TENTS' })).body.total.value).toBe(3);
    expect((await search('alpha', { keyword: 'jäckets' })).body.total.value).toBe(2);
  });

  it('still finds products when the keyword has a typo', async () => {
    const backpacks = await search('alpha', { keyword: 'backpak' });
    expect(namesOf(backpacks.body).sort()).toEqual(['Summit Backpack 55L', 'Trail Backpack 30L']);
    expect(counts(backpacks.body.buckets.manufacturer, alpha.manufacturers)).toEqual({
      Summit: 1,
      Ridge: 1,
      Canyon: undefined,
    });
    const jackets = await search('alpha', { keyword: 'jaket' });
    expect(namesOf(jackets.body).sort()).toEqual(['Puffer Jacket', 'Rain Jacket']);
  });

  it('searches the names of the shopper’s language', async () => {
    const { body } = await search('alpha', { keyword: 'veste', locale: 'fr' });
    expect(namesOf(body)).toEqual(['Rain Jacket']);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    const { status, body } = await search('alpha', { keyword: 'zzqxv' });
    expect(status).toBe(200);
    expect(body.products).toEqual([]);
    expect(body.total.value).toBe(0);
    expect([body.min_price, body.max_price]).toEqual([0, 0]);
  });

  it('lists the whole shop without a keyword (blank keywords too)', async () => {
    expect((await search('alpha')).body.total.value).toBe(7);
    expect((await search('alpha', { keyword: '   ' })).body.total.value).toBe(7);
  });
});

describe('pages of 20 (SPEC §9)', () => {
  it('serves 20 per page, the rest on the last page, and an empty page past the end', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4])
      pages.push((await search('bulk', { keyword: 'stove', sortby: 'lowest_first', page })).body);
    expect(pages.map((p) => p.products.length)).toEqual([20, 20, 5, 0]);
    expect(pages.every((p) => p.total.value === 45)).toBe(true);
    const names = pages.flatMap(namesOf);
    expect(new Set(names).size).toBe(45);
    expect(names[0]).toBe('Camp Stove Model 1');
    expect(names[44]).toBe('Camp Stove Model 45');
  });
});

describe('tenancy', () => {
  it('only ever shows the shop of the path, whatever the Host', async () => {
    const a = await search('alpha', { keyword: 'alpine dome' });
    const b = await search('beta', { keyword: 'alpine dome' });
    expect(a.body.products.map((p: { store_product_id: number }) => p.store_product_id)).toEqual([
      alpha.products.get('Alpine Dome Tent'),
    ]);
    expect(b.body.products.map((p: { store_product_id: number }) => p.store_product_id)).toEqual([
      beta.products.get('Alpine Dome Tent'),
    ]);
    expect(Object.values(a.body.bucket_names.manufacturer)).not.toContain('Beta Brand');
  });

  it('finds nothing, and names nothing, through another shop’s manufacturer or category', async () => {
    const foreign = `manufacturer:${beta.manufacturers.get('Beta Brand')}|category:${beta.categories.get('Beta Tents')}`;
    const { status, body } = await search('alpha', { flt: foreign });
    expect(status).toBe(200);
    expect(body.total.value).toBe(0);
    expect(JSON.stringify(body.bucket_names)).not.toContain('Beta');
  });

  it('answers 404 with a message for an unknown or suspended shop', async () => {
    for (const subdomain of ['nosuchshop', 'Bad_Name!', 'a'.repeat(70)]) {
      const { status, body } = await search(subdomain, { keyword: 'tent' });
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Shop not found.', code: 'SHOP_NOT_FOUND' });
    }
    await t.database.db.execute(sql`UPDATE shops SET status = 'suspended' WHERE subdomain = 'beta'`);
    expect((await search('beta', { keyword: 'tent' })).status).toBe(404);
    await t.database.db.execute(sql`UPDATE shops SET status = 'active' WHERE subdomain = 'beta'`);
  });
});

describe('bad parameters', () => {
  const cases: [string, Record<string, string | number>, RegExp][] = [
    ['an unknown filter', { flt: 'color:red' }, /'color' is not a filter/],
    ['a malformed price', { flt: 'price:cheap' }, /price:10-99.99/],
    ['a price range without its end', { flt: 'price:10' }, /price:10-99.99/],
    ['a price range upside down', { flt: 'price:50-10' }, /lowest price/],
    ['two price ranges', { flt: 'price:1-2|price:3-4' }, /one price range/i],
    ['a category that is not a number', { flt: 'category:tents' }, /category number/],
    ['a rating out of range', { flt: 'rating:5' }, /rating filter/],
    ['page 0', { page: 0 }, /page/i],
    ['a negative page', { page: -2 }, /page/i],
    ['a page that is not a number', { page: 'two' }, /page/i],
    ['a page beyond the result window', { page: 501 }, /page/i],
    ['an unknown sort', { sortby: 'cheapest' }, /Sort by one of: best_match/],
    ['a 10 kB keyword', { keyword: 'tent '.repeat(2048) }, /at most 200 characters/i],
  ];
  for (const [what, query, message] of cases) {
    it(`refuses ${what} with a 400 and a message`, async () => {
      const before = await t.database.db.execute(
        sql`SELECT count(*)::int AS n, max(indexed_at) AS at FROM search_products`,
      );
      const { status, body } = await search('alpha', query);
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
      expect(typeof body.code).toBe('string');
      const after = await t.database.db.execute(
        sql`SELECT count(*)::int AS n, max(indexed_at) AS at FROM search_products`,
      );
      expect(after.rows).toEqual(before.rows);
    });
  }

  it('answers an empty page past the last one', async () => {
    const { status, body } = await search('alpha', { keyword: 'tent', page: 2 });
    expect(status).toBe(200);
    expect(body.products).toEqual([]);
    expect(body.total.value).toBe(3);
  });

  it('ignores empty filter entries and empty parameters', async () => {
    const { status, body } = await search('alpha', { keyword: 'tent', flt: '|', sortby: '', page: '' });
    expect(status).toBe(200);
    expect(body.total.value).toBe(3);
  });

  it('treats keyword punctuation and query syntax as plain words', async () => {
    for (const keyword of ['"tent', 'tent OR', "-tent'", '!!! & | :*', '\\', '%_']) {
      expect((await search('alpha', { keyword })).status).toBe(200);
    }
  });
});

describe('a search-only process (SEARCH_ONLY=1)', () => {
  it('serves the search and nothing of the shop API', async () => {
    const searchOnly = await createTestApp({ SEARCH_ONLY: 'true' });
    try {
      const res = await searchOnly.app.inject({ url: '/api/v1/demo/advanced-search?keyword=tent' });
      expect(res.statusCode).toBe(200);
      expect(res.json().total.value).toBeGreaterThan(0);
      const config = await searchOnly.app.inject({
        url: '/api/v1/storefront/config',
        headers: hostOf('demo'),
      });
      expect(config.statusCode).toBe(404);
    } finally {
      await searchOnly.close();
    }
  });
});
