import type { SearchResponse } from '@emporia/contracts/search';
import { describe, expect, it } from 'vitest';
import type { SearchPlan } from './queries';
import { SearchCache } from './search-cache';

const plan = (shopId: number, keyword: string): SearchPlan => ({
  shopId,
  scope: null,
  hits: 'rows',
  facets: 'rows',
  keyword,
  config: 'english',
  categoryIds: [],
  manufacturerIds: [],
  minRating: null,
  price: null,
  sort: 'best_match',
  limit: 20,
  offset: 0,
  locale: 'en',
  defaultLocale: 'en',
});
const answer = (value: number) => ({ total: { value } }) as unknown as SearchResponse;

describe('the search cache', () => {
  it('runs identical searches once, also while the first is still running', async () => {
    const cache = new SearchCache(60_000);
    let runs = 0;
    const run = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return answer(runs);
    };
    const [a, b] = await Promise.all([cache.get(plan(1, 'tent'), run), cache.get(plan(1, 'tent'), run)]);
    const c = await cache.get(plan(1, 'tent'), run);
    expect([a, b, c].map((x) => x.total.value)).toEqual([1, 1, 1]);
    expect((await cache.get(plan(1, 'stove'), run)).total.value).toBe(2);
  });

  it('forgets one shop’s answers', async () => {
    const cache = new SearchCache(60_000);
    let runs = 0;
    const run = async () => answer(++runs);
    await cache.get(plan(1, 'tent'), run);
    await cache.get(plan(11, 'tent'), run);
    cache.forgetShop(1);
    expect((await cache.get(plan(1, 'tent'), run)).total.value).toBe(3);
    expect((await cache.get(plan(11, 'tent'), run)).total.value).toBe(2);
  });

  it('serves an expired answer once more while refreshing it, then the refreshed one', async () => {
    // Times well apart, so a loaded machine's late timers cannot cross the next boundary.
    const cache = new SearchCache(300);
    let runs = 0;
    const run = async () => answer(++runs);
    await cache.get(plan(1, 'tent'), run);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await cache.get(plan(1, 'tent'), run)).total.value).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await cache.get(plan(1, 'tent'), run)).total.value).toBe(2);
    // Past twice the time to live the old answer is not served any more.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await cache.get(plan(1, 'tent'), run)).total.value).toBe(3);
  });

  it('does not keep failures, and is off at 0 seconds', async () => {
    const cache = new SearchCache(60_000);
    await expect(cache.get(plan(1, 'x'), async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect((await cache.get(plan(1, 'x'), async () => answer(7))).total.value).toBe(7);
    const off = new SearchCache(0);
    let runs = 0;
    await off.get(plan(1, 'x'), async () => answer(++runs));
    await off.get(plan(1, 'x'), async () => answer(++runs));
    expect(runs).toBe(2);
  });
});
