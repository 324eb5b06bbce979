import type { HomePage } from '@emporia/contracts/catalog';
import { catalogQueryKeys } from '@emporia/contracts/storefront-keys';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../app/http';
import { catalogStaleTime } from './catalog-query';

/** GET /api/v1/storefront/home */
export async function getHomePage() {
  return (await http.get<{ data: HomePage }>('/api/v1/storefront/home')).data.data;
}

export const useHomePage = () =>
  useQuery({ queryKey: catalogQueryKeys.home(), queryFn: getHomePage, staleTime: catalogStaleTime() });
