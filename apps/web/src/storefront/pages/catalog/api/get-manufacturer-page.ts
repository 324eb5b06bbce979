import type { ManufacturerPage } from '@emporia/contracts/catalog';
import { catalogQueryKeys, type ProductSort } from '@emporia/contracts/storefront-keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../../app/http';
import { catalogStaleTime } from './catalog-query';

/** GET /api/v1/storefront/manufacturer/{slug} */
export async function getManufacturerPage(slug: string, sortby: ProductSort, page: number, locale: string) {
  return (
    await http.get<{ data: ManufacturerPage }>(
      `/api/v1/storefront/manufacturer/${encodeURIComponent(slug)}`,
      {
        params: { sortby, page, locale },
      },
    )
  ).data.data;
}

export const useManufacturerPage = (slug: string, sortby: ProductSort, page: number, locale: string) =>
  useQuery({
    queryKey: catalogQueryKeys.manufacturer(slug, sortby, page),
    queryFn: () => getManufacturerPage(slug, sortby, page, locale),
    placeholderData: keepPreviousData,
    staleTime: catalogStaleTime(),
    retry: false,
  });
