import type { GeoZone } from '@emporia/contracts/geo-zones';
import { useQuery } from '@tanstack/react-query';
import { adminHttp } from '../../../../app/http';
import { geoZonesKey } from './geo-zone-list';

/** GET /api/v1/admin/settings/zone/{id}: a geo zone with its countries and states. */
export async function geoZone(id: number): Promise<GeoZone> {
  return (await adminHttp.get<{ data: GeoZone }>(`/api/v1/admin/settings/zone/${id}`)).data.data;
}

export const useGeoZone = (id: number | null) =>
  useQuery({
    queryKey: [...geoZonesKey, id],
    queryFn: () => geoZone(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
  });
