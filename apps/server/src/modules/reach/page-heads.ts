import type { MetaRoute } from '@emporia/contracts/meta-templates';
import { pageTitle, storefrontPageTitles } from '@emporia/contracts/page-titles';
import { listingUrlStateOf } from '@emporia/contracts/storefront-keys';
import type { RequestContext } from '../../kernel/context';
import type { PageHead, PageHeadProvider } from '../../kernel/pages/head';
import { searchPath } from '../catalog';
import { metaFor } from '../meta-templates';
import { shopDescription } from '../settings';
import { shopHead } from './shop-head';

/**
 * How a storefront page without data of its own is indexed (ADR 0045): its
 * title key in `storefrontPageTitles`, and its canonical address — an
 * address that only redirects points at the page it opens. Pages not listed
 * here are kept out of search results.
 */
const indexedPages: Record<string, { canonical: string; title: string }> = {
  'contact-us': { canonical: '/contact-us', title: 'contact-us' },
  blog: { canonical: '/blog/posts', title: 'blog/posts' },
  'track-order': { canonical: '/track-order/form', title: 'track-order/form' },
  'track-order/form': { canonical: '/track-order/form', title: 'track-order/form' },
  'return-exchange': { canonical: '/return-exchange/form', title: 'return-exchange/form' },
  'return-exchange/form': { canonical: '/return-exchange/form', title: 'return-exchange/form' },
};

/** The home page and the pages above at their own address: the pages sitemap. */
export const indexedPagePaths = ['/', ...new Set(Object.values(indexedPages).map((page) => page.canonical))];

/** Addresses that redirect to a child page: titled as the page they open. */
const redirects: Record<string, string> = {
  account: 'account/orders/list',
  'account/orders': 'account/orders/list',
  'account/address-book': 'account/address-book/details',
};

/**
 * Pages a search engine must not list, as one fixed address each: the cart,
 * checkout, sign-in and account pages and other forms. They are their own
 * canonical (no contradiction with noindex).
 */
const unlistedPages = new Set([
  'login',
  'register',
  'forgot-password',
  'cart',
  'checkout',
  'unsubscribe',
  'newsletter/confirm',
  ...Object.keys(redirects),
]);

/**
 * Pages whose address names a shopper's order, token or list, or an action:
 * kept out of search results, and no canonical or og:url repeats the address.
 */
const privatePages = [
  /^account\/orders\/details\/[^/]+$/,
  /^account\/address-book\/edit\/[^/]+$/,
  /^(reset-password|checkout-success|invoice)\/[^/]+$/,
  /^(track-order|return-exchange)\/[^/]+$/,
  /^auth\/callback$/,
  /^logout$/,
  /^extend\/wishlist$/,
];

const noindex = 'noindex';

/** The head of the search results for `keyword`: the plain first search is listed; filtered, sorted or empty ones are not. */
function searchHead(ctx: RequestContext, keyword: string, query: URLSearchParams): PageHead {
  const { flt, sortby, page } = listingUrlStateOf(query);
  // The title is the shop's search template's, filled in storefrontPageHead (metaRouteOf).
  const title = pageTitle(keyword ? `${keyword} Search Results` : 'Search Results', ctx.shop.name);
  if (!keyword || flt !== '' || sortby !== 'best_match') return { title, robots: noindex, ...shopHead(ctx) };
  const canonical = new URLSearchParams({ keyword, ...(page > 1 ? { page: String(page) } : {}) });
  return { title, canonicalPath: `${searchPath}?${canonical}`, ...shopHead(ctx) };
}

function storefrontHead(ctx: RequestContext, path: string, query: URLSearchParams): PageHead {
  if (path === 'extend/advanced-search') return searchHead(ctx, query.get('keyword')?.trim() ?? '', query);
  const oldSearch = /^search-result\/([^/]+)$/.exec(path);
  if (oldSearch) return searchHead(ctx, oldSearch[1]!.trim(), query);
  const head = (titleKey: string, rest: Partial<PageHead>): PageHead => ({
    title: pageTitle(storefrontPageTitles[titleKey], ctx.shop.name),
    ...shopHead(ctx),
    ...rest,
  });
  const listed = indexedPages[path];
  if (listed) return head(listed.title, { canonicalPath: listed.canonical });
  if (privatePages.some((pattern) => pattern.test(path)))
    return head(path.replace(/^(checkout-success)\/[^/]+$/, '$1'), { robots: noindex });
  if (unlistedPages.has(path) || path.startsWith('account/') || path.startsWith('product-review-write/')) {
    return head(redirects[path] ?? path, { robots: noindex, canonicalPath: `/${path}` });
  }
  // Any other address is the page-not-found page, or shows it (SPEC §2).
  return head('page-not-found', { robots: noindex });
}

/**
 * Every storefront page the catalogue does not own (search results, cart,
 * account, forms, page-not-found): title, whether it is indexed, canonical
 * address, the shop's description and its Open Graph and Twitter tags
 * (ADR 0045). The admin is left to the page delivery's own head.
 */
export const storefrontPageHead: PageHeadProvider = async (ctx, pathname, query) => {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const adminRoot = ctx.shop.adminPath.replace(/^\//, '');
  if (path === adminRoot || path.startsWith(`${adminRoot}/`)) return undefined;
  const head = { ...storefrontHead(ctx, path, query), description: await shopDescription(ctx) };
  const templated = metaRouteOf(path, query);
  if (!templated) return head;
  const meta = await metaFor(ctx, templated.route, { ...templated.values, description: head.description });
  return { ...head, title: meta.title, ...(meta.description ? { description: meta.description } : {}) };
};

/** The pages here whose title and description follow the shop's meta templates (admin appearance/meta). */
function metaRouteOf(
  path: string,
  query: URLSearchParams,
): { route: MetaRoute; values: Record<string, string> } | undefined {
  if (path === 'extend/advanced-search')
    return { route: 'search', values: { keyword: query.get('keyword')?.trim() ?? '' } };
  const oldSearch = /^search-result\/([^/]+)$/.exec(path);
  if (oldSearch) return { route: 'search', values: { keyword: oldSearch[1]!.trim() } };
  if (path === 'blog' || path === 'blog/posts') return { route: 'blog', values: {} };
  return undefined;
}
