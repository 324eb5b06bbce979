import type { Country } from '@emporia/contracts/locations';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../app/http';

/** Action country_list (the UPS panel's countries): GET /api/v1/storefront/countries. */
export async function countryList(): Promise<Country[]> {
  return (await http.get<{ data: Country[] }>('/api/v1/storefront/countries')).data.data;
}

// Reference data shared with the address forms under the same key: fetched once per visit.
export const useCountryList = () =>
  useQuery({ queryKey: ['countries'], queryFn: countryList, staleTime: Number.POSITIVE_INFINITY });
