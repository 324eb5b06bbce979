/**
 * The blog's query-cache keys, shared by the server's preloaded data and the storefront's reads.
 * Plain data without zod: the blog's pages load it on their first load (ADR 0047).
 */
export const blogQueryKeys = {
  list: (
    kind: 'posts' | 'category' | 'author' | 'search',
    slug: string,
    page: number,
    keyword: string,
    locale: string,
  ) => ['blog', kind, slug, page, keyword, locale] as const,
  article: (slug: string, locale: string) => ['blog', 'article', slug, locale] as const,
};
