import { afterEach, describe, expect, it, vi } from 'vitest';
import { governHeapGrowth, memoryGauge, nextGrowth, tunePretenuring } from './memory-budget';

const mb = 1024 * 1024;

describe('the memory budget', () => {
  afterEach(() => vi.useRealTimers());

  it('holds the heap’s growth from 85 % of the budget and lets go below 60 %, not in between', () => {
    expect(nextGrowth('v8', 300 * mb, 400 * mb)).toBe('v8');
    expect(nextGrowth('v8', 340 * mb, 400 * mb)).toBe('held');
    expect(nextGrowth('held', 300 * mb, 400 * mb)).toBe('held');
    expect(nextGrowth('held', 239 * mb, 400 * mb)).toBe('v8');
  });

  it('holds it tighter at the budget’s last 5 %, until resident memory is back below 85 %', () => {
    expect(nextGrowth('held', 379 * mb, 400 * mb)).toBe('held');
    expect(nextGrowth('held', 380 * mb, 400 * mb)).toBe('tight');
    expect(nextGrowth('v8', 390 * mb, 400 * mb)).toBe('tight');
    expect(nextGrowth('tight', 350 * mb, 400 * mb)).toBe('tight');
    expect(nextGrowth('tight', 339 * mb, 400 * mb)).toBe('held');
  });

  it('tells V8 to grow by half only while resident memory nears the budget, by a fifth at its edge, and reports it', () => {
    vi.useFakeTimers();
    let rss = 200 * mb;
    const settings: number[] = [];
    const stop = governHeapGrowth({
      budgetMb: 400,
      growthPercent: 0,
      readRss: () => rss,
      setGrowth: (percent) => settings.push(percent),
    });
    expect(settings).toEqual([]);
    expect(memoryGauge()).toMatchObject({ budget_bytes: 400 * mb, heap_growth: 'v8' });
    rss = 360 * mb;
    vi.advanceTimersByTime(2_000);
    expect(settings).toEqual([50]);
    expect(memoryGauge().heap_growth).toBe('held');
    rss = 396 * mb;
    vi.advanceTimersByTime(2_000);
    expect(settings).toEqual([50, 20]);
    expect(memoryGauge().heap_growth).toBe('tight');
    rss = 300 * mb;
    vi.advanceTimersByTime(10_000);
    expect(settings).toEqual([50, 20, 50]);
    expect(memoryGauge().heap_growth).toBe('held');
    rss = 150 * mb;
    vi.advanceTimersByTime(2_000);
    expect(settings).toEqual([50, 20, 50, 0]);
    expect(memoryGauge().heap_growth).toBe('v8');
    stop();
    rss = 390 * mb;
    vi.advanceTimersByTime(10_000);
    expect(settings).toEqual([50, 20, 50, 0]);
  });

  it('keeps the operator’s fixed growth, and V8’s own without a budget', () => {
    const settings: number[] = [];
    governHeapGrowth({
      budgetMb: 400,
      growthPercent: 30,
      readRss: () => 900 * mb,
      setGrowth: (p) => settings.push(p),
    });
    expect(settings).toEqual([30]);
    expect(memoryGauge().heap_growth).toBe('fixed');
    governHeapGrowth({
      budgetMb: 0,
      growthPercent: 0,
      readRss: () => 900 * mb,
      setGrowth: (p) => settings.push(p),
    });
    expect(settings).toEqual([30]);
    expect(memoryGauge()).toMatchObject({ budget_bytes: null, heap_growth: 'v8' });
  });
});

describe('pretenuring', () => {
  it('is turned off unless the operator asks for V8’s default', () => {
    const flags: string[] = [];
    tunePretenuring(false, (flag) => flags.push(flag));
    tunePretenuring(true, (flag) => flags.push(flag));
    expect(flags).toEqual(['--no-allocation-site-pretenuring', '--allocation-site-pretenuring']);
  });
});
