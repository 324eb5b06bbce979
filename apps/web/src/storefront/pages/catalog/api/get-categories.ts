import type { CategoryRef } from '@emporia/contracts/catalog';
import { catalogQueryKeys } from '@emporia/contracts/storefront-keys';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../app/http';

export type CategoryNode = CategoryRef & { parent_id: number | null };

/** GET /api/v1/storefront/categories: the shown category tree, flat. */
export async function getCategories() {
  return (await http.get<{ data: CategoryNode[] }>('/api/v1/storefront/categories')).data.data;
}

export const useCategories = () =>
  useQuery({ queryKey: catalogQueryKeys.categories(), queryFn: getCategories, staleTime: 300_000 });
