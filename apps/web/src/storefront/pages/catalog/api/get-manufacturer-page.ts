import type { ManufacturerPage } from '@emporia/contracts/catalog';
import { catalogQueryKeys, type ListingUrlState } from '@emporia/contracts/storefront-keys';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../app/http';
import { catalogStaleTime, listingParams, sameListingFirst } from './catalog-query';

/** GET /api/v1/storefront/manufacturer/{slug} with the listing's flt, sortby and page. */
export async function getManufacturerPage(slug: string, state: ListingUrlState, locale: string) {
  return (
    await http.get<{ data: ManufacturerPage }>(
      `/api/v1/storefront/manufacturer/${encodeURIComponent(slug)}`,
      { params: listingParams(state, locale) },
    )
  ).data.data;
}

export const useManufacturerPage = (slug: string, state: ListingUrlState, locale: string) =>
  useQuery({
    queryKey: catalogQueryKeys.manufacturer(slug, state, locale),
    queryFn: () => getManufacturerPage(slug, state, locale),
    placeholderData: sameListingFirst(slug),
    staleTime: catalogStaleTime(),
    retry: false,
  });
