import type { CustomerGroup } from '@emporia/contracts/admin-customers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../app/http';
import { customerGroupsKey } from '../../customer/api';
import { catalogKey, keyOf } from './keys';

export interface GroupPrice {
  product_id: number;
  sku: string;
  name: string;
  price: number;
  group_price: number;
}

export const getGroupPrices = async (id: number) =>
  (
    await adminHttp.get<{ data: { group: CustomerGroup; prices: GroupPrice[] } }>(
      `/api/v1/admin/customer-groups/${id}/prices`,
    )
  ).data.data;
export const useGroupPrices = (id: number) =>
  useQuery({ queryKey: keyOf('group-prices', id), queryFn: () => getGroupPrices(id) });

export const setGroupPrice = async ({
  id,
  product_id,
  price,
}: {
  id: number;
  product_id: number;
  price: number | null;
}) => (await adminHttp.put(`/api/v1/admin/customer-groups/${id}/prices`, { product_id, price })).data;
export function useSetGroupPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGroupPrice,
    // The group list counts each group's own prices.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKey }),
        queryClient.invalidateQueries({ queryKey: customerGroupsKey }),
      ]),
  });
}
