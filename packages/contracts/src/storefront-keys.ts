/**
 * Plain values the storefront's first load needs (headers, query keys,
 * fallbacks). Kept apart from the zod schemas so importing them does not put
 * zod into the entry chunk; the schema files re-export them.
 */
export const cartTokenHeader = 'x-cart-token';
export const idempotencyKeyHeader = 'idempotency-key';
/**
 * The header that carries an order's key: the signed pass to its public pages
 * (success page, invoice, tracking, returns) for a shopper who is not signed in
 * as its owner. The key comes with placement, with the track-order and
 * return-exchange forms (reference plus e-mail), and in the order e-mails' links
 * as `?key=` (ADR 0016).
 */
export const orderKeyHeader = 'x-order-key';
/** The public order pages whose links may carry `?key=`. */
export const keyedOrderPages = ['checkout-success', 'invoice', 'track-order', 'return-exchange'] as const;

/** Where a missing picture points (SPEC §9). */
export const noImagePath = '/storage/store/no-image.png';

/** SPEC §9 sort options of product listings and search. */
export const productSortOptions = [
  'best_match',
  'name_a_z',
  'name_z_a',
  'lowest_first',
  'highest_first',
  'date_asc',
  'date_desc',
] as const;
export type ProductSort = (typeof productSortOptions)[number];

export const catalogQueryKeys = {
  home: () => ['catalog', 'home'] as const,
  product: (slug: string) => ['catalog', 'product', slug] as const,
  category: (slug: string, sortby: ProductSort, page: number) =>
    ['catalog', 'category', slug, sortby, page] as const,
  manufacturer: (slug: string, sortby: ProductSort, page: number) =>
    ['catalog', 'manufacturer', slug, sortby, page] as const,
  reviews: (productId: number, page: number) => ['catalog', 'reviews', productId, page] as const,
};
