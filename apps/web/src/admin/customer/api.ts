import type {
  AdminCustomer,
  AdminCustomerCreateForm,
  AdminCustomerListQuery,
  AdminCustomerRow,
  AdminCustomerUpdateForm,
  CustomerGroup,
  CustomerInvitationsForm,
} from '@emporia/contracts/admin-customers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';
import type { BulkRequest } from '../ui/StatusDeleteActions';

// Admin customer pages (permission 'customers').
const customersKey = ['admin', 'customers'] as const;
/** The one customer-group list: customer pages, group prices and the product form read it. */
export const customerGroupsKey = ['admin', 'customer-groups'] as const;

export interface CustomerPage {
  data: AdminCustomerRow[];
  meta: { total: number; page: number; per_page: number };
}

export const listCustomers = async (query: AdminCustomerListQuery) =>
  (await adminHttp.get<CustomerPage>('/api/v1/admin/customers', { params: query })).data;
export const useCustomers = (query: AdminCustomerListQuery) =>
  useQuery({
    queryKey: [...customersKey, 'list', query],
    queryFn: () => listCustomers(query),
    placeholderData: keepPreviousData,
  });

export const getCustomer = async (id: number) =>
  (await adminHttp.get<{ data: AdminCustomer }>(`/api/v1/admin/customers/${id}`)).data.data;
export const customerQuery = (id: number) => ({
  queryKey: [...customersKey, id],
  queryFn: () => getCustomer(id),
});
export const useCustomer = (id: number) => useQuery(customerQuery(id));

function useCustomerMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersKey }),
  });
}

export const createCustomer = async (form: AdminCustomerCreateForm) =>
  (await adminHttp.post<{ data: AdminCustomer }>('/api/v1/admin/customers', form)).data.data;
export const useCreateCustomer = () => useCustomerMutation(createCustomer);

export const updateCustomer = async ({ id, form }: { id: number; form: AdminCustomerUpdateForm }) =>
  (await adminHttp.put<{ data: AdminCustomer }>(`/api/v1/admin/customers/${id}`, form)).data.data;
export const useUpdateCustomer = () => useCustomerMutation(updateCustomer);

/** The customer list's bulk action: enable or disable the ticked customers in one request. */
export const bulkCustomerAction = async ({ action, ...body }: BulkRequest<'active' | 'disabled'>) =>
  (await adminHttp.post<{ message: string }>(`/api/v1/admin/customers/${action}`, body)).data;
export const useCustomerBulkAction = () => useCustomerMutation(bulkCustomerAction);

/** E-mails customers without a password a link to set one (chosen ones, or all of them). */
export const inviteCustomers = async (body: CustomerInvitationsForm) =>
  (
    await adminHttp.post<{ data: { sent: number; skipped: number; waiting: number }; message: string }>(
      '/api/v1/admin/customers/invitations',
      body,
    )
  ).data;
export const useInviteCustomers = () => useCustomerMutation(inviteCustomers);

export const sendCustomerPasswordReset = async (id: number) =>
  (await adminHttp.post<{ data: { message: string } }>(`/api/v1/admin/customers/${id}/password-reset`)).data
    .data.message;
export const useSendCustomerPasswordReset = () => useMutation({ mutationFn: sendCustomerPasswordReset });

/** Asks the shop's apps that can read customers for what they keep on this one (customers/data_request). */
export const requestCustomerData = async (id: number) =>
  (await adminHttp.post<{ data: { message: string } }>(`/api/v1/admin/customers/${id}/data-request`)).data
    .data.message;
export const useRequestCustomerData = () => useMutation({ mutationFn: requestCustomerData });

/** Deletes the customer; their orders stay, and apps are sent customers/redact. */
export const deleteCustomer = async (id: number) =>
  (await adminHttp.delete<{ data: { message: string } }>(`/api/v1/admin/customers/${id}`)).data.data.message;
export const useDeleteCustomer = () => useCustomerMutation(deleteCustomer);

export const customerSignInLink = async (id: number) =>
  (
    await adminHttp.post<{ data: { url: string; expires_at: string } }>(
      `/api/v1/admin/customers/${id}/sign-in-link`,
    )
  ).data.data;
export const useCustomerSignInLink = () => useMutation({ mutationFn: customerSignInLink });

export const listCustomerGroups = async () =>
  (await adminHttp.get<{ data: CustomerGroup[] }>('/api/v1/admin/customer-groups')).data.data;
export const customerGroupsQuery = { queryKey: customerGroupsKey, queryFn: listCustomerGroups };
export const useCustomerGroups = () => useQuery(customerGroupsQuery);

function useGroupMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerGroupsKey }),
  });
}

export const saveCustomerGroup = async ({ id, name }: { id?: number; name: string }) =>
  (id
    ? await adminHttp.put<{ data: CustomerGroup }>(`/api/v1/admin/customer-groups/${id}`, { name })
    : await adminHttp.post<{ data: CustomerGroup }>('/api/v1/admin/customer-groups', { name })
  ).data.data;
export const useSaveCustomerGroup = () => useGroupMutation(saveCustomerGroup);

export const deleteCustomerGroup = async (id: number) => {
  await adminHttp.delete(`/api/v1/admin/customer-groups/${id}`);
};
export const useDeleteCustomerGroup = () => useGroupMutation(deleteCustomerGroup);
