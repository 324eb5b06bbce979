import type { NewsArticle } from '@emporia/contracts/catalog';
import { catalogQueryKeys } from '@emporia/contracts/storefront-keys';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../app/http';
import { catalogStaleTime } from './catalog-query';

/** GET /api/v1/storefront/article/{slug} */
export async function getArticle(slug: string) {
  return (await http.get<{ data: NewsArticle }>(`/api/v1/storefront/article/${encodeURIComponent(slug)}`))
    .data.data;
}

export const useArticle = (slug: string) =>
  useQuery({
    queryKey: catalogQueryKeys.article(slug),
    queryFn: () => getArticle(slug),
    staleTime: catalogStaleTime(),
    retry: false,
  });
