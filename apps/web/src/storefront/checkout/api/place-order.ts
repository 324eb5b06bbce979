import type { PlacedOrder, PlaceOrderRequest } from '@emporia/contracts/checkout';
import { idempotencyKeyHeader } from '@emporia/contracts/storefront-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { cartKey } from '../../cart/api/get-cart';

export interface Placement {
  body: PlaceOrderRequest;
  /** The same key for a retry of the same attempt: the server then answers with the first order. */
  idempotencyKey: string;
}

/** POST /api/v1/storefront/checkout/place with an Idempotency-Key. */
export async function placeOrder({ body, idempotencyKey }: Placement): Promise<PlacedOrder> {
  const response = await http.post<{ data: PlacedOrder }>('/api/v1/storefront/checkout/place', body, {
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });
  return response.data.data;
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // The cart is empty now; account order lists have a new order.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKey }),
        queryClient.invalidateQueries({ queryKey: ['account'] }),
      ]),
  });
}
