import type { GeoZoneSummary } from '@emporia/contracts/geo-zones';
import { useQuery } from '@tanstack/react-query';
import { adminHttp } from '../../../../app/http';

/** The shop's geo zones, offered as each module's shipping zone (0 = all zones). */
export async function shippingZones(): Promise<GeoZoneSummary[]> {
  return (await adminHttp.get<{ data: GeoZoneSummary[] }>('/api/v1/admin/settings/zone')).data.data;
}

// Same key as the zone settings page, so a zone added there shows up here.
export const useShippingZones = () =>
  useQuery({ queryKey: ['admin', 'settings', 'zone'], queryFn: shippingZones });
