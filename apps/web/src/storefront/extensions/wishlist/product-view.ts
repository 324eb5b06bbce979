import { noImagePath } from '@emporia/contracts/storefront-keys';
import type { WishlistProduct } from '@emporia/contracts/wishlist';

/** The product's name and slug in the shopper's language, else the first one it has. */
export function translationOf(product: WishlistProduct, language: string) {
  const match = product.translations.find((t) => t.locale === language) ?? product.translations[0];
  return { name: match?.name ?? product.sku, slug: match?.slug ?? '' };
}

/** SPEC §9: wishlist cards use the small image size and fall back to the no-image picture. */
export const smallImageOf = (product: WishlistProduct) => product.images[0]?.small ?? noImagePath;
