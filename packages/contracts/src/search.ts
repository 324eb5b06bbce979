import { z } from 'zod';
import './messages';
import {
  manufacturerRefSchema,
  nameSlugTranslationSchema,
  productImageSchema,
  productTypeSchema,
} from './catalog';
import { listingFacetsSchema, listingQuerySchema } from './listing';
import { searchTermSchema } from './primitives';

/**
 * The storefront search service (SPEC §2 search results, §3 search data,
 * §7 search call, §9 constants): GET /api/v1/{store subdomain}/advanced-search.
 */

/** SPEC §2 search query: a listing's query plus the keyword. */
export const searchQuerySchema = listingQuerySchema.extend({
  /** Longer keywords are refused rather than cut. */
  keyword: searchTermSchema.default(''),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;
export type SearchQueryParsed = z.output<typeof searchQuerySchema>;

export const searchPathParamsSchema = z.object({ subdomain: z.string().max(100) });

/** SPEC §3 search hit (plus quantity_discount_status, which the product card needs). */
export const searchHitSchema = z.object({
  store_product_id: z.number().int(),
  type: productTypeSchema,
  sku: z.string(),
  quantity: z.number().int(),
  quantity_discount_status: z.number().int(),
  /** Never empty: a product without pictures gets the no-image picture (SPEC §9). */
  images: z.array(productImageSchema),
  manufacturer: manufacturerRefSchema.nullable(),
  translations: z.array(nameSlugTranslationSchema),
  /** Regular price. */
  price: z.number(),
  /** The running sale price, or null. */
  sale_price: z.number().nullable(),
  tax_class_id: z.number().int().nullable(),
  /** Mean of approved ratings with one decimal, 0 without reviews. */
  rating: z.number(),
  total_reviews: z.number().int(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** SPEC §3 search response. */
export const searchResponseSchema = z.object({
  products: z.array(searchHitSchema),
  total: z.object({ value: z.number().int() }),
  ...listingFacetsSchema.shape,
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
