import { pageTitle, storefrontPageTitles } from '@emporia/contracts/page-titles';
import type { PageBoot } from '@emporia/contracts/shop';
import type { RequestContext } from '../context';

/** What the server writes into a delivered page's <head>, plus data the first paint may use. */
export interface PageHead {
  title: string;
  description?: string;
  canonicalPath?: string;
  openGraph?: Record<string, string>;
  jsonLd?: unknown;
  robots?: string;
  /** TanStack Query cache entries (key → data) so the first page needs no extra call. */
  preload?: { key: unknown[]; data: unknown }[];
}

/**
 * An area that owns dynamic pages (product, category, …) answers for the paths
 * it knows and returns undefined for the others. Tried in registration order.
 * `query` is the address's query (a listing's filters, sort and page).
 */
export type PageHeadProvider = (
  ctx: RequestContext,
  pathname: string,
  query: URLSearchParams,
) => Promise<PageHead | undefined>;

export function staticPageHead(ctx: RequestContext, pathname: string): PageHead {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  const adminRoot = ctx.shop.adminPath.replace(/^\//, '');
  if (trimmed === adminRoot || trimmed.startsWith(`${adminRoot}/`)) {
    return { title: pageTitle('Admin', ctx.shop.name), robots: 'noindex' };
  }
  const title = storefrontPageTitles[trimmed];
  return { title: trimmed === '' ? ctx.shop.name : pageTitle(title, ctx.shop.name) };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON that is safe inside a <script> element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function renderPage(template: string, head: PageHead, boot: PageBoot, origin: string): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
  if (head.canonicalPath)
    tags.push(`<link rel="canonical" href="${escapeHtml(origin + head.canonicalPath)}">`);
  for (const [property, content] of Object.entries(head.openGraph ?? {})) {
    tags.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`);
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  const bootJson = scriptJson({ ...boot, preload: head.preload ?? [] });
  return template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace('<!--emporia-head-->', tags.join(''))
    .replace('<!--emporia-boot-->', `<script type="application/json" id="emporia-boot">${bootJson}</script>`);
}
