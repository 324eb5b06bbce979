import type { PlacedOrderAnswer, PlaceOrderRequest } from '@emporia/contracts/checkout';
import { idempotencyKeyHeader } from '@emporia/contracts/storefront-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { cartKey } from '../../cart/api/get-cart';
import { rememberOrderKey } from '../../orders/order-keys';

export interface Placement {
  body: PlaceOrderRequest;
  /** The same key for a retry of the same attempt: the server then answers with the first order. */
  idempotencyKey: string;
}

/** POST /api/v1/storefront/checkout/place with an Idempotency-Key; keeps the order's key for its pages. */
export async function placeOrder({ body, idempotencyKey }: Placement): Promise<PlacedOrderAnswer> {
  const response = await http.post<{ data: PlacedOrderAnswer }>('/api/v1/storefront/checkout/place', body, {
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });
  const placed = response.data.data;
  rememberOrderKey(placed.ref, placed.order_key);
  return placed;
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
