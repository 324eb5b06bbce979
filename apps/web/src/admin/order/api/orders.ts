import type {
  AbandonedCart,
  AbandonedCartSchedule,
  AdminOrder,
  AdminOrderCreateForm,
  AdminOrderListQuery,
  AdminOrderRow,
  Dashboard,
  OrderBulkStatusForm,
  OrderEditForm,
  OrderStatusChangeForm,
  ReturnProcessForm,
} from '@emporia/contracts/admin-orders';
import type { CheckoutAddressForm, ShippingOption } from '@emporia/contracts/checkout';
import type { AdminPayment } from '@emporia/contracts/payments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../app/http';

// Admin order pages (permission 'orders'); the dashboard needs none.
export const ordersKey = ['admin', 'orders'] as const;
export interface PageMeta {
  total: number;
  page: number;
  per_page: number;
}

export const listOrders = async (query: AdminOrderListQuery) =>
  (await adminHttp.get<{ data: AdminOrderRow[]; meta: PageMeta }>('/api/v1/admin/orders', { params: query }))
    .data;
export const useOrders = (query: AdminOrderListQuery) =>
  useQuery({
    queryKey: [...ordersKey, 'list', query],
    queryFn: () => listOrders(query),
    placeholderData: keepPreviousData,
  });

export const getOrder = async (id: number) =>
  (await adminHttp.get<{ data: AdminOrder }>(`/api/v1/admin/orders/${id}`)).data.data;
export const orderQuery = (id: number) => ({ queryKey: [...ordersKey, id], queryFn: () => getOrder(id) });
export const useOrder = (id: number) => useQuery({ ...orderQuery(id), enabled: id > 0 });

export const getOrders = async (ids: number[]) =>
  (
    await adminHttp.get<{ data: AdminOrder[] }>('/api/v1/admin/orders/batch', {
      params: { ids: ids.join(',') },
    })
  ).data.data;
export const useOrderBatch = (ids: number[]) =>
  useQuery({
    queryKey: [...ordersKey, 'batch', ids],
    queryFn: () => getOrders(ids),
    enabled: ids.length > 0,
  });

export const getPayments = async (orderId: number) =>
  (await adminHttp.get<{ data: AdminPayment[] }>('/api/v1/admin/payments', { params: { order_id: orderId } }))
    .data.data;
export const paymentsQuery = (orderId: number) => ({
  queryKey: [...ordersKey, orderId, 'payments'],
  queryFn: () => getPayments(orderId),
});
export const usePayments = (orderId: number) => useQuery({ ...paymentsQuery(orderId), enabled: orderId > 0 });

function useOrderMutation<T>(mutationFn: (input: T) => Promise<AdminOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (order) => {
      queryClient.setQueryData([...ordersKey, order.id], order);
      return queryClient.invalidateQueries({
        queryKey: ordersKey,
        predicate: (q) => q.queryKey[2] !== order.id,
      });
    },
  });
}

const post = async (url: string, body: unknown) =>
  (await adminHttp.post<{ data: AdminOrder }>(url, body)).data.data;

/** The order list's bulk status change: one request for every ticked order. */
export function useChangeOrdersStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: OrderBulkStatusForm) =>
      (await adminHttp.post<{ message: string }>('/api/v1/admin/orders/status', form)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

export const useChangeStatus = (id: number) =>
  useOrderMutation((form: OrderStatusChangeForm) => post(`/api/v1/admin/orders/${id}/status`, form));
export const useCloseOrder = (id: number) =>
  useOrderMutation(
    ({ how, comment, notify }: { how: 'cancel' | 'refund'; comment: string; notify: boolean }) =>
      post(`/api/v1/admin/orders/${id}/${how}`, { comment, notify }),
  );
export const useEditOrder = (id: number) =>
  useOrderMutation(
    async (form: OrderEditForm) =>
      (await adminHttp.put<{ data: AdminOrder }>(`/api/v1/admin/orders/${id}`, form)).data.data,
  );
export const useCreateOrder = () =>
  useOrderMutation((form: AdminOrderCreateForm) => post('/api/v1/admin/orders', form));
export const useProcessReturn = (id: number) =>
  useOrderMutation(({ returnId, form }: { returnId: number; form: ReturnProcessForm }) =>
    post(`/api/v1/admin/orders/${id}/returns/${returnId}`, form),
  );
export const useRecordReturn = (id: number) =>
  useOrderMutation(
    (form: {
      action: 'refund' | 'exchange';
      reason: string;
      comment: string;
      items: { item_id: number; quantity: number }[];
    }) => post(`/api/v1/admin/orders/${id}/returns`, form),
  );

/** POST /api/v1/admin/orders/shipping-quote: the methods the lines can ship to the address by. */
export const quoteShipping = async (body: { lines: OrderEditForm['lines']; address: CheckoutAddressForm }) =>
  (await adminHttp.post<{ data: ShippingOption[] }>('/api/v1/admin/orders/shipping-quote', body)).data.data;

export const listAbandonedCarts = async (page: number) =>
  (
    await adminHttp.get<{ data: AbandonedCart[]; meta: PageMeta & { idle_minutes: number } }>(
      '/api/v1/admin/abandoned-carts',
      {
        params: { page },
      },
    )
  ).data;
export const useAbandonedCarts = (page: number) =>
  useQuery({
    queryKey: ['admin', 'abandoned-carts', page],
    queryFn: () => listAbandonedCarts(page),
    placeholderData: keepPreviousData,
  });
export function useSendRecovery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cartId: number) => {
      await adminHttp.post(`/api/v1/admin/abandoned-carts/${cartId}/send`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'abandoned-carts'] }),
  });
}

const scheduleKey = ['admin', 'abandoned-carts', 'settings'] as const;
/** GET/PUT /api/v1/admin/abandoned-carts/settings: the reminder schedule. */
export const useReminderSchedule = () =>
  useQuery({
    queryKey: scheduleKey,
    queryFn: async () =>
      (await adminHttp.get<{ data: AbandonedCartSchedule }>('/api/v1/admin/abandoned-carts/settings')).data
        .data,
  });
export function useSaveReminderSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (schedule: AbandonedCartSchedule) =>
      (
        await adminHttp.put<{ data: AbandonedCartSchedule }>(
          '/api/v1/admin/abandoned-carts/settings',
          schedule,
        )
      ).data.data,
    onSuccess: (saved) => queryClient.setQueryData(scheduleKey, saved),
  });
}

export const getDashboard = async () =>
  (await adminHttp.get<{ data: Dashboard }>('/api/v1/admin/dashboard')).data.data;
export const useDashboard = () => useQuery({ queryKey: ['admin', 'dashboard'], queryFn: getDashboard });
