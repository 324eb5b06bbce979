import type { GeoZoneSummary } from '@emporia/contracts/geo-zones';
import { useQuery } from '@tanstack/react-query';
import { adminHttp } from '../../../../app/http';

export const geoZonesKey = ['admin', 'settings', 'zone'] as const;

/** GET /api/v1/admin/settings/zone: the shop's geo zones with their member counts. */
export async function geoZoneList(): Promise<GeoZoneSummary[]> {
  return (await adminHttp.get<{ data: GeoZoneSummary[] }>('/api/v1/admin/settings/zone')).data.data;
}

export const useGeoZoneList = () => useQuery({ queryKey: geoZonesKey, queryFn: geoZoneList });
