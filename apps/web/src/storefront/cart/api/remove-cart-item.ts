import type { CartChangeResponse } from '@emporia/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { takeCart } from './get-cart';

/** DELETE /api/v1/storefront/cart/items/{key} */
export async function removeCartItem(key: number) {
  return (await http.delete<CartChangeResponse>(`/api/v1/storefront/cart/items/${key}`)).data.data;
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCartItem, onSuccess: (answer) => takeCart(queryClient, answer) });
}
