import type { Order } from '@emporia/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { orderKeyHeaders } from '../order-keys';

export const orderKey = (ref: string) => ['order', ref] as const;

/** GET /api/v1/storefront/orders/{ref}: the order, for its owner or with its key (success page, invoice, tracking). */
export async function getOrder(ref: string): Promise<Order> {
  return (
    await http.get<{ data: Order }>(`/api/v1/storefront/orders/${encodeURIComponent(ref)}`, {
      headers: orderKeyHeaders(ref),
    })
  ).data.data;
}

export const useOrder = (ref: string) =>
  useQuery({ queryKey: orderKey(ref), queryFn: () => getOrder(ref), retry: false });
