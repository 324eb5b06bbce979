import type { CustomerOrder } from '@emporia/contracts/account';
import type { Order } from '@emporia/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../app/http';

export const customerOrdersKey = ['account', 'orders'] as const;

/** Action account_customer_orders: the customer's orders with their items, newest first. */
export async function accountCustomerOrders() {
  return (await http.get<{ data: CustomerOrder[] }>('/api/v1/storefront/account/orders')).data.data;
}
export const useAccountCustomerOrders = () =>
  useQuery({ queryKey: customerOrdersKey, queryFn: accountCustomerOrders });

/** One order by its reference, with its addresses and methods. */
export async function customerOrder(ref: string) {
  return (await http.get<{ data: Order }>(`/api/v1/storefront/account/orders/${encodeURIComponent(ref)}`))
    .data.data;
}
export const useCustomerOrder = (ref: string) =>
  useQuery({ queryKey: [...customerOrdersKey, ref], queryFn: () => customerOrder(ref) });
