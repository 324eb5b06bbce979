import type { AdminProductRow } from '@emporia/contracts/catalog-admin';
import { useQuery } from '@tanstack/react-query';
import { adminHttp } from '../../../../../app/http';

/** The catalogue's admin product search (GET /api/v1/admin/products?search=…), first ten hits. */
export async function productSearch(search: string): Promise<AdminProductRow[]> {
  const answer = await adminHttp.get<{ data: AdminProductRow[] }>('/api/v1/admin/products', {
    params: { search, per_page: 10 },
  });
  return answer.data.data;
}

export const useProductSearch = (search: string) =>
  useQuery({
    queryKey: ['admin', 'products', 'search', search],
    queryFn: () => productSearch(search),
    enabled: search.length >= 2,
  });
