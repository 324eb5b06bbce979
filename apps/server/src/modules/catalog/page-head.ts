import { catalogQueryKeys, type ProductDetails } from '@emporia/contracts/catalog';
import { type ListingQuery, listingQuerySchema } from '@emporia/contracts/listing';
import { pageTitle } from '@emporia/contracts/page-titles';
import { type ListingUrlState, listingUrlStateOf } from '@emporia/contracts/storefront-keys';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { PageHead, PageHeadProvider } from '../../platform/pages/head';
import { currencyOf } from '../settings/currency';
import { shopDescription } from '../settings/service';
import { type CachedRead, cachedCatalogRead } from './read-cache';
import { plainText } from './rich-text';
import { isReservedSlug } from './slugs';
import { homePage } from './storefront/home';
import { categoryPageRead, manufacturerPageRead } from './storefront/listing-reads';
import { newsArticleBySlug } from './storefront/news';
import { productDetailsBySlug } from './storefront/product-details';

const inLanguage = <T extends { locale: string }>(list: T[], ctx: RequestContext): T | undefined =>
  list.find((t) => t.locale === ctx.shop.defaultLanguage) ?? list[0];

function productJsonLd(
  ctx: RequestContext,
  product: ProductDetails,
  name: string,
  description: string,
  path: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku: product.sku,
    description,
    image: product.images.map((i) => i.src),
    ...(product.manufacturer ? { brand: { '@type': 'Brand', name: product.manufacturer.name } } : {}),
    offers: {
      '@type': 'Offer',
      url: path,
      priceCurrency: ctx.shop.currencyCode,
      price: product.price.toFixed(currencyOf(ctx.shop.currencyCode).decimal_digits),
      availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(product.total_reviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.total_reviews,
          },
        }
      : {}),
  };
}

async function productHead(ctx: RequestContext, slug: string): Promise<PageHead> {
  // The same cache entry as the guest's API call for this product.
  const product = (
    await cachedCatalogRead(ctx, `product|${slug}|null`, () => productDetailsBySlug(ctx, slug, null))
  ).value;
  const text = inLanguage(product.translations, ctx)!;
  const description = text.meta_description || plainText(text.description, 160);
  const canonicalPath = `/${text.slug}`;
  return {
    title: pageTitle(text.meta_title || text.name, ctx.shop.name),
    description,
    canonicalPath,
    openGraph: {
      'og:type': 'product',
      'og:title': text.name,
      'og:description': description,
      'og:site_name': ctx.shop.name,
      ...(product.images[0] ? { 'og:image': product.images[0].src } : {}),
    },
    jsonLd: productJsonLd(ctx, product, text.name, description, canonicalPath),
    preload: [{ key: [...catalogQueryKeys.product(slug)], data: product }],
  };
}

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
  const text = inLanguage(page.category.translations, ctx)!;
  const description =
    text.meta_description || plainText(text.description, 160) || `${text.name} at ${ctx.shop.name}`;
  return {
    title: pageTitle(text.meta_title || text.name, ctx.shop.name),
    description,
    canonicalPath: listingCanonicalPath(`/category/${text.slug}`, state),
    openGraph: {
      'og:type': 'website',
      'og:title': text.name,
      'og:description': description,
      'og:site_name': ctx.shop.name,
      ...(page.products[0]?.images[0] ? { 'og:image': page.products[0].images[0].src } : {}),
    },
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
  const description = `${brand.name} at ${ctx.shop.name}`;
  return {
    title: pageTitle(brand.name, ctx.shop.name),
    description,
    canonicalPath: listingCanonicalPath(`/manufacturer/${brand.slug}`, state),
    openGraph: {
      'og:type': 'website',
      'og:title': brand.name,
      'og:description': description,
      'og:site_name': ctx.shop.name,
      'og:image': brand.logo,
    },
    preload: preload
      ? [{ key: [...catalogQueryKeys.manufacturer(slug, state, ctx.shop.defaultLanguage)], data: page }]
      : [],
  };
}

async function articleHead(ctx: RequestContext, slug: string): Promise<PageHead> {
  const article = await newsArticleBySlug(ctx, slug);
  return {
    title: pageTitle(article.title, ctx.shop.name),
    description: article.summary,
    canonicalPath: `/article/${article.slug}`,
    openGraph: {
      'og:type': 'article',
      'og:title': article.title,
      'og:description': article.summary,
      'og:site_name': ctx.shop.name,
      'og:image': article.image,
    },
    preload: [{ key: [...catalogQueryKeys.article(slug)], data: article }],
  };
}

/**
 * Product pages (/{productslug}), category and manufacturer pages and news
 * articles get their title, description, canonical URL, Open Graph tags (and
 * for products Product JSON-LD) in the delivered HTML, plus the page's data;
 * the home page gets its sections. Other paths are left to the next provider.
 */
export const catalogPageHead: PageHeadProvider = async (ctx, pathname, query) => {
  const segments = pathname.split('/').filter(Boolean);
  try {
    if (segments.length === 0) {
      const [home, description] = await Promise.all([homePage(ctx, null), shopDescription(ctx)]);
      return {
        title: ctx.shop.name,
        description,
        canonicalPath: '/',
        openGraph: {
          'og:type': 'website',
          'og:title': ctx.shop.name,
          'og:description': description,
          'og:site_name': ctx.shop.name,
        },
        preload: [{ key: [...catalogQueryKeys.home()], data: home }],
      };
    }
    if (segments.length === 2) {
      const [kind, slug] = segments as [string, string];
      if (kind === 'category') return await categoryHead(ctx, slug, query);
      if (kind === 'manufacturer') return await manufacturerHead(ctx, slug, query);
      if (kind === 'article') return await articleHead(ctx, slug);
    }
    if (
      segments.length === 1 &&
      !isReservedSlug(segments[0]!, ctx.shop.adminPath) &&
      !segments[0]!.includes('.')
    ) {
      return await productHead(ctx, segments[0]!);
    }
  } catch (error) {
    // An unknown slug: the app shows its page-not-found page.
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  }
  return undefined;
};
