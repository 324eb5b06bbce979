import type { AdvancedShipperRegion, AdvancedShipperRegionInput } from '@emporia/contracts/shipping-plugins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../../../app/http';
import { methodsKey, methodsUrl } from './methods';

/** POST …/methods/{id}/regions (new) or PUT …/regions/{rid}: the region and its whole rate table. */
export async function saveRegion(input: {
  methodId: number;
  regionId: number | null;
  region: AdvancedShipperRegionInput;
}): Promise<AdvancedShipperRegion> {
  const base = `${methodsUrl}/${input.methodId}/regions`;
  const answer = input.regionId
    ? await adminHttp.put<{ data: AdvancedShipperRegion }>(`${base}/${input.regionId}`, input.region)
    : await adminHttp.post<{ data: AdvancedShipperRegion }>(base, input.region);
  return answer.data.data;
}

export function useSaveRegion() {
  const queryClient = useQueryClient();
  // The method list counts regions: refresh it too.
  return useMutation({
    mutationFn: saveRegion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: methodsKey }),
  });
}
