import { rotating } from './catalog-scenarios';
import type { Scenario } from './scenarios';
import { searchRotation } from './search-cold';

// Search scenarios (issue 6). The shop is the path's subdomain (BENCH_SHOP, default demo);
// keywords suit the products of `npm run bench:seed` (names like "Alpine Merino Tent 42").
const shop = () => process.env.BENCH_SHOP ?? 'demo';
const searchUrl = (baseUrl: string, query: Record<string, string>) =>
  `${baseUrl}/api/v1/${shop()}/advanced-search?${new URLSearchParams(query)}`;

interface Buckets {
  buckets: Record<'category' | 'manufacturer', { key: number; doc_count: number }[]>;
  min_price: number;
  max_price: number;
}

export const searchScenarios: Record<string, Scenario> = {
  'search-keyword': {
    description:
      'GET /api/v1/{shop}/advanced-search?keyword=tent — a common word: ranked page, counts of every group (BENCH_KEYWORD)',
    request: (baseUrl) => ({ url: searchUrl(baseUrl, { keyword: process.env.BENCH_KEYWORD ?? 'tent' }) }),
  },
  'search-rare': {
    description: 'GET …/advanced-search?keyword=ridgeline — a word of one product (BENCH_RARE_KEYWORD)',
    request: (baseUrl) => ({
      url: searchUrl(baseUrl, { keyword: process.env.BENCH_RARE_KEYWORD ?? 'ridgeline' }),
    }),
  },
  'search-facets': {
    description:
      'GET …/advanced-search?flt=category:…|manufacturer:…|price:20-300&sortby=lowest_first — no keyword, two filters, a price range, sorted by price',
    request: (baseUrl) => ({ url: searchUrl(baseUrl, {}) }),
    // The shop's largest category and manufacturer, read from an unfiltered search first.
    prepare: async (baseUrl) => {
      const res = await fetch(searchUrl(baseUrl, {}));
      if (!res.ok) throw new Error(`search-facets: the shop's search answered ${res.status}`);
      const { buckets } = (await res.json()) as Buckets;
      const largest = (list: { key: number; doc_count: number }[]) =>
        [...list].sort((a, b) => b.doc_count - a.doc_count)[0]?.key;
      const flt = `category:${largest(buckets.category)}|manufacturer:${largest(buckets.manufacturer)}|price:20-300`;
      return { url: searchUrl(baseUrl, { flt, sortby: 'lowest_first' }) };
    },
  },
  'search-deep-page': {
    description:
      'GET …/advanced-search?keyword=tent&page=50 — a common word, results 981-1000 (BENCH_KEYWORD)',
    request: (baseUrl) => ({
      url: searchUrl(baseUrl, { keyword: process.env.BENCH_KEYWORD ?? 'tent', page: '50' }),
    }),
  },
  'search-cold': {
    description:
      'GET …/advanced-search — 600 distinct searches in turn: common, rare and mistyped words or none, every filter kind and combination, price ranges, every sort, pages 1-5 (BENCH_SEARCH_PATHS: how many)',
    request: (baseUrl) => ({ url: baseUrl }),
    prepare: async (baseUrl) => {
      const res = await fetch(searchUrl(baseUrl, {}));
      if (!res.ok) throw new Error(`search-cold: the shop's search answered ${res.status}`);
      const paths = searchRotation(
        shop(),
        (await res.json()) as Buckets,
        Number(process.env.BENCH_SEARCH_PATHS) || 600,
      );
      return rotating(paths);
    },
  },
};
