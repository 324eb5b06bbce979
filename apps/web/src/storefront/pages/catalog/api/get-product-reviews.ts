import type { Review } from '@emporia/contracts/catalog';
import { catalogQueryKeys } from '@emporia/contracts/storefront-keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../../app/http';

export interface ReviewPage {
  reviews: Review[];
  total: number;
  page: number;
  per_page: number;
}

/** GET /api/v1/storefront/product/{id}/reviews */
export async function getProductReviews(productId: number, page: number) {
  return (
    await http.get<{ data: ReviewPage }>(`/api/v1/storefront/product/${productId}/reviews`, {
      params: { page },
    })
  ).data.data;
}

export const useProductReviews = (productId: number | undefined, page: number) =>
  useQuery({
    queryKey: catalogQueryKeys.reviews(productId ?? 0, page),
    queryFn: () => getProductReviews(productId!, page),
    enabled: productId !== undefined,
    placeholderData: keepPreviousData,
  });
