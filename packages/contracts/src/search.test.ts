import { describe, expect, it } from 'vitest';
import { amountToMinor, formatListingFilters, minorToAmount, parseListingFilters } from './listing';
import { searchQuerySchema } from './search';

describe('flt (SPEC §2: bucket:value joined with |, price:min-max)', () => {
  it('reads every filter kind', () => {
    expect(parseListingFilters('category:12|manufacturer:5|rating:4|price:10-99.99')).toEqual({
      ok: true,
      filters: [
        { bucket: 'category', value: 12 },
        { bucket: 'manufacturer', value: 5 },
        { bucket: 'rating', value: 4 },
        { bucket: 'price', minMinor: 1000, maxMinor: 9999 },
      ],
    });
  });

  it('ignores empty entries and repeats', () => {
    expect(parseListingFilters('')).toEqual({ ok: true, filters: [] });
    expect(parseListingFilters('|category:3||category:3|')).toEqual({
      ok: true,
      filters: [{ bucket: 'category', value: 3 }],
    });
  });

  it.each([
    ['color:red', /'color' is not a filter/],
    ['category', /category number/],
    ['category:0', /category number/],
    ['manufacturer:1.5', /manufacturer number/],
    ['category:99999999999', /category number/],
    ['rating:0', /rating filter/],
    ['rating:5', /rating filter/],
    ['price:10', /price:10-99.99/],
    ['price:-5-10', /price:10-99.99/],
    ['price:1.234-5', /price:10-99.99/],
    ['price:1e3-5000', /price:10-99.99/],
    ['price:20-10', /lowest price/],
    ['price:1-2|price:3-4', /one price range/i],
  ])('refuses %s', (flt, message) => {
    const parsed = parseListingFilters(flt);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it('writes filters back the way it reads them', () => {
    const flt = 'category:12|manufacturer:5|rating:3|price:10-99.5';
    const parsed = parseListingFilters(flt);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(formatListingFilters(parsed.filters)).toBe('category:12|manufacturer:5|rating:3|price:10-99.50');
  });

  it('converts amounts without floating point', () => {
    expect(amountToMinor('0.29')).toBe(29);
    expect(amountToMinor('19.9')).toBe(1990);
    expect(amountToMinor('12')).toBe(1200);
    expect(minorToAmount(1990)).toBe('19.90');
    expect(minorToAmount(1200)).toBe('12');
    expect(minorToAmount(7)).toBe('0.07');
  });
});

describe('the search query', () => {
  it('defaults to best match, page 1, no keyword', () => {
    expect(searchQuerySchema.parse({})).toEqual({ keyword: '', flt: '', sortby: 'best_match', page: 1 });
    expect(searchQuerySchema.parse({ sortby: '', page: '' })).toMatchObject({
      sortby: 'best_match',
      page: 1,
    });
  });

  it('refuses page 0, unknown sorts and over-long keywords', () => {
    expect(searchQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ sortby: 'price' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ keyword: 'x'.repeat(201) }).success).toBe(false);
  });
});
