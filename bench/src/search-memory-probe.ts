import { readFileSync } from 'node:fs';
import { parseListingFilters } from '@emporia/contracts/listing';
import pg from 'pg';
import { searchRotation, typoKeywords } from './search-cold';

// A probe, not a feature (issue 18): how fast would the cold search rotation be answered from a
// per-shop index held in the server's memory instead of PostgreSQL, and how much memory would that
// index take? It loads the shop's search rows, keeps each stemmed word's products as a sorted id
// list and the filter attributes in arrays, then answers every search of the rotation but the
// typos (total, the four groups' counts, price bounds and the page's ids) and checks each answer
// against the running server's. Best match is ordered by the shop's order, not by text rank (an
// index would keep a weight per word and product); typos would need a vocabulary; sale windows are
// read at load time. It measures the idea before anyone builds it.
//   DATABASE_URL=… npm run -s bench:search-memory-probe -- --url http://127.0.0.1:4553 [--shop demo]

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const url = args.get('url') ?? 'http://127.0.0.1:3100';
const shop = args.get('shop') ?? 'demo';
const typos = new Set(typoKeywords);
const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });

const heapMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1048576;
};
const heapBefore = heapMb();
const loadStarted = performance.now();
const shopId = (await db.query('SELECT id FROM shops WHERE subdomain = $1', [shop])).rows[0].id as number;
const { rows } = await db.query(
  `SELECT product_id, manufacturer_id, category_ids, rating_total, total_reviews, sort_order, featured,
     (extract(epoch FROM created_at) * 1000000)::bigint AS created, tsvector_to_array(document) AS words,
     CASE WHEN sale_price_minor IS NOT NULL AND (sale_starts_at IS NULL OR sale_starts_at <= now())
       AND (sale_ends_at IS NULL OR sale_ends_at > now()) THEN LEAST(sale_price_minor, price_minor)
       ELSE price_minor END AS price_now
   FROM search_products WHERE shop_id = $1 ORDER BY product_id`,
  [shopId],
);
const loadMs = performance.now() - loadStarted;

// Columns, one entry per product in product-id order, so a word's list of row numbers is sorted.
const n = rows.length;
const productId = new Int32Array(n);
const manufacturer = new Int32Array(n);
const priceNow = new Int32Array(n);
const ratingTotal = new Int32Array(n);
const reviews = new Int32Array(n);
const sortOrder = new Int32Array(n);
const featured = new Int8Array(n);
const created = new Float64Array(n);
const categorySet = new Int32Array(n);
const sets: number[][] = [];
const setIndex = new Map<string, number>();
const building = new Map<string, number[]>();
rows.forEach((row, i) => {
  productId[i] = row.product_id;
  manufacturer[i] = row.manufacturer_id ?? -1;
  priceNow[i] = row.price_now;
  ratingTotal[i] = row.rating_total;
  reviews[i] = row.total_reviews;
  sortOrder[i] = row.sort_order;
  featured[i] = row.featured;
  created[i] = Number(row.created);
  const key = (row.category_ids as number[]).join(',');
  let set = setIndex.get(key);
  if (set === undefined) {
    set = sets.push(row.category_ids) - 1;
    setIndex.set(key, set);
  }
  categorySet[i] = set;
  for (const word of row.words as string[]) {
    const list = building.get(word);
    if (list) list.push(i);
    else building.set(word, [i]);
  }
});
const postings = new Map<string, Int32Array>();
for (const [word, list] of building) postings.set(word, Int32Array.from(list));
building.clear();
rows.length = 0;
const indexMb = heapMb() - heapBefore;
const buildMs = performance.now() - loadStarted - loadMs;

/** Rows holding every word (AND, as websearch_to_tsquery): the shortest list filtered by the others. */
function matching(words: string[]): Int32Array | null {
  if (words.length === 0) return null;
  const lists = words.map((w) => postings.get(w) ?? new Int32Array(0)).sort((a, b) => a.length - b.length);
  let result = lists[0]!;
  for (const other of lists.slice(1)) {
    const kept: number[] = [];
    let j = 0;
    for (const row of result) {
      while (j < other.length && other[j]! < row) j++;
      if (other[j] === row) kept.push(row);
    }
    result = Int32Array.from(kept);
  }
  return result;
}

type Compare = (a: number, b: number) => number;
const orders: Record<string, Compare> = {
  best_match: (a, b) =>
    sortOrder[a]! - sortOrder[b]! ||
    featured[b]! - featured[a]! ||
    created[b]! - created[a]! ||
    productId[b]! - productId[a]!,
  lowest_first: (a, b) => priceNow[a]! - priceNow[b]! || productId[a]! - productId[b]!,
  highest_first: (a, b) => priceNow[b]! - priceNow[a]! || productId[b]! - productId[a]!,
  date_asc: (a, b) => created[a]! - created[b]! || productId[a]! - productId[b]!,
  date_desc: (a, b) => created[b]! - created[a]! || productId[b]! - productId[a]!,
};

