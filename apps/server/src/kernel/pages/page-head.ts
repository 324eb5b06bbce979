/** What the server writes into a delivered page's <head>, plus data the first paint may use. */
export interface PageHead {
  title: string;
  description?: string;
  /** The address search engines should index for this page: a path on the host asked (ADR 0045). */
  canonicalPath?: string;
  /** Open Graph properties to add, or to override those derived from the fields here. */
  openGraph?: Record<string, string>;
  /**
   * One JSON-LD object or a list (a script each). Addresses under url, item,
   * image, logo, @id and urlTemplate may be paths on the shop's host.
   */
  jsonLd?: unknown;
  /** e.g. `noindex`: pages that must not appear in search results (ADR 0045). */
  robots?: string;
  /** The shop's name: og:site_name. Storefront pages set it and get Open Graph and Twitter tags. */
  siteName?: string;
  /** The page's language (en, en-GB): the shop's, or the one its translated slug is in. og:locale. */
  language?: string;
  /** The page's picture, a path on the shop's host or an absolute URL: og:image and the large Twitter card. */
  image?: string;
  /** The page in each of its languages, the shop's default first: hreflang alternates. */
  alternates?: { language: string; path: string }[];
  /** TanStack Query cache entries (key → data) so the first page needs no extra call. */
  preload?: { key: unknown[]; data: unknown }[];
  /** The address names something that does not exist: the page is the shop's not-found page. */
  notFound?: boolean;
  /** The thing moved (a renamed article's old slug): answered 301 to this path. */
  movedTo?: string;
  /**
   * The shop's theme (storefront pages only, ADR 0054): CSS custom properties written after the
   * stylesheet, and the version of the shop's own icon. Part of the page's data, so of its ETag.
   */
  theme?: { css: string; iconVersion?: string };
}
