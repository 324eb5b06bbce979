import { productSortOptions } from '@emporia/contracts/storefront-keys';

// The rotating cold-path search (issue 18): ≥ 500 distinct requests, walked in turn, so no
// answer cache can serve a repeat and no two consecutive requests are the same. Run the server
// with SEARCH_CACHE_SECONDS=0 to measure what a cache miss costs.

/** Words many products of the generated catalogue hold. */
export const commonKeywords = [
  'tent',
  'jacket',
  'alpine',
  'merino',
  'titanium stove',
  'storm',
  'sleeping bag',
  'trail boot',
];
/** Mistyped words: the full text finds nothing and the trigram fallback answers. */
export const typoKeywords = ['jaket', 'hamock', 'backpak', 'lanturn', 'carabiner clip', 'hedlamp'];

/** Common words of the generated catalogue, rare ones of the demo shop, and typos. */
const keywords = [
  ...['', '', '', ''], // no keyword: browsing by filters alone, as often as a word
  ...commonKeywords,
  ...['ridgeline', 'trailblazer', 'carabiner', 'kayak paddle', 'firestarter', '4217', 'harness'],
  ...typoKeywords,
];

interface Facets {
  buckets: Record<'category' | 'manufacturer', { key: number; doc_count: number }[]>;
  min_price: number;
  max_price: number;
}

/** A small deterministic generator (mulberry32): the same rotation on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every filter kind alone and in combination, over the shop's own categories and brands. */
function filterChoices(facets: Facets, next: () => number): string {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const category = pick(facets.buckets.category)?.key;
  const brand = pick(facets.buckets.manufacturer)?.key;
  const secondBrand = pick(facets.buckets.manufacturer)?.key;
  const low = Math.floor(facets.min_price + next() * (facets.max_price - facets.min_price) * 0.6);
  const price = `price:${low}-${low + 20 + Math.floor(next() * 200)}`;
  const rating = `rating:${1 + Math.floor(next() * 4)}`;
  const parts = {
    category: category ? `category:${category}` : '',
    manufacturer: brand ? `manufacturer:${brand}` : '',
    manufacturers: brand && secondBrand ? `manufacturer:${brand}|manufacturer:${secondBrand}` : '',
    price,
    rating,
  };
  const combos: string[][] = [
    [],
    [],
    ['category'],
    ['manufacturer'],
    ['manufacturers'],
    ['price'],
    ['rating'],
    ['category', 'manufacturer'],
    ['category', 'price'],
    ['manufacturer', 'rating'],
    ['category', 'rating', 'price'],
    ['category', 'manufacturer', 'rating', 'price'],
  ];
  const chosen = pick(combos) ?? [];
  return chosen
    .map((k) => parts[k as keyof typeof parts])
    .filter(Boolean)
    .join('|');
}

/** `count` distinct search paths (keyword × filters × sort × page 1-5), shuffled so neighbours differ. */
export function searchRotation(shop: string, facets: Facets, count = 600): string[] {
  const next = random(18);
  const seen = new Set<string>();
  const paths: string[] = [];
  for (let tries = 0; paths.length < count && tries < count * 50; tries++) {
    const query: Record<string, string> = {};
    const keyword = keywords[Math.floor(next() * keywords.length)] ?? '';
    if (keyword) query.keyword = keyword;
    const flt = filterChoices(facets, next);
    if (flt) query.flt = flt;
    query.sortby = productSortOptions[Math.floor(next() * productSortOptions.length)] ?? 'best_match';
    const page = 1 + Math.floor(next() * 5);
    if (page > 1) query.page = String(page);
    const path = `/api/v1/${shop}/advanced-search?${new URLSearchParams(query)}`;
    if (seen.has(path)) continue;
    seen.add(path);
    paths.push(path);
  }
  return paths;
}
