import { setFlagsFromString } from 'node:v8';
import type { MemoryGauge } from '@emporia/contracts/shop';

// The process's memory budget (ADR 0132, amended). Under steady load V8 lets the heap grow to
// up to four times what survived its last full collection: a process serving 10,000 shops sat at
// ~600-700 MB with ~110 MB live. Holding the growth at 1.5x keeps it near ~330 MB, but costs
// requests a second, most on one core, where the collector's helper threads share the core with
// the requests. So the growth is held only while resident memory nears the budget, and let go
// again once it is well below: one busy shop keeps V8's speed, a process full of shops stays
// within its budget.

// Held at 1.5x, a process full of shops still touched the budget at the peaks of its heap (a
// 30-minute soak over 10,000 shops: 18 of 153 readings above 400 MB): at the budget's last 5 % the
// growth is held tighter, at 1.2x, until resident memory is back below the point of holding.

/** Heap growth while held, in percent past what survived the last full collection. */
export const heldGrowthPercent = 50;
/** Heap growth while held tight, at the budget's edge. */
export const tightGrowthPercent = 20;
/** Held from this share of the budget up. */
export const holdAt = 0.85;
/** Held tight from this share up; back to held below `holdAt`. */
export const tightenAt = 0.95;
/** Let go below this share (apart from `holdAt`, so it does not flap). */
export const releaseBelow = 0.6;
const checkEveryMs = 2_000;

// The governed states are the gauge's (contracts), less the operator's fixed growth.
type Governed = Exclude<MemoryGauge['heap_growth'], 'fixed'>;
const growthPercentOf: Record<Governed, number> = {
  // 0 gives the choice back to V8's own heuristics.
  v8: 0,
  held: heldGrowthPercent,
  tight: tightGrowthPercent,
};

let state: { budgetBytes: number | null; growth: MemoryGauge['heap_growth'] } = {
  budgetBytes: null,
  growth: 'v8',
};

/** The next state of the growth for a reading of resident memory: pure, for the tests. */
export function nextGrowth(growth: Governed, rssBytes: number, budgetBytes: number): Governed {
  if (rssBytes >= budgetBytes * tightenAt) return 'tight';
  if (growth === 'v8' && rssBytes >= budgetBytes * holdAt) return 'held';
  if (growth === 'tight' && rssBytes < budgetBytes * holdAt) return 'held';
  if (growth === 'held' && rssBytes < budgetBytes * releaseBelow) return 'v8';
  return growth;
}

/**
 * Starts governing the heap's growth: a fixed `growthPercent` (> 0) when the operator set one,
 * else held near the live data only while resident memory nears `budgetMb` (0: V8's own, always).
 * V8 reads the setting at every full collection. Returns a stop function.
 */
export function governHeapGrowth(options: {
  budgetMb: number;
  growthPercent: number;
  readRss?: () => number;
  setGrowth?: (percent: number) => void;
}): () => void {
  const setGrowth =
    options.setGrowth ?? ((percent: number) => setFlagsFromString(`--heap-growing-percent=${percent}`));
  const readRss = options.readRss ?? (() => process.memoryUsage.rss());
  if (options.growthPercent > 0) {
    setGrowth(options.growthPercent);
    state = { budgetBytes: options.budgetMb > 0 ? options.budgetMb * 1024 * 1024 : null, growth: 'fixed' };
    return () => {};
  }
  if (options.budgetMb <= 0) {
    state = { budgetBytes: null, growth: 'v8' };
    return () => {};
  }
  const budgetBytes = options.budgetMb * 1024 * 1024;
  state = { budgetBytes, growth: 'v8' };
  const check = () => {
    if (state.growth === 'fixed') return;
    const next = nextGrowth(state.growth, readRss(), budgetBytes);
    if (next === state.growth) return;
    setGrowth(growthPercentOf[next]);
    state = { budgetBytes, growth: next };
  };
  check();
  // A reading of /proc every two seconds, no query: an idle server stays idle.
  const timer = setInterval(check, checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** This process's resident memory against its budget, for the operator's health check. */
export function memoryGauge(): MemoryGauge {
  return { rss_bytes: process.memoryUsage.rss(), budget_bytes: state.budgetBytes, heap_growth: state.growth };
}

/**
 * V8's allocation-site pretenuring, off unless the operator asks for it (ADR 0135). Under many
 * concurrent requests V8 sees the objects of requests in flight survive a young collection and
 * starts allocating them straight into the old generation, where they die a moment later: the
 * old generation then fills every few seconds and each full collection's marking shares the core
 * with the requests. Off, facet searches at 50 connections on one core had no full collection in
 * 45 s instead of one every 4 s, and their p99 fell from 53-78 to 37-50 ms (bench/README.md).
 * V8 reads the flag at every collection, so setting it at start is enough.
 */
export function tunePretenuring(on: boolean, setFlag: (flag: string) => void = setFlagsFromString): void {
  setFlag(on ? '--allocation-site-pretenuring' : '--no-allocation-site-pretenuring');
}
