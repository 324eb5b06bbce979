import { pageTitle, storefrontPageTitles } from '@emporia/contracts/page-titles';
import type { PageBoot } from '@emporia/contracts/shop';
import type { RequestContext } from '../context';
import { escapeHtml, headTags, scriptJson } from './head-tags';
import type { PageHead } from './page-head';

export type { PageHead } from './page-head';
export { headTags, scriptJson };

/**
 * An area that owns dynamic pages (product, category, …) answers for the paths
 * it knows and returns undefined for the others. Tried in registration order.
 * `query` is the address's query (a listing's filters, sort and page).
 */
export type PageHeadProvider = (
  ctx: RequestContext,
  pathname: string,
  query: URLSearchParams,
  /** The shopper's language (their cookie's, when the shop offers it; else the default). */
  shopperLanguage?: string,
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

/** What a server-rendered page adds to the delivered document. */
export interface RenderedDocument {
  /** The language the body was rendered in (<html lang>). */
  language: string;
  /** Route data the browser's router starts from (see the web app's main.tsx). */
  hydration: unknown;
  /** Styles written into the page so the first paint needs no stylesheet request. */
  inlineCss?: string;
  /**
   * The address of the stylesheet `inlineCss` holds: its link is the one replaced. Other
   * stylesheets of the first load (a chunk's own, such as the product cards') stay linked.
   */
  inlineCssHref?: string;
}

const rootElement = '<div id="root"></div>';

/**
 * The delivered document around the app's root element: everything before the
 * server-rendered body and everything after it. Without `rendered` the body is empty
 * and the browser renders the app itself.
 */
export function pageDocument(
  template: string,
  head: PageHead,
  boot: PageBoot,
  origin: string,
  rendered?: RenderedDocument,
): { before: string; after: string } {
  const bootJson = scriptJson({
    ...boot,
    preload: head.preload ?? [],
    ...(rendered ? { rendered: { hydration: rendered.hydration, language: rendered.language } } : {}),
  });
  let html = template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace('<!--emporia-head-->', headTags(head, origin))
    .replace('<!--emporia-boot-->', `<script type="application/json" id="emporia-boot">${bootJson}</script>`);
  if (rendered) {
    html = html.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(rendered.language)}"`);
    if (rendered.inlineCss) html = inlineStylesheet(html, rendered.inlineCss, rendered.inlineCssHref);
  }
  if (head.theme) {
    const tags = themeTags(head.theme);
    html = html.replace('</head>', () => `${tags}</head>`);
  }
  const at = html.indexOf(rootElement);
  if (at < 0) return { before: html, after: '' };
  const open = rootElement.length - '</div>'.length;
  return { before: html.slice(0, at + open), after: html.slice(at + open) };
}

/**
 * The theme's style element, last in the head so its rules follow Bootstrap's at equal
 * specificity (the admin's live preview replaces its text by id), and the shop's own icon.
 */
function themeTags(theme: NonNullable<PageHead['theme']>): string {
  const css = theme.css.replace(/<\/style/gi, '<\\/style');
  const icon = theme.iconVersion
    ? `<link rel="icon" href="/favicon.ico?v=${encodeURIComponent(theme.iconVersion)}">`
    : '';
  return `${icon}<style id="shop-theme">${css}</style>`;
}

/** Replaces the render-blocking link of the inlined stylesheet (`href`, else the first) with its styles. */
function inlineStylesheet(html: string, css: string, href?: string): string {
  const safe = css.replace(/<\/style/gi, '<\\/style');
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  const link = (href && links.find((tag) => tag.includes(`href="${href}"`))) || links[0];
  return link ? html.replace(link, () => `<style>${safe}</style>`) : html;
}

/** The client-rendered page: the document with an empty root element. */
export function renderPage(template: string, head: PageHead, boot: PageBoot, origin: string): string {
  const { before, after } = pageDocument(template, head, boot, origin);
  return before + after;
}
