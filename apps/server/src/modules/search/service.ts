import { noImagePath, type ProductType } from '@emporia/contracts/catalog';
import {
  type FilterBucketEntry,
  type ListingFacets,
  type ListingQuery,
  listingPageSize,
  parseListingFilters,
  ratingBucketLabels,
} from '@emporia/contracts/listing';
import type { SearchHit, SearchQueryParsed, SearchResponse } from '@emporia/contracts/search';
import { withDefaultFallback } from '@emporia/contracts/translated';
import type { Db } from '@emporia/db';
import { buildFacetCells, searchConfigOf } from '@emporia/db/search-index';
import { imageUrl } from '@emporia/db/storage';
import { badRequest } from '../../kernel/errors';
import type { Shop } from '../../kernel/tenancy/shop';
import { cellsServe } from './facet-cells';
import { searchInMemory } from './memory/memory-search';
import { type HitRow, type ListingScope, runSearch, type SearchPlan, type SearchRow } from './queries';
import type { SearchCache } from './search-cache';

/** The search runs for a shop found by subdomain, with no shopper: prices are the public ones. */
export interface SearchContext {
  shop: Shop;
  db: Db;
  /** The primary when `db` is a replica: stale facet cells are rebuilt there. */
  primary?: Db;
  cache?: SearchCache;
}

const toDecimal = (minor: number) => minor / 100;

/** SPEC §3 search hit from its row; a product without pictures shows the no-image picture. */
function hitOf(row: HitRow, defaultLocale: string): SearchHit {
  const images = row.images.length ? row.images : [{ id: 0, image: '' }];
  return {
    store_product_id: row.product_id,
    type: row.type as ProductType,
    sku: row.sku,
    quantity: row.quantity,
    quantity_discount_status: row.quantity_discount_status,
    images: images.map((i) => ({
      id: i.id,
      src: imageUrl(i.image || null, 'large', noImagePath),
      small: imageUrl(i.image || null, 'small', noImagePath),
      thumbnail: imageUrl(i.image || null, 'thumb', noImagePath),
    })),
    manufacturer: row.manufacturer,
    // The index fills these already; read again by the rule, whatever an older row holds (ADR 0107).
    translations: withDefaultFallback(row.translations, defaultLocale),
    price: toDecimal(row.price_minor),
    sale_price: row.price_now < row.price_minor ? toDecimal(row.price_now) : null,
    tax_class_id: row.tax_class_id,
    rating: row.total_reviews > 0 ? Math.round((row.rating_total / row.total_reviews) * 10) / 10 : 0,
    total_reviews: row.total_reviews,
  };
}

const entriesOf = (pairs: [number, number][] | null): FilterBucketEntry[] =>
  (pairs ?? []).map(([key, count]) => ({ key, doc_count: count }));

/** The filter groups, their labels and the price bounds of a search or listing row. */
function facetsOf(row: SearchRow): ListingFacets {
  const names = (labels: Record<string, string> | null) => labels ?? {};
  const categoryNames = names(row.category_names);
  const manufacturerNames = names(row.manufacturer_names);
  return {
    buckets: {
      // An option without a label belongs to nothing the shopper can see.
      category: entriesOf(row.categories).filter((e) => categoryNames[e.key] !== undefined),
      manufacturer: entriesOf(row.manufacturers).filter((e) => manufacturerNames[e.key] !== undefined),
      rating: row.ratings.map((count, i) => ({ key: 4 - i, doc_count: count })),
    },
    bucket_names: {
      category: categoryNames,
      manufacturer: manufacturerNames,
      rating: { ...ratingBucketLabels },
    },
    min_price: toDecimal(row.bounds[0] ?? 0),
    max_price: toDecimal(row.bounds[1] ?? 0),
  };
}

function responseOf(row: SearchRow, defaultLocale: string): SearchResponse {
  const products = (row.hits ?? []).map((hit) => hitOf(hit, defaultLocale));
  return { products, total: { value: row.total }, ...facetsOf(row) };
}

