import type { AdvancedShipperRegion } from '@emporia/contracts/shipping-plugins';
import { useQuery } from '@tanstack/react-query';
import { adminHttp } from '../../../../../app/http';
import { methodsUrl } from './methods';
import { regionsKey } from './regions';

/** GET …/methods/{id}/regions/{rid}. */
export async function region(methodId: number, regionId: number): Promise<AdvancedShipperRegion> {
  return (
    await adminHttp.get<{ data: AdvancedShipperRegion }>(`${methodsUrl}/${methodId}/regions/${regionId}`)
  ).data.data;
}

export const useRegion = (methodId: number, regionId: number) =>
  useQuery({
    queryKey: [...regionsKey(methodId), regionId],
    queryFn: () => region(methodId, regionId),
    staleTime: 0,
  });
