import type { Coupon, CouponForm, CouponListQuery } from '@emporia/contracts/discounts';
import type { PickerChoice, PickerQuery } from '@emporia/contracts/picker';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';

// Admin discount pages (permission 'discounts').
const discountsKey = ['admin', 'discounts'] as const;

export const listCoupons = async (query: CouponListQuery) =>
  (
    await adminHttp.get<{ data: Coupon[]; meta: { total: number; page: number; per_page: number } }>(
      '/api/v1/admin/discounts',
      { params: query },
    )
  ).data;
export const useCoupons = (query: CouponListQuery) =>
  useQuery({
    queryKey: [...discountsKey, 'list', query],
    queryFn: () => listCoupons(query),
    placeholderData: keepPreviousData,
  });

export const getCoupon = async (id: number) =>
  (await adminHttp.get<{ data: Coupon }>(`/api/v1/admin/discounts/${id}`)).data.data;
export const useCoupon = (id: number | null) =>
  useQuery({ queryKey: [...discountsKey, id], queryFn: () => getCoupon(id!), enabled: id !== null });

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, form }: { id: number | null; form: CouponForm }) =>
      (id === null
        ? await adminHttp.post<{ data: Coupon }>('/api/v1/admin/discounts', form)
        : await adminHttp.put<{ data: Coupon }>(`/api/v1/admin/discounts/${id}`, form)
      ).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountsKey }),
  });
}

/** The discount list's bulk actions: `status` enables or disables, `delete` deletes, in one request. */
export function useCouponBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      action,
      ...body
    }: {
      action: 'status' | 'delete';
      ids: number[];
      status?: boolean;
    }) => (await adminHttp.post<{ message: string }>(`/api/v1/admin/discounts/${action}`, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountsKey }),
  });
}

/** The coupon form's pickers: products or categories by name, or the names of chosen ids. */
export const couponScopeChoices = (kind: 'products' | 'categories') => async (query: PickerQuery) =>
  (
    await adminHttp.get<{ data: PickerChoice[] }>(`/api/v1/admin/discounts/choices/${kind}`, {
      params: query,
    })
  ).data.data;
