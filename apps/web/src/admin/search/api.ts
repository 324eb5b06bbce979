import type { AdminSearchResults } from '@emporia/contracts/admin-search';
import { adminSearchMinLength } from '@emporia/contracts/admin-search-terms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';

export async function searchAdmin(term: string): Promise<AdminSearchResults> {
  return (await adminHttp.get<{ data: AdminSearchResults }>('/api/v1/admin/search', { params: { q: term } }))
    .data.data;
}

/** The admin top bar's search; the previous answer stays on screen while the next is on its way. */
export const useAdminSearch = (term: string) =>
  useQuery({
    queryKey: ['admin', 'search', term],
    queryFn: () => searchAdmin(term),
    enabled: term.length >= adminSearchMinLength,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
