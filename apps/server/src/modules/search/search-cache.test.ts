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

  it('keeps answers within its byte budget, the least recently asked leaving first', async () => {
    const weight = JSON.stringify(answer(1)).length;
    const cache = new SearchCache(60_000, weight * 3);
    let runs = 0;
    const run = async () => {
      runs += 1;
      return answer(1);
    };
    for (const shop of [1, 2, 3]) await cache.get(plan(shop, 'tent'), run);
    await cache.get(plan(1, 'tent'), run);
    expect(runs).toBe(3);
    // A fourth answer does not fit: shop 2's, asked least recently, leaves; shop 1's stays.
    await cache.get(plan(4, 'tent'), run);
    expect(cache.gauge()).toEqual({
      name: 'search-answers',
      entries: 3,
      bytes: weight * 3,
      budget_bytes: weight * 3,
      shops: 3,
    });
    await cache.get(plan(1, 'tent'), run);
    expect(runs).toBe(4);
    await cache.get(plan(2, 'tent'), run);
    expect(runs).toBe(5);

    // An answer larger than the whole budget is used for its search but not kept.
    const large = async () => {
      runs += 1;
      return { total: { value: 1 }, products: 'x'.repeat(weight * 4) } as unknown as SearchResponse;
    };
    await cache.get(plan(5, 'tent'), large);
    await cache.get(plan(5, 'tent'), large);
    expect(runs).toBe(7);
    expect(cache.gauge().bytes).toBeLessThanOrEqual(weight * 3);
  });
});
