import type { SearchResponse } from '@emporia/contracts/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../../app/http';

/** The URL query parameters the search page passes on (SPEC §7), plus the shopper's language. */
export interface AdvancedSearchParams {
  keyword: string;
  flt: string;
  sortby: string;
  page: number;
  locale: string;
}

/** GET /api/v1/{store subdomain}/advanced-search (SPEC §7 search). */
export async function getAdvancedSearch(
  subdomain: string,
  params: AdvancedSearchParams,
): Promise<SearchResponse> {
  const query: Record<string, string | number> = { locale: params.locale, page: params.page };
  if (params.keyword) query.keyword = params.keyword;
  if (params.flt) query.flt = params.flt;
  if (params.sortby) query.sortby = params.sortby;
  return (
    await http.get<SearchResponse>(`/api/v1/${encodeURIComponent(subdomain)}/advanced-search`, {
      params: query,
    })
  ).data;
}

export const useAdvancedSearch = (subdomain: string, params: AdvancedSearchParams) =>
  useQuery({
    queryKey: ['advanced-search', subdomain, params],
    queryFn: () => getAdvancedSearch(subdomain, params),
    // The page keeps showing the last results (with a spinner) while the next ones load.
    placeholderData: keepPreviousData,
    retry: false,
  });
