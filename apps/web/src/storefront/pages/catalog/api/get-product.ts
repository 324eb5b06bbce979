import type { ProductDetails } from '@emporia/contracts/catalog';
import { catalogQueryKeys } from '@emporia/contracts/storefront-keys';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../app/http';
import { catalogStaleTime } from './catalog-query';

/** GET /api/v1/storefront/product/{slug} */
export async function getProduct(slug: string) {
  return (await http.get<{ data: ProductDetails }>(`/api/v1/storefront/product/${encodeURIComponent(slug)}`))
    .data.data;
}

export const useProduct = (slug: string) =>
  useQuery({
    queryKey: catalogQueryKeys.product(slug),
    queryFn: () => getProduct(slug),
    staleTime: catalogStaleTime(),
    retry: false,
  });
