import type { AdvancedShipperMethod } from '@emporia/contracts/shipping-plugins';
import { useQuery } from '@tanstack/react-query';
import { adminHttp } from '../../../../../app/http';

export const methodsKey = ['admin', 'plugin', 'advancedshipper', 'methods'] as const;
export const methodsUrl = '/api/v1/admin/plugin/advancedshipper/methods';

/** GET …/advancedshipper/methods: the Advanced Shipper methods. */
export async function methodList(): Promise<AdvancedShipperMethod[]> {
  return (await adminHttp.get<{ data: AdvancedShipperMethod[] }>(methodsUrl)).data.data;
}

export const useMethodList = () => useQuery({ queryKey: methodsKey, queryFn: methodList });
