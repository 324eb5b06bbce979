import type { OrderStatus } from '@emporia/contracts/order-statuses';
import { useQuery } from '@tanstack/react-query';
import { adminHttp } from '../../../app/http';

export const orderStatusesKey = ['admin', 'order-statuses'] as const;

/** GET /api/v1/admin/order-statuses: the shop's order statuses (SPEC §3: id, name), read from the store. */
export async function orderStatuses(): Promise<OrderStatus[]> {
  return (await adminHttp.get<{ data: OrderStatus[] }>('/api/v1/admin/order-statuses')).data.data;
}

export const orderStatusesQuery = { queryKey: orderStatusesKey, queryFn: orderStatuses };
export const useOrderStatuses = () => useQuery(orderStatusesQuery);
