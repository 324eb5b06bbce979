import type { ProductSort } from '@emporia/contracts/catalog';

/**
 * The part of the shop a listing shows, whatever its filters: a category page
 * (the category and all below it) or a manufacturer page.
 */
export type ListingScope = { kind: 'category'; id: number } | { kind: 'manufacturer'; id: number };

/** What one search asks the database, already validated. Prices in minor units. */
export interface SearchPlan {
  shopId: number;
  /** Null for the whole shop (the advanced search). */
  scope: ListingScope | null;
  /** Whole hits (the search answer), or their ids only (a listing that builds its own cards). */
  hits: 'rows' | 'ids';
  /**
   * Where the filter counts come from: the rows themselves, or the shop's precomputed facet
   * cells (ADR 0091; only without keyword, see `cellsServe`).
   */
  facets: 'rows' | 'cells';
  /** Trimmed; empty lists the whole shop. */
  keyword: string;
  /** Text-search configuration of the shopper's language (english, french, simple, …). */
  config: string;
  categoryIds: number[];
  manufacturerIds: number[];
  minRating: number | null;
  price: { minMinor: number; maxMinor: number } | null;
  sort: ProductSort;
  limit: number;
  offset: number;
  /** Language of the labels; the shop's default language is the fallback. */
  locale: string;
  defaultLocale: string;
}
