import { describe, expect, it, vi } from 'vitest';
import { cacheGauges, PerShopCache, spreadAge } from './per-shop-cache';

const db = {};
/** A value of about `bytes` bytes once written as JSON. */
const sized = (bytes: number) => ({ text: 'x'.repeat(bytes - 11) });

describe('a per-shop cache', () => {
  it('keeps the shops served most recently within its byte budget, not one entry per shop', async () => {
    const cache = new PerShopCache('test-budget', { budgetBytes: 1000, maxAgeMs: 60_000 });
    const reads: number[] = [];
    const read = (shopId: number) =>
      cache.get(db, shopId, '', async () => {
        reads.push(shopId);
        return { value: sized(300) };
      });
    for (const shopId of [1, 2, 3]) await read(shopId);
    // Shop 1 is asked again, so shop 2 is now the least recently used.
    await read(1);
    await read(4);
    expect(cache.gauge()).toMatchObject({ entries: 3, shops: 3, budget_bytes: 1000 });
    expect(cache.gauge().bytes).toBeLessThanOrEqual(1000);
    reads.length = 0;
    for (const shopId of [1, 3, 4]) await read(shopId);
    expect(reads).toEqual([]);
    await read(2);
    expect(reads).toEqual([2]);
  });

  it('forgets one shop on its change, and a fill under way during the change is not kept', async () => {
    const cache = new PerShopCache<string>('test-forget', { budgetBytes: 10_000, maxAgeMs: 60_000 });
    let version = 'old';
    const read = (shopId: number) =>
      cache.get(db, shopId, 'en', async () => ({ value: `${shopId}-${version}` }));
    expect(await read(1)).toBe('1-old');
    expect(await read(2)).toBe('2-old');
    version = 'new';
    cache.forgetShop(1);
    expect(await read(1)).toBe('1-new');
    expect(await read(2)).toBe('2-old');

    let release: (value: { value: string }) => void = () => {};
    const slow = cache.get(db, 3, 'en', () => new Promise((resolve) => (release = resolve)));
    cache.forgetShop(3);
    release({ value: 'read before the change' });
    expect(await slow).toBe('read before the change');
    expect(await read(3)).toBe('3-new');
  });

  it('lasts no longer than its own end or the longest age', async () => {
    const cache = new PerShopCache<number>('test-age', { budgetBytes: 10_000, maxAgeMs: 60_000 });
    let n = 0;
    const read = (until?: number) => cache.get(db, 1, '', async () => ({ value: ++n, until }));
    expect(await read(Date.now() - 1)).toBe(1);
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
  });

  it('answers an aged entry once more while reading it again behind, but never one past its own end', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = new PerShopCache<string>('test-behind', {
        budgetBytes: 10_000,
        maxAgeMs: 60_000,
        readAgainBehind: true,
      });
      let reads = 0;
      let release: (value: { value: string }) => void = () => {};
      const read = (value: string, until?: number) =>
        cache.get(db, 1, 'v', async () => {
          reads++;
          return { value, until };
        });
      expect(await read('first')).toBe('first');
      vi.setSystemTime(Date.now() + 61_000);
      // Past its age: the kept answer comes back at once and one read starts behind it.
      const slowRead = () =>
        cache.get(db, 1, 'v', () => {
          reads++;
          return new Promise((resolve) => (release = resolve));
        });
      expect(await slowRead()).toBe('first');
      expect(await slowRead()).toBe('first');
      expect(reads).toBe(2);
      release({ value: 'second' });
      await new Promise((resolve) => setImmediate(resolve));
      expect(await read('unused')).toBe('second');
      expect(reads).toBe(2);

      // An entry that ended by its own `until` (a sale's end) is never answered after it.
      expect(await cache.get(db, 2, 'v', async () => ({ value: 'sale', until: Date.now() + 1000 }))).toBe(
        'sale',
      );
      vi.setSystemTime(Date.now() + 2000);
      expect(await cache.get(db, 2, 'v', async () => ({ value: 'after the sale' }))).toBe('after the sale');

      // A shop forgotten (its change heard) leaves nothing to answer from.
      vi.setSystemTime(Date.now() + 61_000);
      cache.forgetShop(1);
      expect(await read('after the change')).toBe('after the change');
    } finally {
      vi.useRealTimers();
    }
  });

  it('spreads the ages of entries kept together over the last fifth of the longest age', () => {
    const ages = Array.from({ length: 1000 }, () => spreadAge(300_000));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(240_000);
    expect(Math.max(...ages)).toBeLessThanOrEqual(300_000);
    // 1,000 shops filled in one sweep run out over a minute, not in the same second.
    expect(new Set(ages.map((age) => Math.floor(age / 1000))).size).toBeGreaterThan(50);
  });

  it('reads every time with a budget of 0, and tells the operator its size', async () => {
    const cache = new PerShopCache<number>('test-off', { budgetBytes: 0, maxAgeMs: 60_000 });
    let n = 0;
    await cache.get(db, 1, '', async () => ({ value: ++n }));
    await cache.get(db, 1, '', async () => ({ value: ++n }));
    expect(n).toBe(2);
    expect(cacheGauges().find((gauge) => gauge.name === 'test-off')).toEqual({
      name: 'test-off',
      entries: 0,
      bytes: 0,
      budget_bytes: 0,
      shops: 0,
    });
  });
});
