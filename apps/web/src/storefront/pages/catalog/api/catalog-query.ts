import type { ListingUrlState } from '@emporia/contracts/storefront-keys';
import { customerTokenKey, readToken } from '../../../../app/session';

/**
 * Catalogue reads may be answered from the page's preloaded data (guest
 * prices); a signed-in shopper may have group prices, so for them the data
 * is fetched again on mount.
 */
export const catalogStaleTime = () => (readToken(customerTokenKey) ? 0 : 60_000);

/** The query of a category or manufacturer page's call: what its URL holds, and the labels' language. */
export function listingParams({ flt, sortby, page }: ListingUrlState, locale: string) {
  return { ...(flt ? { flt } : {}), sortby, page, locale };
}

/**
 * While another page, sort or filter of the same listing loads, the listing
 * keeps showing the last one (with a spinner in the grid); another category
 * or brand starts from its own loading state, never under the last one's name.
 */
export const sameListingFirst =
  (slug: string) =>
  <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined) =>
    previousQuery?.queryKey[2] === slug ? previous : undefined;
