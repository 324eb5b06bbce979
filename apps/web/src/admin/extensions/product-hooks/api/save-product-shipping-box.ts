import type { ProductShippingBoxInput } from '@emporia/contracts/shipping-plugins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../../app/http';
import { type ProductShippingBox, productShippingBoxKey } from './product-shipping-box';

/** PUT …/shippingboxmanager/products/{id}: ships alone, and the box it always ships in. */
export async function saveProductShippingBox(input: {
  productId: number;
  fields: ProductShippingBoxInput;
}): Promise<ProductShippingBox> {
  const answer = await adminHttp.put<{ data: ProductShippingBox }>(
    `/api/v1/admin/plugin/shippingboxmanager/products/${input.productId}`,
    input.fields,
  );
  return answer.data.data;
}

export function useSaveProductShippingBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProductShippingBox,
    onSuccess: (saved) => queryClient.setQueryData(productShippingBoxKey(saved.product_id), saved),
  });
}