interface Answer {
  total: number;
  ratings: number[];
  bounds: [number, number] | null;
  manufacturers: Map<number, number>;
  categories: Map<number, number>;
  page: number[];
}

function answer(words: string[], flt: string, sort: string, page: number): Answer {
  const parsed = parseListingFilters(flt);
  if (!parsed.ok) throw new Error(parsed.message);
  const categories = new Set<number>();
  const manufacturers = new Set<number>();
  let minRating = 0;
  let price: { minMinor: number; maxMinor: number } | null = null;
  for (const f of parsed.filters) {
    if (f.bucket === 'category') categories.add(f.value);
    else if (f.bucket === 'manufacturer') manufacturers.add(f.value);
    else if (f.bucket === 'rating') minRating = minRating ? Math.min(minRating, f.value) : f.value;
    else if (f.bucket === 'price') price = { minMinor: f.minMinor, maxMinor: f.maxMinor };
  }
  const setPasses = sets.map((set) => categories.size === 0 || set.some((c) => categories.has(c)));
  const matched = matching(words);
  const count = matched ? matched.length : n;
  const out: Answer = {
    total: 0,
    ratings: [0, 0, 0, 0],
    bounds: null,
    manufacturers: new Map(),
    categories: new Map(),
    page: [],
  };
  const bySet = new Int32Array(sets.length);
  const compare = orders[sort] ?? orders.best_match!;
  const wanted = page * 20;
  const best: number[] = [];
  for (let k = 0; k < count; k++) {
    const i = matched ? matched[k]! : k;
    const c = setPasses[categorySet[i]!]!;
    const m = manufacturers.size === 0 || manufacturers.has(manufacturer[i]!);
    const r = minRating === 0 || (reviews[i]! > 0 && ratingTotal[i]! >= minRating * reviews[i]!);
    const p = !price || (priceNow[i]! >= price.minMinor && priceNow[i]! <= price.maxMinor);
    if (c && m && p && reviews[i]! > 0)
      for (let stars = 4; stars >= 1; stars--)
        if (ratingTotal[i]! >= stars * reviews[i]!) out.ratings[4 - stars]! += 1;
    if (c && m && r) {
      const value = priceNow[i]!;
      if (!out.bounds) out.bounds = [value, value];
      else out.bounds = [Math.min(out.bounds[0], value), Math.max(out.bounds[1], value)];
    }
    if (c && r && p && manufacturer[i]! >= 0)
      out.manufacturers.set(manufacturer[i]!, (out.manufacturers.get(manufacturer[i]!) ?? 0) + 1);
    if (m && r && p) bySet[categorySet[i]!]! += 1;
    if (c && m && r && p) {
      out.total += 1;
      // The page: the best `wanted` rows so far, kept sorted (a short list: at most 100).
      if (best.length < wanted || compare(i, best[best.length - 1]!) < 0) {
        let at = best.length;
        while (at > 0 && compare(i, best[at - 1]!) < 0) at--;
        best.splice(at, 0, i);
        if (best.length > wanted) best.pop();
      }
    }
  }
  bySet.forEach((times, set) => {
    if (times) for (const c of sets[set]!) out.categories.set(c, (out.categories.get(c) ?? 0) + times);
  });
  out.page = best.slice(wanted - 20).map((i) => productId[i]!);
  return out;
}

// The rotation's searches (no typos), each keyword's words stemmed once by PostgreSQL itself.
const facets = (await (await fetch(`${url}/api/v1/${shop}/advanced-search`)).json()) as Parameters<
  typeof searchRotation
>[1];
const searches = searchRotation(shop, facets)
  .map((path) => ({ path, query: new URL(path, url).searchParams }))
  .filter(({ query }) => !typos.has(query.get('keyword') ?? ''));
const stems = new Map<string, string[]>();
for (const { query } of searches) {
  const keyword = query.get('keyword') ?? '';
  if (stems.has(keyword)) continue;
  const result = await db.query("SELECT tsvector_to_array(to_tsvector('english', unaccent($1))) AS words", [
    keyword,
  ]);
  stems.set(keyword, result.rows[0].words);
}
const asked = searches.map(({ path, query }) => ({
  path,
  words: stems.get(query.get('keyword') ?? '')!,
  flt: query.get('flt') ?? '',
  sort: query.get('sortby') ?? 'best_match',
  page: Number(query.get('page') ?? '1'),
}));