/** Turns the validated query into a plan; an unreadable `flt` is the caller's mistake (400). */
export function planOf(
  shop: Shop,
  query: ListingQuery & { keyword?: string },
  scope: ListingScope | null = null,
  hits: SearchPlan['hits'] = 'rows',
): SearchPlan {
  const parsed = parseListingFilters(query.flt);
  if (!parsed.ok) throw badRequest(parsed.message, { flt: parsed.message });
  const plan: SearchPlan = {
    shopId: shop.id,
    scope,
    hits,
    facets: 'rows',
    // Whitespace runs collapse so that equal searches share a cache entry.
    keyword: (query.keyword ?? '').trim().replace(/\s+/g, ' '),
    config: searchConfigOf(query.locale ?? shop.defaultLanguage),
    categoryIds: [],
    manufacturerIds: [],
    minRating: null,
    price: null,
    sort: query.sortby,
    limit: listingPageSize,
    offset: (query.page - 1) * listingPageSize,
    locale: query.locale ?? shop.defaultLanguage,
    defaultLocale: shop.defaultLanguage,
  };
  for (const filter of parsed.filters) {
    if (filter.bucket === 'category') plan.categoryIds.push(filter.value);
    else if (filter.bucket === 'manufacturer') plan.manufacturerIds.push(filter.value);
    else if (filter.bucket === 'rating') plan.minRating = Math.min(plan.minRating ?? 4, filter.value);
    else if (filter.bucket === 'price') plan.price = { minMinor: filter.minMinor, maxMinor: filter.maxMinor };
  }
  plan.categoryIds.sort((a, b) => a - b);
  plan.manufacturerIds.sort((a, b) => a - b);
  return plan;
}

/** Facet-cell builds of this process, per database handle and shop: the one running, the last start. */
const builds = new WeakMap<object, { running: Set<number>; startedAt: Map<number, number> }>();
/** A shop written to again and again rebuilds its cells at most this often; its searches count rows meanwhile. */
const rebuildEveryMs = 2_000;

/** Rebuilds the shop's cells, or answers null when a build runs or ran moments ago (then count rows). */
function rebuildFacetCells(db: Db, shopId: number): Promise<void> | null {
  const state = builds.get(db) ?? { running: new Set<number>(), startedAt: new Map<number, number>() };
  builds.set(db, state);
  const now = Date.now();
  if (state.running.has(shopId) || now - (state.startedAt.get(shopId) ?? 0) < rebuildEveryMs) return null;
  state.running.add(shopId);
  state.startedAt.set(shopId, now);
  return buildFacetCells(db, shopId).finally(() => state.running.delete(shopId));
}

/**
 * Runs a search: from the shop's in-memory index where it has one (ADR 0100), else in SQL with
 * its counts from the shop's facet cells where they can serve it (ADR 0091).
 * Stale cells (a product written, a sale started or ended) are rebuilt and the search asked
 * again; while another search rebuilds them, or when they were rebuilt moments ago and are
 * stale again, the rows count as before.
 */
export async function searchRow(db: Db, plan: SearchPlan, primary: Db = db): Promise<SearchRow> {
  const fromMemory = await searchInMemory(db, plan).catch((error: unknown) => {
    console.error('In-memory search failed; answered in SQL.', error);
    return null;
  });
  if (fromMemory) return fromMemory;
  if (!cellsServe(plan)) return runSearch(db, plan);
  const withCells: SearchPlan = { ...plan, facets: 'cells' };
  const first = await runSearch(db, withCells);
  if (first.facets_fresh !== false) return first;
  const build = rebuildFacetCells(primary, plan.shopId);
  if (!build) return runSearch(db, plan);
  await build;
  const second = await runSearch(db, withCells);
  return second.facets_fresh !== false ? second : runSearch(db, plan);
}

/** SPEC §2/§3: one page of a shop's products for a keyword and filters, with the filter groups' counts. */
export async function searchProducts(ctx: SearchContext, query: SearchQueryParsed): Promise<SearchResponse> {
  const plan = planOf(ctx.shop, query);
  const answer = async () => responseOf(await searchRow(ctx.db, plan, ctx.primary), plan.defaultLocale);
  return ctx.cache ? ctx.cache.get(plan, answer) : answer();
}

/**
 * One page of a category or manufacturer listing through the same statement
 * as the search, scoped: the page's product ids in order, the total and the
 * filter groups. The catalogue builds the cards (with the shopper's group
 * prices) and caches the answer against its change log (ADR 0013), so this
 * bypasses the search's own answer cache.
 */
export async function listScope(
  ctx: SearchContext,
  scope: ListingScope,
  query: ListingQuery,
): Promise<{ ids: number[]; total: number; facets: ListingFacets }> {
  const row = await searchRow(ctx.db, planOf(ctx.shop, query, scope, 'ids'), ctx.primary);
  return { ids: row.hit_ids ?? [], total: row.total, facets: facetsOf(row) };
}
