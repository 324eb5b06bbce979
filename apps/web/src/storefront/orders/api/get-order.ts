import type { Order } from '@emporia/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { orderKey } from '../../../app/shopper-queries';
import { orderKeyHeaders } from '../order-keys';

export { orderKey };

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
