import type { CartChangeResponse } from '@emporia/contracts/cart';
import type { ApplyGiftCardRequest } from '@emporia/contracts/gift-cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { takeCart } from '../../cart/api/get-cart';

/** POST /api/v1/storefront/checkout/gift-cards: the server checks the code and puts the card on the cart. */
export async function applyGiftCard(body: ApplyGiftCardRequest) {
  return (await http.post<CartChangeResponse>('/api/v1/storefront/checkout/gift-cards', body)).data.data;
}

export function useApplyGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyGiftCard, onSuccess: (answer) => takeCart(queryClient, answer) });
}
