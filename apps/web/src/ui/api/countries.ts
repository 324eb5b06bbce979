import type { Country, Zone } from '@emporia/contracts/locations';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../app/http';

/** Action country_list: GET /api/v1/storefront/countries. */
export async function countryList() {
  return (await http.get<{ data: Country[] }>('/api/v1/storefront/countries')).data.data;
}
// Reference data: fetched once per visit.
export const useCountryList = () =>
  useQuery({ queryKey: ['countries'], queryFn: countryList, staleTime: Number.POSITIVE_INFINITY });

/** The states, provinces or regions of a country. */
export async function zoneList(countryId: number) {
  return (await http.get<{ data: Zone[] }>(`/api/v1/storefront/countries/${countryId}/zones`)).data.data;
}
export const useZoneList = (countryId: number | null) =>
  useQuery({
    queryKey: ['countries', countryId, 'zones'],
    queryFn: () => zoneList(countryId ?? 0),
    enabled: !!countryId,
    staleTime: Number.POSITIVE_INFINITY,
  });
