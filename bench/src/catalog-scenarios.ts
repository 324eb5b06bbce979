import { productSortOptions } from '@emporia/contracts/storefront-keys';
import type { Options } from 'autocannon';
import type { Scenario } from './scenarios';

// Catalogue scenarios whose every request asks something else, so that no answer cache
// (catalogue read cache, search cache, PostgreSQL's own buffers aside) can serve a repeat:
// what a crawler or many shoppers browsing many categories cost. Run the server with
// CATALOG_READ_CACHE=0 and SEARCH_CACHE_SECONDS=0 to measure the cold path alone.

interface CategoryNode {
  translations: { slug: string }[];
}

export async function categorySlugs(baseUrl: string, host: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/api/v1/storefront/categories`, { headers: { host } });
  if (!res.ok) throw new Error(`the shop's categories answered ${res.status}`);
  const { data } = (await res.json()) as { data: CategoryNode[] };
  const slugs = data.map((c) => c.translations[0]?.slug).filter((s): s is string => Boolean(s));
  if (!slugs.length) throw new Error('the shop has no categories');
  return slugs;
}

/** Requests that walk through `paths` in turn, one path per request. */
export function rotating(paths: string[]): Partial<Options> {
  let next = 0;
  return {
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          request.path = paths[next++ % paths.length]!;
          return request;
        },
      },
    ],
  };
}

interface ListingAnswer {
  data: {
    buckets: Record<'category' | 'manufacturer', { key: number; doc_count: number }[]>;
    min_price: number;
    max_price: number;
  };
}

/** Filters a shopper would pick on a category page: a brand, a price band, a rating, a subcategory, two at once. */
async function categoryFilters(baseUrl: string, host: string, slug: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/api/v1/storefront/category/${slug}`, { headers: { host } });
  if (!res.ok) throw new Error(`category ${slug} answered ${res.status}`);
  const { data } = (await res.json()) as ListingAnswer;
  const brand = data.buckets.manufacturer[0]?.key;
  const sub = data.buckets.category[0]?.key;
  const band = `price:${Math.floor(data.min_price)}-${Math.ceil((data.min_price + data.max_price) / 2)}`;
  return [
    ...(brand ? [`manufacturer:${brand}`, `manufacturer:${brand}|${band}`] : []),
    ...(sub ? [`category:${sub}`] : []),
    band,
    'rating:3',
  ];
}

export const catalogScenarios: Record<string, Scenario> = {
  'category-page-cold': {
    description:
      'GET /api/v1/storefront/category/{slug}?sortby=…&page=… — every category × the seven sorts × pages 1-3, in turn',
    request: (baseUrl) => ({ url: baseUrl }),
    prepare: async (baseUrl, host) => {
      const slugs = await categorySlugs(baseUrl, host);
      const paths = slugs.flatMap((slug) =>
        productSortOptions.flatMap((sortby) =>
          [1, 2, 3].map((page) => `/api/v1/storefront/category/${slug}?sortby=${sortby}&page=${page}`),
        ),
      );
      return rotating(paths);
    },
  },
  'category-page-facets-cold': {
    description:
      'GET /api/v1/storefront/category/{slug}?flt=…&sortby=… — every category × brand, price band, rating, subcategory and two-filter choices × two sorts, in turn',
    request: (baseUrl) => ({ url: baseUrl }),
    prepare: async (baseUrl, host) => {
      const paths: string[] = [];
      for (const slug of await categorySlugs(baseUrl, host)) {
        for (const flt of await categoryFilters(baseUrl, host, slug)) {
          for (const sortby of ['best_match', 'lowest_first']) {
            paths.push(`/api/v1/storefront/category/${slug}?${new URLSearchParams({ flt, sortby })}`);
          }
        }
      }
      return rotating(paths);
    },
  },
  'product-page-cold': {
    description:
      'GET /api/v1/storefront/product/{slug} — the product details of every product met on the first 50 pages of every category, in turn',
    request: (baseUrl) => ({ url: baseUrl }),
    prepare: async (baseUrl, host) => {
      const slugs = await productSlugs(baseUrl, host);
      return rotating(slugs.map((slug) => `/api/v1/storefront/product/${slug}`));
    },
  },
  'listing-page-cold': {
    description:
      'GET /api/v1/storefront/{category|manufacturer}/{slug}?sortby=…&page=… — every category and every manufacturer × the seven sorts × pages 1-5, interleaved',
    request: (baseUrl) => ({ url: baseUrl }),
    prepare: async (baseUrl, host) => {
      const categories = await categorySlugs(baseUrl, host);
      const { manufacturers } = await walkCategories(baseUrl, host);
      const addresses = (kind: string, slugs: Iterable<string>) =>
        [...slugs].flatMap((slug) =>
          productSortOptions.flatMap((sortby) =>
            pages.map((page) => `/api/v1/storefront/${kind}/${slug}?sortby=${sortby}&page=${page}`),
          ),
        );
      const byCategory = addresses('category', categories);
      const byBrand = addresses('manufacturer', manufacturers);
      // Alternate the two kinds so neither runs as a block.
      const paths: string[] = [];
      for (let i = 0; i < Math.max(byCategory.length, byBrand.length); i++) {
        if (byCategory[i]) paths.push(byCategory[i]!);
        if (byBrand[i]) paths.push(byBrand[i]!);
      }
      return rotating(paths);
    },
  },
  'product-html': {
    description:
      'GET /{productslug} — the server-rendered product page (HTML, head, JSON-LD, hydration data) of every product in the shop, in turn (BENCH_PRODUCT_LIMIT: only the first N)',
    request: (baseUrl) => ({ url: baseUrl }),
    prepare: async (baseUrl, host) => {
      const limit = Number(process.env.BENCH_PRODUCT_LIMIT) || undefined;
      const slugs = (await productSlugs(baseUrl, host)).slice(0, limit);
      return rotating(slugs.map((slug) => `/${slug}`));
    },
  },
};

interface ListingCards {
  data: {
    products: { translations: { slug: string }[]; manufacturer: { slug: string } | null }[];
    total: number;
  };
}

/** Every product slug reachable from the shop's categories (up to 50 pages of each). */
export async function productSlugs(baseUrl: string, host: string): Promise<string[]> {
  return [...(await walkCategories(baseUrl, host)).products];
}

/** The product and manufacturer slugs met on the first 50 pages of every category. */
async function walkCategories(baseUrl: string, host: string) {
  const found = new Set<string>();
  const brands = new Set<string>();
  for (const category of await categorySlugs(baseUrl, host)) {
    for (let page = 1; page <= 50; page++) {
      const res = await fetch(`${baseUrl}/api/v1/storefront/category/${category}?page=${page}`, {
        headers: { host },
      });
      if (!res.ok) break;
      const { data } = (await res.json()) as ListingCards;
      for (const product of data.products) {
        const slug = product.translations[0]?.slug;
        if (slug) found.add(slug);
        if (product.manufacturer?.slug) brands.add(product.manufacturer.slug);
      }
      if (page * 20 >= data.total) break;
    }
  }
  if (!found.size) throw new Error('the shop has no products in its categories');
  return { products: found, manufacturers: brands };
}

const pages = [1, 2, 3, 4, 5];
