import type { CategoryPage } from '@emporia/contracts/catalog';
import { catalogQueryKeys, type ProductSort } from '@emporia/contracts/storefront-keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../../app/http';
import { catalogStaleTime } from './catalog-query';

/** GET /api/v1/storefront/category/{slug} */
export async function getCategoryPage(slug: string, sortby: ProductSort, page: number, locale: string) {
  return (
    await http.get<{ data: CategoryPage }>(`/api/v1/storefront/category/${encodeURIComponent(slug)}`, {
      params: { sortby, page, locale },
    })
  ).data.data;
}

export const useCategoryPage = (slug: string, sortby: ProductSort, page: number, locale: string) =>
  useQuery({
    queryKey: catalogQueryKeys.category(slug, sortby, page),
    queryFn: () => getCategoryPage(slug, sortby, page, locale),
    placeholderData: keepPreviousData,
    staleTime: catalogStaleTime(),
    retry: false,
  });
