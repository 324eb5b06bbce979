import type { CartChangeResponse } from '@emporia/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { takeCart } from './get-cart';

/** POST /api/v1/storefront/cart/restore: the abandoned cart of a recovery e-mail's link comes back. */
export async function restoreCart(token: string) {
  return (await http.post<CartChangeResponse>('/api/v1/storefront/cart/restore', { token })).data.data;
}

export function useRestoreCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreCart, onSuccess: (answer) => takeCart(queryClient, answer) });
}
