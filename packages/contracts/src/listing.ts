import { z } from 'zod';
import './messages';
import { listingMaxPage } from './listing-filters';
import { wholeNumberSchema } from './primitives';
import { productSortOptions } from './storefront-keys';

export * from './listing-filters';

/**
 * What every faceted product listing shares — the advanced search, category
 * and manufacturer pages (SPEC §2 search results, §3 search data, §9
 * constants): the `flt` filter syntax, the query (flt, sortby, page, locale)
 * and the filter groups with their counts and price bounds.
 */

/** SPEC §9 sort options, shared by search and listings; best_match is the default. */
export const productSortSchema = z.enum(productSortOptions, {
  error: `Sort by one of: ${productSortOptions.join(', ')}.`,
});

/** Empty query values (`?page=`) count as absent, so a bare form submit still lists. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** The query of a faceted listing; the search adds its keyword. */
export const listingQuerySchema = z.object({
  /** SPEC §2: selected filters, `bucket:value` joined with `|`; the price range is `price:min-max`. */
  flt: z.string().max(2000, 'Too many filters.').default(''),
  sortby: z.preprocess(blankAsAbsent, productSortSchema.default('best_match')),
  page: z.preprocess(
    blankAsAbsent,
    wholeNumberSchema(
      1,
      listingMaxPage,
      `The page must be a whole number from 1 to ${listingMaxPage}.`,
    ).default(1),
  ),
  /** Language of the filter labels and of name sorting; the shop's default language when absent. */
  locale: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .regex(/^[a-zA-Z]{2,3}(?:[-_][a-zA-Z0-9]{2,8})?$/, 'A language code such as en')
      .optional(),
  ),
});
export type ListingQuery = z.output<typeof listingQuerySchema>;

export const filterBucketEntrySchema = z.object({ key: z.number().int(), doc_count: z.number().int() });
export type FilterBucketEntry = z.infer<typeof filterBucketEntrySchema>;

const bucketGroups = <T extends z.ZodType>(entry: T) =>
  z.object({ category: entry, manufacturer: entry, rating: entry });

/** The filter side of a listing's answer (SPEC §3 search response, less its products and total). */
export const listingFacetsSchema = z.object({
  /**
   * Options per filter group with their counts. Each group is counted with the
   * other groups' filters applied but not its own, so choosing one
   * manufacturer still shows the others' counts; a count of 0 is an option
   * the other filters rule out. A group a page does not offer is empty.
   */
  buckets: bucketGroups(z.array(filterBucketEntrySchema)),
  /** Display label of each option key, per group (category and manufacturer names, rating wording). */
  bucket_names: bucketGroups(z.record(z.string(), z.string())),
  /** Cheapest and dearest current price of the matches under the other filters (the price range's bounds). */
  min_price: z.number(),
  max_price: z.number(),
});
export type ListingFacets = z.infer<typeof listingFacetsSchema>;
