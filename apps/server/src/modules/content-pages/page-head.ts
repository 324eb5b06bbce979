import { contentPagePath, contentPageQueryKeys } from '@emporia/contracts/content-page-keys';
import { pageTitle, storefrontPageTitles } from '@emporia/contracts/page-titles';
import type { RequestContext } from '../../kernel/context';
import type { PageHead, PageHeadProvider } from '../../kernel/pages/head';
import { plainText } from '../../kernel/rich-text';
import { breadcrumbList, cachedCatalogRead } from '../catalog';
import { metaFor } from '../meta-templates';
import { shopHead } from '../reach';
import { findShownPage, viewOf } from './storefront';

/** The page at its address: in the language its handle is in, with its other languages as alternates. */
async function headOf(ctx: RequestContext, handle: string): Promise<PageHead> {
  const found = (
    await cachedCatalogRead(ctx, `content-page-head|${handle}`, async (reader) => {
      const page = await findShownPage(reader, handle);
      return page && { ...page, view: viewOf(page.row, page.language) };
    })
  ).value;
  if (!found) {
    return {
      title: pageTitle(storefrontPageTitles['page-not-found'], ctx.shop.name),
      robots: 'noindex',
      ...shopHead(ctx),
      notFound: true,
    };
  }
  const { row, view, language = ctx.shop.defaultLanguage } = found;
  // A former handle: search engines and old links move to the current address for good.
  if (found.moved) return { title: view.title, movedTo: contentPagePath(row.handle) };
  const path = contentPagePath(handle);
  // The shop's page template (admin appearance/meta), built in: "{name} | {shop}".
  const meta = await metaFor(ctx, 'page', {
    name: view.seo_title || view.title,
    description: view.seo_description || plainText(view.body, 160),
  });
  const alternates = [
    { language: ctx.shop.defaultLanguage, path: contentPagePath(row.handle) },
    ...Object.entries(row.translations)
      .filter(([, text]) => text.handle)
      .map(([locale, text]) => ({ language: locale, path: contentPagePath(text.handle) })),
  ];
  return {
    title: meta.title,
    ...(meta.description ? { description: meta.description } : {}),
    canonicalPath: path,
    ...shopHead(ctx, language),
    ...(alternates.length > 1 ? { alternates } : {}),
    jsonLd: breadcrumbList([
      { name: 'Home', path: '/' },
      { name: view.title, path },
    ]),
    preload: [{ key: [...contentPageQueryKeys.page(handle, language)], data: view }],
  };
}

/** /pages/{handle}: the shop's own pages (About us, policies…); a made-up handle is the not-found page. */
export const contentPageHead: PageHeadProvider = async (ctx, pathname) => {
  const [first, handle, ...rest] = pathname.split('/').filter(Boolean);
  if (first !== 'pages' || !handle || rest.length) return undefined;
  return headOf(ctx, handle);
};
