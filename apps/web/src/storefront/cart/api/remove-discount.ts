import type { CartChangeResponse } from '@emporia/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { takeCart } from './get-cart';

/** DELETE /api/v1/storefront/cart/discount: takes the coupon off the cart. */
export async function removeDiscount() {
  return (await http.delete<CartChangeResponse>('/api/v1/storefront/cart/discount')).data.data;
}

export function useRemoveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeDiscount, onSuccess: (answer) => takeCart(queryClient, answer) });
}
