import type { ArticlePage, BlogList } from '@emporia/contracts/blog';
import { blogQueryKeys } from '@emporia/contracts/blog-keys';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { useTranslation } from '../../../app/translation';
import { catalogStaleTime } from '../catalog/api/catalog-query';

export type BlogListKind = 'posts' | 'category' | 'author' | 'search';

/** GET /api/v1/storefront/blog/{posts | category/{slug} | author/{slug} | search} */
export function useBlogList(kind: BlogListKind, slug: string, page: number, keyword: string) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const path = kind === 'posts' || kind === 'search' ? kind : `${kind}/${encodeURIComponent(slug)}`;
  return useQuery({
    queryKey: blogQueryKeys.list(kind, slug, page, keyword, locale),
    queryFn: async () =>
      (
        await http.get<{ data: BlogList }>(`/api/v1/storefront/blog/${path}`, {
          params: { page, ...(keyword ? { keyword } : {}), locale },
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

/** GET /api/v1/storefront/article/{slug}, in the shopper's language where the article has it. */
export function useArticlePage(slug: string) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useQuery({
    queryKey: blogQueryKeys.article(slug, locale),
    queryFn: async () =>
      (
        await http.get<{ data: ArticlePage }>(`/api/v1/storefront/article/${encodeURIComponent(slug)}`, {
          params: { locale },
        })
      ).data.data,
    staleTime: catalogStaleTime(),
    retry: false,
  });
}
