import type { AdvancedShipperRegion } from '@emporia/contracts/shipping-plugins';
import { useQuery } from '@tanstack/react-query';
import { adminHttp } from '../../../../../app/http';
import { methodsKey, methodsUrl } from './methods';

export const regionsKey = (methodId: number) => [...methodsKey, methodId, 'regions'] as const;

/** GET …/methods/{id}/regions: the method's regions with their rate tables. */
export async function regionList(methodId: number): Promise<AdvancedShipperRegion[]> {
  return (await adminHttp.get<{ data: AdvancedShipperRegion[] }>(`${methodsUrl}/${methodId}/regions`)).data
    .data;
}

export const useRegionList = (methodId: number) =>
  useQuery({ queryKey: regionsKey(methodId), queryFn: () => regionList(methodId), staleTime: 0 });
