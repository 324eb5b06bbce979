import { catalogQueryKeys, type ProductDetails } from '@emporia/contracts/catalog';
import { pageTitle } from '@emporia/contracts/page-titles';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { PageHead, PageHeadProvider } from '../../platform/pages/head';
import { currencyOf } from '../settings/currency';
import { cachedCatalogRead } from './read-cache';
import { plainText } from './rich-text';
import { isReservedSlug } from './slugs';
import { categoryPage } from './storefront/category-page';
import { homePage } from './storefront/home';
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

async function categoryHead(ctx: RequestContext, slug: string): Promise<PageHead> {
  const query = { sortby: 'best_match' as const, page: 1 };
  const page = (
    await cachedCatalogRead(ctx, `category|${slug}|${JSON.stringify(query)}|null`, () =>
      categoryPage(ctx, slug, query, null),
    )
  ).value;
  const text = inLanguage(page.category.translations, ctx)!;
  const description =
    text.meta_description || plainText(text.description, 160) || `${text.name} at ${ctx.shop.name}`;
  return {
    title: pageTitle(text.meta_title || text.name, ctx.shop.name),
    description,
    canonicalPath: `/category/${text.slug}`,
    openGraph: {
      'og:type': 'website',
      'og:title': text.name,
      'og:description': description,
      'og:site_name': ctx.shop.name,
      ...(page.products[0]?.images[0] ? { 'og:image': page.products[0].images[0].src } : {}),
    },
    preload: [{ key: [...catalogQueryKeys.category(slug, 'best_match', 1)], data: page }],
  };
}

/**
 * Product pages (/{productslug}) and category pages (/category/{slug}) get
 * their title, description, canonical URL, Open Graph tags (and for products
 * Product JSON-LD) in the delivered HTML, plus the page's data; the home page
 * gets its sections. Other paths are left to the next provider.
 */
export const catalogPageHead: PageHeadProvider = async (ctx, pathname) => {
  const segments = pathname.split('/').filter(Boolean);
  try {
    if (segments.length === 0) {
      return {
        title: ctx.shop.name,
        preload: [{ key: [...catalogQueryKeys.home()], data: await homePage(ctx, null) }],
      };
    }
    if (segments.length === 2 && segments[0] === 'category') return await categoryHead(ctx, segments[1]!);
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
