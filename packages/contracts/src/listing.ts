import { z } from 'zod';
import './messages';
import { wholeNumberSchema } from './primitives';
import { productSortOptions } from './storefront-keys';

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

/** SPEC §9: products per page of a listing or search, and page numbers the pager shows at most. */
export const listingPageSize = 20;
export const listingPagerWidth = 5;
/** The deepest page served (10,000 products), like common search engines' result window. */
export const listingMaxPage = 500;

/** SPEC §3 product filters: the groups with options (price is a range, not a group). */
export const filterBuckets = ['category', 'manufacturer', 'rating'] as const;
export type FilterBucket = (typeof filterBuckets)[number];

/** SPEC §3 rating options, best first: 4 Excellent & Up … 1 Bad & Up. */
export const ratingBucketLabels: Record<string, string> = {
  '4': 'Excellent & Up',
  '3': 'Good & Up',
  '2': 'Average & Up',
  '1': 'Bad & Up',
};

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

/** A selected filter (SPEC §2 flt entries). Prices in minor units. */
export type ChosenFilter =
  | { bucket: 'category' | 'manufacturer'; value: number }
  | { bucket: 'rating'; value: number }
  | { bucket: 'price'; minMinor: number; maxMinor: number };

export type ParsedFilters = { ok: true; filters: ChosenFilter[] } | { ok: false; message: string };

const idPattern = /^[1-9]\d{0,9}$/;
const amountPattern = /^\d{1,8}(?:\.\d{1,2})?$/;

/** '12.5' → 1250 without floating point (ADR 0003). */
export function amountToMinor(amount: string): number {
  const [units = '0', cents = ''] = amount.split('.');
  return Number(units) * 100 + Number(cents.padEnd(2, '0'));
}

/** 1250 → '12.50', 1200 → '12' (the short form keeps URLs readable). */
export function minorToAmount(minor: number): string {
  const units = Math.floor(minor / 100);
  const cents = minor - units * 100;
  return cents ? `${units}.${String(cents).padStart(2, '0')}` : String(units);
}

/**
 * Reads `flt` (SPEC §2): `bucket:value` entries joined with `|`. Empty
 * entries and repeats are ignored; anything else unknown is refused with a
 * message the shopper can read.
 */
export function parseListingFilters(flt: string): ParsedFilters {
  const filters: ChosenFilter[] = [];
  const seen = new Set<string>();
  for (const raw of flt.split('|')) {
    const entry = raw.trim();
    if (!entry || seen.has(entry)) continue;
    seen.add(entry);
    const colon = entry.indexOf(':');
    const bucket = colon < 0 ? entry : entry.slice(0, colon);
    const value = colon < 0 ? '' : entry.slice(colon + 1).trim();
    if (bucket === 'category' || bucket === 'manufacturer') {
      if (!idPattern.test(value) || Number(value) > 2_147_483_647) {
        return { ok: false, message: `The ${bucket} filter needs a ${bucket} number, not '${value}'.` };
      }
      filters.push({ bucket, value: Number(value) });
    } else if (bucket === 'rating') {
      if (!ratingBucketLabels[value])
        return { ok: false, message: `The rating filter must be 1, 2, 3 or 4, not '${value}'.` };
      filters.push({ bucket, value: Number(value) });
    } else if (bucket === 'price') {
      const [min = '', max = '', ...rest] = value.split('-');
      if (rest.length || !amountPattern.test(min.trim()) || !amountPattern.test(max.trim())) {
        return { ok: false, message: `The price filter must look like price:10-99.99, not '${entry}'.` };
      }
      const minMinor = amountToMinor(min.trim());
      const maxMinor = amountToMinor(max.trim());
      if (minMinor > maxMinor)
        return { ok: false, message: 'The lowest price must not be above the highest price.' };
      if (filters.some((f) => f.bucket === 'price'))
        return { ok: false, message: 'Only one price range can be chosen.' };
      filters.push({ bucket, minMinor, maxMinor });
    } else {
      return { ok: false, message: `'${bucket.slice(0, 40)}' is not a filter of this search.` };
    }
  }
  return { ok: true, filters };
}

/** The `flt` value of a filter list (inverse of parseListingFilters). */
export function formatListingFilters(filters: readonly ChosenFilter[]): string {
  return filters
    .map((f) =>
      f.bucket === 'price'
        ? `price:${minorToAmount(f.minMinor)}-${minorToAmount(f.maxMinor)}`
        : `${f.bucket}:${f.value}`,
    )
    .join('|');
}
