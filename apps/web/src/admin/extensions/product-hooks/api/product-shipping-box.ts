import type { productShippingBoxResponseSchema } from '@emporia/contracts/shipping-plugins';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminHttp } from '../../../../app/http';

export type ProductShippingBox = z.infer<typeof productShippingBoxResponseSchema>['data'];
export const productShippingBoxKey = (productId: number) =>
  ['admin', 'products', productId, 'shipping-box'] as const;

/** GET …/shippingboxmanager/products/{id}: the product's shipping-box fields and whether the form shows them. */
export async function productShippingBox(productId: number): Promise<ProductShippingBox> {
  const answer = await adminHttp.get<{ data: ProductShippingBox }>(
    `/api/v1/admin/plugin/shippingboxmanager/products/${productId}`,
  );
  return answer.data.data;
}

export const useProductShippingBox = (productId: number | null) =>
  useQuery({
    queryKey: productShippingBoxKey(productId ?? 0),
    queryFn: () => productShippingBox(productId ?? 0),
    enabled: productId !== null,
  });
