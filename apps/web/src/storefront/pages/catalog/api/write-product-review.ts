import type { WriteReview } from '@emporia/contracts/catalog';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../../app/http';

/** Action catalog_product_review_write: POST /api/v1/storefront/product/{id}/reviews */
export async function catalogProductReviewWrite({
  productId,
  review,
}: {
  productId: number;
  review: WriteReview;
}) {
  return (
    await http.post<{ data: { id: number }; message: string }>(
      `/api/v1/storefront/product/${productId}/reviews`,
      review,
    )
  ).data;
}

export const useWriteProductReview = () => useMutation({ mutationFn: catalogProductReviewWrite });
