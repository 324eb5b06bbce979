import type { Country, Zone } from '@emporia/contracts/locations';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../app/http';

/** Action country_list: GET /api/v1/storefront/countries. */
export async function countryList(): Promise<Country[]> {
  return (await http.get<{ data: Country[] }>('/api/v1/storefront/countries')).data.data;
}
export const useCountryList = () =>
  useQuery({ queryKey: ['countries'], queryFn: countryList, staleTime: Number.POSITIVE_INFINITY });

/** A country's states by its two-letter code. */
export async function stateList(countryCode: string): Promise<Zone[]> {
  return (await http.get<{ data: Zone[] }>(`/api/v1/storefront/countries/${countryCode}/zones`)).data.data;
}
export const useStateList = (countryCode: string) =>
  useQuery({
    queryKey: ['countries', countryCode, 'states'],
    queryFn: () => stateList(countryCode),
    enabled: /^[A-Z]{2}$/.test(countryCode),
    staleTime: Number.POSITIVE_INFINITY,
  });
