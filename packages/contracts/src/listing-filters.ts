/**
 * The plain parts of listing.ts (SPEC §2 `flt` syntax, §9 constants): what a
 * category, manufacturer or search page needs on its first load, without the
 * zod schemas (ADR 0047); listing.ts re-exports them for the server.
 */

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
