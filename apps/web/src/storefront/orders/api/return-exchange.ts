import type { OrderStatus } from '@emporia/contracts/order-statuses';
import type { OrderReturn, ReturnRequestForm } from '@emporia/contracts/orders';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { orderKeyHeaders, rememberOrderKey } from '../order-keys';

export interface OrderReturns {
  ref: string;
  status: OrderStatus;
  returns: OrderReturn[];
}

/** POST /api/v1/storefront/return-exchange: ask to return or exchange units of an order. */
export async function requestReturn(form: ReturnRequestForm) {
  const created = (
    await http.post<{ data: { ref: string; key: string; id: number; message: string } }>(
      '/api/v1/storefront/return-exchange',
      form,
    )
  ).data.data;
  rememberOrderKey(created.ref, created.key);
  return created;
}
export const useRequestReturn = () => useMutation({ mutationFn: requestReturn });

/** GET /api/v1/storefront/return-exchange/{ref}: the order's returns with their status. */
export async function getOrderReturns(ref: string): Promise<OrderReturns> {
  return (
    await http.get<{ data: OrderReturns }>(`/api/v1/storefront/return-exchange/${encodeURIComponent(ref)}`, {
      headers: orderKeyHeaders(ref),
    })
  ).data.data;
}
export const useOrderReturns = (ref: string) =>
  useQuery({ queryKey: ['order', ref, 'returns'], queryFn: () => getOrderReturns(ref), retry: false });
