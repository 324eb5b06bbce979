import type { GeoZone, GeoZoneInput, GeoZoneSummary } from '@emporia/contracts/geo-zones';
import { recordApi } from '../../../records/record-api';

export const geoZonesKey = ['admin', 'settings', 'zone'] as const;

/**
 * /api/v1/admin/settings/zone: the shop's geo zones with their member counts; a
 * save sends the zone's name and all its members; a delete is refused while a
 * shipping module or tax rate uses the zone.
 */
export const geoZonesApi = recordApi<GeoZoneSummary, GeoZoneInput, GeoZone>(
  geoZonesKey,
  '/api/v1/admin/settings/zone',
);

export const useGeoZoneList = geoZonesApi.useList;
