import type { CategoryPage } from '@emporia/contracts/catalog';
import { catalogQueryKeys, type ListingUrlState } from '@emporia/contracts/storefront-keys';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../app/http';
import { catalogStaleTime, listingParams, sameListingFirst } from './catalog-query';

/** GET /api/v1/storefront/category/{slug} with the listing's flt, sortby and page. */
export async function getCategoryPage(slug: string, state: ListingUrlState, locale: string) {
  return (
    await http.get<{ data: CategoryPage }>(`/api/v1/storefront/category/${encodeURIComponent(slug)}`, {
      params: listingParams(state, locale),
    })
  ).data.data;
}

export const useCategoryPage = (slug: string, state: ListingUrlState, locale: string) =>
  useQuery({
    queryKey: catalogQueryKeys.category(slug, state, locale),
    queryFn: () => getCategoryPage(slug, state, locale),
    placeholderData: sameListingFirst(slug),
    staleTime: catalogStaleTime(),
    retry: false,
  });
