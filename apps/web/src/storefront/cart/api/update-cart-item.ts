import type { CartChangeResponse } from '@emporia/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { cartKey, takeCart } from './get-cart';

/** PATCH /api/v1/storefront/cart/items/{key}: a line's new quantity (stock checked by the server). */
export async function updateCartItem({ key, quantity }: { key: number; quantity: number }) {
  return (
    await http.patch<CartChangeResponse>(`/api/v1/storefront/cart/items/${key}`, { cart_quantity: quantity })
  ).data.data;
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (answer) => takeCart(queryClient, answer),
    // A refusal changes nothing, but the cart may have changed elsewhere: the boxes show what it holds now.
    onError: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
