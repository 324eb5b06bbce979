import type { ShippingBox } from '@emporia/contracts/shipping-plugins';
import { useQuery } from '@tanstack/react-query';
import { adminHttp } from '../../../../app/http';

export const boxesKey = ['admin', 'plugin', 'shippingboxmanager', 'boxes'] as const;
export const boxesUrl = '/api/v1/admin/plugin/shippingboxmanager/boxes';

/** GET …/shippingboxmanager/boxes: the shop's box sizes. */
export async function boxList(): Promise<ShippingBox[]> {
  return (await adminHttp.get<{ data: ShippingBox[] }>(boxesUrl)).data.data;
}

export const useBoxList = () => useQuery({ queryKey: boxesKey, queryFn: boxList });