// Correctness first: the figures the server gives for the same search.
let differences = 0;
for (const search of asked) {
  const mine = answer(search.words, search.flt, search.sort, search.page);
  const theirs = (await (await fetch(url + search.path)).json()) as {
    total: { value: number };
    products: { store_product_id: number }[];
    buckets: Record<'category' | 'manufacturer' | 'rating', { key: number; doc_count: number }[]>;
    min_price: number;
    max_price: number;
  };
  // Options the server lists (enabled, labelled), each compared where either side counts some.
  const compared = (list: { key: number; doc_count: number }[], map: Map<number, number>) => {
    const pairs = (entries: [number, number][]) =>
      JSON.stringify(entries.filter(([, v]) => v > 0).sort((a, b) => a[0] - b[0]));
    return (
      pairs(list.map((e) => [e.key, e.doc_count])) === pairs(list.map((e) => [e.key, map.get(e.key) ?? 0]))
    );
  };
  const problems = [
    mine.total !== theirs.total.value && 'total',
    !compared(theirs.buckets.manufacturer, mine.manufacturers) && 'manufacturers',
    !compared(theirs.buckets.category, mine.categories) && 'categories',
    JSON.stringify(theirs.buckets.rating.map((e) => e.doc_count)) !== JSON.stringify(mine.ratings) &&
      'ratings',
    (mine.bounds?.[0] ?? 0) / 100 !== theirs.min_price && 'min price',
    (mine.bounds?.[1] ?? 0) / 100 !== theirs.max_price && 'max price',
    search.sort in orders &&
      (search.sort !== 'best_match' || search.words.length === 0) &&
      JSON.stringify(theirs.products.map((p) => p.store_product_id)) !== JSON.stringify(mine.page) &&
      'page',
  ].filter(Boolean);
  if (problems.length) {
    differences += 1;
    if (differences <= 5) console.log('differs:', search.path, problems.join(', '));
  }
}

// Then speed: every search five times over, one at a time on this thread. "index" is the answer
// from memory alone; "with the page" adds what a server would still ask PostgreSQL for: the
// keyword's words (one small query) and the page's 20 rows as the search's hits JSON.
const percentiles = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return {
    mean: Number((sorted.reduce((sum, t) => sum + t, 0) / sorted.length).toFixed(3)),
    p95: Number(sorted[Math.floor(sorted.length * 0.95)]!.toFixed(3)),
    max: Number(sorted[sorted.length - 1]!.toFixed(3)),
  };
};
const hitsSql = `SELECT json_agg(json_build_object('product_id', sp.product_id, 'type', sp.type, 'sku', sp.sku,
    'quantity', sp.quantity, 'manufacturer', sp.manufacturer, 'price_minor', sp.price_minor,
    'rating_total', sp.rating_total, 'total_reviews', sp.total_reviews, 'images', sp.images,
    'translations', sp.translations) ORDER BY pg.ord)
  FROM unnest($2::int[]) WITH ORDINALITY AS pg(product_id, ord)
  JOIN search_products sp ON sp.shop_id = $1 AND sp.product_id = pg.product_id`;
// CPU, for the one-core budget: this process's and its PostgreSQL backend's (Linux /proc, in ticks).
const backendPid = (await db.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
const backendTicks = () => {
  const fields = readFileSync(`/proc/${backendPid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
};
const ticksBefore = backendTicks();
const cpuBefore = process.cpuUsage();
const indexTimes: number[] = [];
const withPageTimes: number[] = [];
for (let round = 0; round < 5; round++)
  for (const search of asked) {
    const started = performance.now();
    const keyword = new URL(search.path, url).searchParams.get('keyword') ?? '';
    const words = keyword
      ? ((
          await db.query("SELECT tsvector_to_array(to_tsvector('english', unaccent($1))) AS words", [keyword])
        ).rows[0].words as string[])
      : [];
    const answered = performance.now();
    const found = answer(words, search.flt, search.sort, search.page);
    const done = performance.now();
    await db.query(hitsSql, [shopId, found.page]);
    indexTimes.push(done - answered);
    withPageTimes.push(performance.now() - started);
  }
const cpu = process.cpuUsage(cpuBefore);
const backendMs = ((backendTicks() - ticksBefore) * 1000) / 100; // USER_HZ is 100 on Linux
await db.end();
const index = percentiles(indexTimes);
const withPage = percentiles(withPageTimes);
console.log(
  JSON.stringify({
    products: n,
    distinct_words: postings.size,
    category_sets: sets.length,
    load_ms: Math.round(loadMs),
    build_ms: Math.round(buildMs),
    index_heap_mb: Math.round(indexMb),
    searches: asked.length,
    differing_from_server: differences,
    index_ms: index,
    with_page_ms: withPage,
    cpu_ms_per_search: {
      probe: Number(((cpu.user + cpu.system) / 1000 / withPageTimes.length).toFixed(3)),
      postgres: Number((backendMs / withPageTimes.length).toFixed(3)),
    },
  }),
);
