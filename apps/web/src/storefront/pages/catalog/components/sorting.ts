import { type ProductSort, productSortOptions } from '@emporia/contracts/storefront-keys';

export const isProductSort = (value: string | null): value is ProductSort =>
  value !== null && (productSortOptions as readonly string[]).includes(value);

/** The sort and page of a listing, from its URL (?sortby=…&page=…). */
export function listingParams(search: URLSearchParams): { sortby: ProductSort; page: number } {
  const sortby = search.get('sortby');
  const page = Number(search.get('page'));
  return {
    sortby: isProductSort(sortby) ? sortby : 'best_match',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}
