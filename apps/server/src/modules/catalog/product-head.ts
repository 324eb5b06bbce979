import { catalogQueryKeys } from '@emporia/contracts/catalog';
import type { RequestContext } from '../../kernel/context';
import { toMinor } from '../../kernel/money';
import { formatMoney } from '../../kernel/money-format';
import type { PageHead } from '../../kernel/pages/head';
import { plainText } from '../../kernel/rich-text';
import { metaFor } from '../meta-templates';
import { alternatesOf, shopHead, translationIn, translationOfSlug } from '../reach';
import { currencyByCode } from '../store-settings';
import { cachedCatalogRead } from './read-cache';
import { approvedReviews } from './reviews/service';
import { productDetailsBySlug } from './storefront/product-details';
import { breadcrumbList, offerPrice, pictures, productLd } from './structured-data';

/** Reviews written into the product's JSON-LD: the newest few, as the page's first page lists them. */
const reviewsInJsonLd = 5;

/**
 * /{productslug}: title, description (the merchant's meta description, else
 * the description's text), canonical URL in the slug's language with its
 * other languages as alternates, Open Graph and Twitter with the first
 * picture, Product and BreadcrumbList JSON-LD, and the page's data (product
 * and first page of reviews) preloaded.
 */
export async function productHead(ctx: RequestContext, slug: string): Promise<PageHead> {
  // The same cache entries as the guest's API calls for this product and its reviews.
  const product = (
    await cachedCatalogRead(ctx, `product|${slug}|null`, (reader) => productDetailsBySlug(reader, slug, null))
  ).value;
  const reviews =
    product.total_reviews > 0
      ? (
          await cachedCatalogRead(ctx, `reviews|${product.id}|1`, (reader) =>
            approvedReviews(reader, product.id, 1),
          )
        ).value
      : undefined;
  const text = translationOfSlug(ctx, product.translations, slug)!;
  const description = text.meta_description.trim() || plainText(text.description, 160);
  const path = `/${text.slug}`;
  const category =
    product.categories[0] && translationIn(ctx, product.categories[0].translations, text.locale);
  const image = pictures(product.images.map((i) => i.src))[0];
  const meta = await metaFor(ctx, 'product', {
    name: text.meta_title || text.name,
    description,
    price: formatMoney(toMinor(product.price), await currencyByCode(ctx, ctx.shop.currencyCode)),
    category: category?.name,
    manufacturer: product.manufacturer?.name,
    sku: product.sku,
  });
  return {
    title: meta.title,
    ...(meta.description ? { description: meta.description } : {}),
    canonicalPath: path,
    ...shopHead(ctx, text.locale),
    alternates: alternatesOf(ctx, product.translations, (s) => `/${s}`),
    ...(image ? { image } : {}),
    openGraph: {
      'og:type': 'product',
      'og:title': text.name,
      'product:price:amount': offerPrice(product.price, ctx.shop.currencyCode),
      'product:price:currency': ctx.shop.currencyCode,
    },
    jsonLd: [
      productLd(
        ctx,
        product,
        { name: text.name, description },
        path,
        (reviews?.reviews ?? []).slice(0, reviewsInJsonLd),
      ),
      breadcrumbList([
        { name: 'Home', path: '/' },
        ...(category ? [{ name: category.name, path: `/category/${category.slug}` }] : []),
        { name: text.name, path },
      ]),
    ],
    preload: [
      { key: [...catalogQueryKeys.product(slug)], data: product },
      ...(reviews ? [{ key: [...catalogQueryKeys.reviews(product.id, 1)], data: reviews }] : []),
    ],
  };
}
