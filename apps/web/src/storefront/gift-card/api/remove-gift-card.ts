import type { CartChangeResponse } from '@emporia/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { takeCart } from '../../cart/api/get-cart';

/** DELETE /api/v1/storefront/checkout/gift-cards/{id}: takes a card off the order. */
export async function removeGiftCard(id: number) {
  return (await http.delete<CartChangeResponse>(`/api/v1/storefront/checkout/gift-cards/${id}`)).data.data;
}

export function useRemoveGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeGiftCard, onSuccess: (answer) => takeCart(queryClient, answer) });
}
