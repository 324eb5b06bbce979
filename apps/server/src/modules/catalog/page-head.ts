import { catalogQueryKeys } from '@emporia/contracts/catalog';
import { type ListingQuery, listingQuerySchema } from '@emporia/contracts/listing';
import { pageTitle, storefrontPageTitles } from '@emporia/contracts/page-titles';
import { type ListingUrlState, listingUrlStateOf } from '@emporia/contracts/storefront-keys';
import type { RequestContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import type { PageHead, PageHeadProvider } from '../../kernel/pages/head';
import { plainText } from '../../kernel/rich-text';
import { movedToContentPage } from '../content-pages';
import { metaFor } from '../meta-templates';
import { alternatesOf, asSentence, shopHead, translationIn, translationOfSlug } from '../reach';
import { shopDescription } from '../settings';
import { productHead } from './product-head';
import type { CachedRead } from './read-cache';
import { isReservedSlug } from './slugs';
import { categoryTree } from './storefront/category-page';
import { homePage } from './storefront/home';
import { categoryPageRead, manufacturerPageRead } from './storefront/listing-reads';
import { breadcrumbList, firstPicture, shopGraph } from './structured-data';

/**
 * The canonical address of a listing (ADR 0024): a filtered or re-sorted view
 * shows the same products as the listing itself and points at its first page;
 * the plain listing's later pages hold other products and are their own.
 */
export function listingCanonicalPath(basePath: string, state: ListingUrlState): string {
  const plain = state.flt === '' && state.sortby === 'best_match';
  return plain && state.page > 1 ? `${basePath}?page=${state.page}` : basePath;
}

/**
 * The listing page the address asks for, and whether it may be preloaded. A
 * filter the listing refuses (400) preloads nothing, so the page asks itself
 * and shows the refusal; the head then describes the plain listing.
 */
async function listingOfAddress<T>(
  state: ListingUrlState,
  read: (query: ListingQuery) => Promise<CachedRead<T>>,
): Promise<{ page: T; preload: boolean }> {
  const asked = listingQuerySchema.safeParse(state);
  if (asked.success) {
    try {
      return { page: (await read(asked.data)).value, preload: true };
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 400)) throw error;
    }
  }
  return { page: (await read(listingQuerySchema.parse({}))).value, preload: false };
}

async function categoryHead(ctx: RequestContext, slug: string, params: URLSearchParams): Promise<PageHead> {
  const state = listingUrlStateOf(params);
  // The same cache entries as the guest's API calls for this listing.
  const { page, preload } = await listingOfAddress(state, (query) =>
    categoryPageRead(ctx, slug, query, null),
  );
  const category = page.category;
  const text = translationOfSlug(ctx, category.translations, slug)!;
  const meta = await metaFor(ctx, 'category', {
    name: text.meta_title || text.name,
    description:
      text.meta_description.trim() ||
      plainText(text.description, 160) ||
      asSentence(`${text.name} at ${ctx.shop.name}`),
    page: state.page > 1 ? state.page : '',
  });
  const path = `/category/${text.slug}`;
  const parents = category.path.map((parent) => translationIn(ctx, parent.translations, text.locale)!);
  return {
    title: meta.title,
    ...(meta.description ? { description: meta.description } : {}),
    canonicalPath: listingCanonicalPath(path, state),
    ...shopHead(ctx, text.locale),
    alternates: alternatesOf(ctx, category.translations, (s) =>
      listingCanonicalPath(`/category/${s}`, state),
    ),
    ...firstPicture([category.image, ...page.products.map((p) => p.images[0]?.src ?? '')]),
    openGraph: { 'og:title': text.name },
    jsonLd: breadcrumbList([
      { name: 'Home', path: '/' },
      ...parents.map((parent) => ({ name: parent.name, path: `/category/${parent.slug}` })),
      { name: text.name, path },
    ]),
    preload: preload
      ? [{ key: [...catalogQueryKeys.category(slug, state, ctx.shop.defaultLanguage)], data: page }]
      : [],
  };
}

async function manufacturerHead(
  ctx: RequestContext,
  slug: string,
  params: URLSearchParams,
): Promise<PageHead> {
  const state = listingUrlStateOf(params);
  const { page, preload } = await listingOfAddress(state, (query) =>
    manufacturerPageRead(ctx, slug, query, null),
  );
  const brand = page.manufacturer;
  const path = `/manufacturer/${brand.slug}`;
  // Brands have no text of their own yet: the template's default says 'Brand at Shop.'.
  const meta = await metaFor(ctx, 'manufacturer', { name: brand.name });
  return {
    title: meta.title,
    ...(meta.description ? { description: meta.description } : {}),
    canonicalPath: listingCanonicalPath(path, state),
    ...shopHead(ctx),
    ...firstPicture([brand.logo, ...page.products.map((p) => p.images[0]?.src ?? '')]),
    openGraph: { 'og:title': brand.name },
    jsonLd: breadcrumbList([
      { name: 'Home', path: '/' },
      { name: brand.name, path },
    ]),
    preload: preload
      ? [{ key: [...catalogQueryKeys.manufacturer(slug, state, ctx.shop.defaultLanguage)], data: page }]
      : [],
  };
}

async function homeHead(ctx: RequestContext): Promise<PageHead> {
  // The category strip renders above the sections: without its data the server's page would
  // grow by the strip's height once the browser fetched it, shifting everything below.
  const [home, categories, description] = await Promise.all([
    homePage(ctx, null),
    categoryTree(ctx),
    shopDescription(ctx),
  ]);
  const meta = await metaFor(ctx, 'home', { description });
  return {
    title: meta.title,
    ...(meta.description ? { description: meta.description } : {}),
    canonicalPath: '/',
    ...shopHead(ctx),
    jsonLd: shopGraph(ctx),
    preload: [
      { key: [...catalogQueryKeys.home()], data: home },
      { key: [...catalogQueryKeys.categories()], data: categories },
    ],
  };
}

/**
 * The home page, product pages (/{productslug}), category and manufacturer
 * pages get their title, description, canonical URL,
 * Open Graph and Twitter tags and JSON-LD in the delivered HTML, plus the
 * page's data (ADR 0045). Other paths are left to the next provider.
 */
export const catalogPageHead: PageHeadProvider = async (ctx, pathname, query) => {
  const segments = pathname.split('/').filter(Boolean);
  try {
    if (segments.length === 0) return await homeHead(ctx);
    if (segments.length === 2) {
      const [kind, slug] = segments as [string, string];
      if (kind === 'category') return await categoryHead(ctx, slug, query);
      if (kind === 'manufacturer') return await manufacturerHead(ctx, slug, query);
    }
    if (
      segments.length === 1 &&
      !isReservedSlug(segments[0]!, ctx.shop.adminPath) &&
      !segments[0]!.includes('.')
    ) {
      return await productHead(ctx, segments[0]!);
    }
  } catch (error) {
    // An unknown slug: the shopper is sent to the page-not-found page, as the app does, unless one
    // of the shop's pages has it (/about-us → /pages/about-us, ADR 0108).
    if (error instanceof AppError && error.statusCode === 404) {
      const page = segments.length === 1 ? await movedToContentPage(ctx, segments[0]!) : undefined;
      if (page) return { title: '', movedTo: page };
      return {
        title: pageTitle(storefrontPageTitles['page-not-found'], ctx.shop.name),
        robots: 'noindex',
        ...shopHead(ctx),
        notFound: true,
      };
    }
    throw error;
  }
  return undefined;
};
