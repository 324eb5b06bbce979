import { describe, expect, it } from 'vitest';
import {
  filterChips,
  nextSearchParams,
  priceRangeOf,
  removeFilter,
  searchStateOf,
  shownRange,
  toggleFilter,
  withPriceRange,
} from './listing-url';

describe('the search URL (SPEC §2, §4)', () => {
  it('reads keyword, flt, sortby and a 1-based page', () => {
    expect(searchStateOf(new URLSearchParams('keyword=tent&flt=category:3&sortby=name_a_z&page=2'))).toEqual({
      keyword: 'tent',
      flt: 'category:3',
      sortby: 'name_a_z',
      page: 2,
    });
    expect(searchStateOf(new URLSearchParams('page=0')).page).toBe(1);
    expect(searchStateOf(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('adds and removes filters, joined with a pipe, keeping one price range', () => {
    expect(toggleFilter('', 'manufacturer:5')).toBe('manufacturer:5');
    expect(toggleFilter('manufacturer:5', 'category:3')).toBe('manufacturer:5|category:3');
    expect(toggleFilter('manufacturer:5|category:3', 'manufacturer:5')).toBe('category:3');
    expect(removeFilter('a:1|b:2', 'a:1')).toBe('b:2');
    expect(withPriceRange('category:3|price:1-2', '10', '99.9')).toBe('category:3|price:10-99.90');
    expect(priceRangeOf('category:3|price:10-99.90')).toEqual({ min: 1000, max: 9990 });
    expect(priceRangeOf('price:junk')).toBeNull();
  });

  it('drops the page when filters change, keeps it when the sort changes', () => {
    const current = new URLSearchParams('keyword=tent&flt=category:3&sortby=name_a_z&page=3');
    expect(nextSearchParams(current, { flt: 'category:3|rating:4' }).toString()).toBe(
      'keyword=tent&flt=category%3A3%7Crating%3A4&sortby=name_a_z',
    );
    expect(nextSearchParams(current, { flt: '' }).toString()).toBe('keyword=tent&sortby=name_a_z');
    expect(nextSearchParams(current, { sortby: 'lowest_first' }).get('page')).toBe('3');
    expect(nextSearchParams(current, { page: 4 }).get('page')).toBe('4');
    expect(nextSearchParams(current, { page: 1 }).has('page')).toBe(false);
  });

  it('says which products a page shows', () => {
    expect(shownRange(1, 45)).toEqual({ from: 1, to: 20, pages: 3 });
    expect(shownRange(3, 45)).toEqual({ from: 41, to: 45, pages: 3 });
    expect(shownRange(1, 0)).toEqual({ from: 0, to: 0, pages: 1 });
    expect(shownRange(9, 45)).toEqual({ from: 0, to: 0, pages: 3 });
  });

  it('labels chips from the bucket names', () => {
    const names = { category: { '3': 'Tents' }, manufacturer: {}, rating: { '4': 'Excellent & Up' } };
    const money = (n: number) => `$${n.toFixed(2)}`;
    expect(filterChips('category:3|rating:4|price:10-20|manufacturer:9', names, money)).toEqual([
      { token: 'category:3', label: 'Tents' },
      { token: 'rating:4', label: 'Excellent & Up' },
      { token: 'price:10-20', label: '$10.00 - $20.00' },
      { token: 'manufacturer:9', label: 'manufacturer:9' },
    ]);
  });
});
