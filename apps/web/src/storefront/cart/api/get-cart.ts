import type { Cart, CartChangeResponse, CartResponse } from '@emporia/contracts/cart';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { cartKey } from '../../../app/shopper-queries';

export { cartKey };

/** GET /api/v1/storefront/cart: the lines and every total, computed by the server. */
export async function getCart(): Promise<Cart> {
  return (await http.get<CartResponse>('/api/v1/storefront/cart')).data.data;
}

export const useCart = () => useQuery({ queryKey: cartKey, queryFn: getCart, staleTime: 30_000 });

/** A change's answer carries the new cart: it replaces the cached one without another call. */
export function takeCart(
  queryClient: QueryClient,
  answer: CartChangeResponse['data'],
): CartChangeResponse['data'] {
  queryClient.setQueryData(cartKey, answer.cart);
  return answer;
}
