import type { ArticlePage } from '@emporia/contracts/blog';
import type { ProductDetails, Review } from '@emporia/contracts/catalog';
import { bookToDecimalString } from '@emporia/contracts/currency-units';
import type { ProductAccessibility } from '@emporia/contracts/product-accessibility';
import { noImagePath } from '@emporia/contracts/storefront-keys';
import type { RequestContext } from '../../kernel/context';
import { toMinor } from '../../kernel/money';

/**
 * schema.org JSON-LD of the storefront's pages, as Google's rich results read
 * it. Addresses are paths on the shop's host; the page head makes them
 * absolute with the host the page was asked at.
 */
const context = 'https://schema.org';
const organizationId = '/#organization';
/** The storefront's search page; the keyword is its `keyword` parameter (SPEC §2 search results). */
export const searchPath = '/extend/advanced-search';

export const pictures = (srcs: string[]) => srcs.filter((src) => src && src !== noImagePath);

/** Home › … › the page, as the page's own breadcrumb shows it. */
export function breadcrumbList(items: { name: string; path: string }[]) {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.path,
    })),
  };
}

/** The shop as a business, and the site with its search box (home page). */
export function shopGraph(ctx: RequestContext, logo?: string) {
  return [
    {
      '@context': context,
      '@type': 'Organization',
      '@id': organizationId,
      name: ctx.shop.name,
      url: '/',
      ...(logo ? { logo } : {}),
    },
    {
      '@context': context,
      '@type': 'WebSite',
      name: ctx.shop.name,
      url: '/',
      inLanguage: ctx.shop.defaultLanguage,
      publisher: { '@id': organizationId },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${searchPath}?keyword={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

const inStock = (product: ProductDetails) =>
  product.type === 'configurable' && product.children.length > 0
    ? product.children.some((child) => child.status === 1 && child.quantity > 0)
    : product.quantity > 0;

/** The guest's price of one unit as a decimal string, in integer arithmetic (book units, ADR 0029). */
export const offerPrice = (price: number, currencyCode: string) =>
  bookToDecimalString(toMinor(price), currencyCode);

const rating = (value: number) => ({ '@type': 'Rating', ratingValue: value, bestRating: 5, worstRating: 1 });

/** EAA Annex I information in schema.org's own properties; nothing when the product says nothing. */
export function accessibilityLd(a: ProductAccessibility) {
  return {
    ...(a.features.length ? { accessibilityFeature: a.features } : {}),
    ...(a.hazards.length ? { accessibilityHazard: a.hazards } : {}),
    ...(a.access_modes.length ? { accessMode: a.access_modes } : {}),
    ...(a.summary ? { accessibilitySummary: a.summary } : {}),
  };
}

/**
 * Product with its offer (price, currency, availability), brand, pictures and,
 * when it has approved reviews, their aggregate and the newest few.
 */
export function productLd(
  ctx: RequestContext,
  product: ProductDetails,
  text: { name: string; description: string },
  path: string,
  reviews: Review[],
) {
  const images = pictures(product.images.map((i) => i.src));
  return {
    '@context': context,
    '@type': 'Product',
    name: text.name,
    ...(text.description ? { description: text.description } : {}),
    sku: product.sku,
    url: path,
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.manufacturer ? { brand: { '@type': 'Brand', name: product.manufacturer.name } } : {}),
    offers: {
      '@type': 'Offer',
      url: path,
      price: offerPrice(product.price, ctx.shop.currencyCode),
      priceCurrency: ctx.shop.currencyCode,
      availability: inStock(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: ctx.shop.name },
    },
    ...accessibilityLd(product.accessibility),
    ...(product.total_reviews > 0
      ? {
          aggregateRating: {
            ...rating(product.rating),
            '@type': 'AggregateRating',
            reviewCount: product.total_reviews,
          },
          review: reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.author },
            datePublished: review.created_at.slice(0, 10),
            reviewBody: review.text,
            reviewRating: rating(review.rating),
          })),
        }
      : {}),
  };
}

/** An article of the Learning Center: a BlogPosting with its author, topics and dates. */
export function articleLd(ctx: RequestContext, article: ArticlePage, path: string) {
  const images = pictures([article.cover || article.image]);
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: article.title,
    ...(article.summary ? { description: article.summary } : {}),
    url: path,
    mainEntityOfPage: path,
    ...(images.length > 0 ? { image: images } : {}),
    datePublished: article.published_at,
    dateModified: article.updated_at,
    ...(article.author
      ? {
          author: {
            '@type': 'Person',
            name: article.author.name,
            url: `/blog/author/${article.author.slug}`,
          },
        }
      : { author: { '@type': 'Organization', '@id': organizationId, name: ctx.shop.name } }),
    ...(article.categories.length ? { articleSection: article.categories.map((c) => c.name) } : {}),
    publisher: { '@type': 'Organization', '@id': organizationId, name: ctx.shop.name, url: '/' },
  };
}

/** The first of a page's pictures as its Open Graph image, or nothing. */
export const firstPicture = (srcs: string[]) => {
  const [image] = pictures(srcs);
  return image ? { image } : {};
};
