import type { GeoZone, GeoZoneInput } from '@emporia/contracts/geo-zones';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../../app/http';
import { geoZonesKey } from './geo-zone-list';

/** POST /api/v1/admin/settings/zone (new) or PUT …/zone/{id}: the zone's name and all its members. */
export async function saveGeoZone(input: { id: number | null; zone: GeoZoneInput }): Promise<GeoZone> {
  const answer = input.id
    ? await adminHttp.put<{ data: GeoZone }>(`/api/v1/admin/settings/zone/${input.id}`, input.zone)
    : await adminHttp.post<{ data: GeoZone }>('/api/v1/admin/settings/zone', input.zone);
  return answer.data.data;
}

export function useSaveGeoZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGeoZone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: geoZonesKey }),
  });
}
