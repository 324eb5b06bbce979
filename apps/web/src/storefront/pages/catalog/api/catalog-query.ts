import { customerTokenKey, readToken } from '../../../../app/session';

/**
 * Catalogue reads may be answered from the page's preloaded data (guest
 * prices); a signed-in shopper may have group prices, so for them the data
 * is fetched again on mount.
 */
export const catalogStaleTime = () => (readToken(customerTokenKey) ? 0 : 60_000);
