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

/**
 * The state of a category or manufacturer listing as its URL holds it (SPEC §2:
 * flt, sortby, page), read the same way by the page and by the server that
 * preloads the page's data into the delivered HTML.
 */
export interface ListingUrlState {
  flt: string;
  sortby: ProductSort;
  page: number;
}

export function listingUrlStateOf(params: URLSearchParams): ListingUrlState {
  const sortby = params.get('sortby') ?? '';
  const page = Number(params.get('page'));
  return {
    flt: params.get('flt') ?? '',
    sortby: (productSortOptions as readonly string[]).includes(sortby)
      ? (sortby as ProductSort)
      : 'best_match',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export const catalogQueryKeys = {
  home: () => ['catalog', 'home'] as const,
  /** The shown category tree (header menu, home page strip). */
  categories: () => ['catalog', 'categories'] as const,
  product: (slug: string) => ['catalog', 'product', slug] as const,
  /** `locale`: the filter labels' language (the server preloads the shop's default language). */
  category: (slug: string, { flt, sortby, page }: ListingUrlState, locale: string) =>
    ['catalog', 'category', slug, flt, sortby, page, locale] as const,
  manufacturer: (slug: string, { flt, sortby, page }: ListingUrlState, locale: string) =>
    ['catalog', 'manufacturer', slug, flt, sortby, page, locale] as const,
  reviews: (productId: number, page: number) => ['catalog', 'reviews', productId, page] as const,
};
