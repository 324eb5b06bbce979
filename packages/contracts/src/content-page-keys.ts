/**
 * The query-cache key of a storefront page (/pages/{handle}), shared by the server's preloaded
 * data and the page's read. Plain data without zod: the page loads it on a first load (ADR 0047).
 */
export const contentPageQueryKeys = {
  page: (handle: string, locale: string) => ['content-page', handle, locale] as const,
};

/** A page's storefront address. */
export const contentPagePath = (handle: string) => `/pages/${encodeURIComponent(handle)}`;
