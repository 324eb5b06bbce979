import type { ListingFacets } from '@emporia/contracts/listing';
import {
  amountToMinor,
  type FilterBucket,
  listingPageSize,
  minorToAmount,
} from '@emporia/contracts/listing-filters';

/**
 * A listing's state lives in its URL (SPEC §2): flt (`bucket:value` joined
 * with `|`, the price as `price:min-max`), sortby and page, plus the keyword
 * on the search page. These helpers read it and write the next URL; category
 * and manufacturer pages read theirs with `listingUrlStateOf`.
 */
export interface SearchUrlState {
  keyword: string;
  flt: string;
  sortby: string;
  page: number;
}

export function searchStateOf(params: URLSearchParams): SearchUrlState {
  const page = Number(params.get('page'));
  return {
    keyword: params.get('keyword') ?? '',
    flt: params.get('flt') ?? '',
    sortby: params.get('sortby') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The filters of `flt`, in the order they were chosen. */
export const filterTokens = (flt: string): string[] =>
  flt
    .split('|')
    .map((token) => token.trim())
    .filter(Boolean);

const joinTokens = (tokens: string[]) => [...new Set(tokens)].join('|');

/** Adds the filter when absent, removes it when present. */
export function toggleFilter(flt: string, token: string): string {
  const tokens = filterTokens(flt);
  return joinTokens(tokens.includes(token) ? tokens.filter((t) => t !== token) : [...tokens, token]);
}

export function removeFilter(flt: string, token: string): string {
  return joinTokens(filterTokens(flt).filter((t) => t !== token));
}

/** Replaces the price range; amounts as typed (decimals with up to two places). */
export function withPriceRange(flt: string, min: string, max: string): string {
  const others = filterTokens(flt).filter((t) => !t.startsWith('price:'));
  return joinTokens([
    ...others,
    `price:${minorToAmount(amountToMinor(min))}-${minorToAmount(amountToMinor(max))}`,
  ]);
}

/** The chosen price range in minor units, when `flt` has a readable one. */
export function priceRangeOf(flt: string): { min: number; max: number } | null {
  const token = filterTokens(flt).find((t) => t.startsWith('price:'));
  const match = token?.match(/^price:(\d+(?:\.\d{1,2})?)-(\d+(?:\.\d{1,2})?)$/);
  return match ? { min: amountToMinor(match[1]!), max: amountToMinor(match[2]!) } : null;
}

/**
 * The next URL after a change. Filters drop the page (SPEC §4). A sort change
 * keeps the page, as the spec describes it.
 */
export function nextSearchParams(
  current: URLSearchParams,
  change: { flt?: string; sortby?: string; page?: number },
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (change.flt !== undefined) {
    if (change.flt) next.set('flt', change.flt);
    else next.delete('flt');
    next.delete('page');
  }
  if (change.sortby !== undefined) next.set('sortby', change.sortby);
  if (change.page !== undefined) {
    if (change.page > 1) next.set('page', String(change.page));
    else next.delete('page');
  }
  return next;
}

/** 'Showing X to Y of Z products' figures of a page; a page past the end shows 0 to 0. */
export function shownRange(page: number, total: number): { from: number; to: number; pages: number } {
  const pages = Math.max(1, Math.ceil(total / listingPageSize));
  const offset = (page - 1) * listingPageSize;
  if (offset >= total) return { from: 0, to: 0, pages };
  return { from: offset + 1, to: Math.min(total, offset + listingPageSize), pages };
}

export interface FilterChip {
  token: string;
  label: string;
}

/** Labels of the chosen filters, from the response's bucket names (SPEC §2 chips). */
export function filterChips(
  flt: string,
  names: ListingFacets['bucket_names'] | undefined,
  money: (amount: number) => string,
): FilterChip[] {
  return filterTokens(flt).map((token) => {
    const [bucket = '', value = ''] = token.split(/:(.*)/s);
    if (bucket === 'price') {
      const range = priceRangeOf(token);
      return { token, label: range ? `${money(range.min / 100)} - ${money(range.max / 100)}` : token };
    }
    const label = names?.[bucket as FilterBucket]?.[value];
    return { token, label: label ?? token };
  });
}
