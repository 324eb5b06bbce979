import type { ArticlePage, BlogList } from '@emporia/contracts/blog';
import { blogQueryKeys } from '@emporia/contracts/blog';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { catalogStaleTime } from '../catalog/api/catalog-query';

export type BlogListKind = 'posts' | 'category' | 'author' | 'search';

/** GET /api/v1/storefront/blog/{posts | category/{slug} | author/{slug} | search} */
export function useBlogList(kind: BlogListKind, slug: string, page: number, keyword: string) {
  const path = kind === 'posts' || kind === 'search' ? kind : `${kind}/${encodeURIComponent(slug)}`;
  return useQuery({
    queryKey: blogQueryKeys.list(kind, slug, page, keyword),
    queryFn: async () =>
      (
        await http.get<{ data: BlogList }>(`/api/v1/storefront/blog/${path}`, {
          params: { page, ...(keyword ? { keyword } : {}) },
        })
      ).data.data,
    // Another page of the same list keeps showing the last one while it loads.
    placeholderData: (previous, query) =>
      query?.queryKey[1] === kind && query.queryKey[2] === slug ? previous : undefined,
    enabled: kind !== 'search' || keyword !== '',
    staleTime: catalogStaleTime(),
    retry: false,
  });
}

/** GET /api/v1/storefront/article/{slug} */
export const useArticlePage = (slug: string) =>
  useQuery({
    queryKey: blogQueryKeys.article(slug),
    queryFn: async () =>
      (await http.get<{ data: ArticlePage }>(`/api/v1/storefront/article/${encodeURIComponent(slug)}`)).data
        .data,
    staleTime: catalogStaleTime(),
    retry: false,
  });
