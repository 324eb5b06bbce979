import type { SearchResponse } from '@emporia/contracts/search';
import type { CacheGauge } from '@emporia/contracts/shop';
import { LRUCache } from 'lru-cache';
import { registerCacheGauge } from '../../kernel/per-shop-cache';
import type { SearchPlan } from './queries';

interface Entry {
  shopId: number;
  value?: SearchResponse;
  /** The search running for this entry (first fill or refresh). */
  running?: Promise<SearchResponse>;
  freshUntil: number;
  staleUntil: number;
  /** What the answer weighs against the budget: its JSON length (1 while the first fill runs). */
  bytes: number;
}

/**
 * Answers of identical searches, kept for a few seconds in this process.
 * Popular searches (a common word from the header, the first page of a
 * filter) repeat far more often than products change; this turns a burst of
 * the same search into one query:
 * - identical searches arriving while one runs wait for it;
 * - an answer is fresh for `ttlMs`; for as long again it is still served
 *   while one search refreshes it in the background, so the refresh never
 *   stalls the shoppers behind it.
 * A product write in this process drops its shop's answers at once (and
 * once more shortly after, when the write has committed); other processes
 * drop them when the write's notice reaches them (feeder.ts), and at the
 * latest when their answers expire (twice `ttlMs`).
 *
 * Bounded by bytes, least recently asked first (issue 37): a page of answers with its facets
 * weighs tens of kilobytes in the heap, and a server asked for every shop's listing in turn held
 * thousands of them, stale, past its memory budget. Its size is told at /api/v1/health.
 */
export class SearchCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    private readonly ttlMs: number,
    budgetBytes = 2 * 1024 * 1024,
  ) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: Math.max(1, budgetBytes),
      // An answer larger than the whole budget is simply not kept.
      sizeCalculation: (entry) => entry.bytes,
    });
    registerCacheGauge('search-answers', () => this.gauge());
  }

  get(plan: SearchPlan, run: () => Promise<SearchResponse>): Promise<SearchResponse> {
    if (this.ttlMs <= 0) return run();
    const key = `${plan.shopId}|${JSON.stringify(plan)}`;
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry?.value && now < entry.staleUntil) {
      if (now >= entry.freshUntil && !entry.running) {
        // Shoppers keep the previous answer; a failed refresh leaves it until it is too old.
        this.fill(key, entry, run).catch(() => {});
      }
      return Promise.resolve(entry.value);
    }
    if (entry?.running) return entry.running;
    return this.fill(key, entry ?? { shopId: plan.shopId, freshUntil: 0, staleUntil: 0, bytes: 1 }, run);
  }

  /** Drops the answers of one shop (its products changed); 0: of every shop. */
  forgetShop(shopId: number): void {
    if (shopId === 0) {
      this.entries.clear();
      return;
    }
    const gone = [...this.entries.entries()].filter(([, entry]) => entry.shopId === shopId);
    for (const [key] of gone) this.entries.delete(key);
  }

  /**
   * Drops a shop's answers now and again after `laterMs`: the write that
   * calls this has not committed yet, so a search in between may still have
   * read the old rows.
   */
  forgetShopAfterWrite(shopId: number, laterMs = 250): void {
    this.forgetShop(shopId);
    setTimeout(() => this.forgetShop(shopId), laterMs).unref();
  }

  gauge(): CacheGauge {
    const shops = new Set<number>();
    for (const entry of this.entries.values()) shops.add(entry.shopId);
    return {
      name: 'search-answers',
      entries: this.entries.size,
      bytes: this.entries.calculatedSize,
      budget_bytes: this.entries.maxSize,
      shops: shops.size,
    };
  }

  private fill(key: string, entry: Entry, run: () => Promise<SearchResponse>): Promise<SearchResponse> {
    const running = run().then(
      (value) => {
        if (this.entries.peek(key) === entry) {
          const now = Date.now();
          // A new entry, not the old one changed: the cache weighs what it is given anew.
          this.entries.set(key, {
            shopId: entry.shopId,
            value,
            freshUntil: now + this.ttlMs,
            staleUntil: now + 2 * this.ttlMs,
            bytes: Math.max(1, JSON.stringify(value)?.length ?? 1),
          });
        }
        return value;
      },
      (error: unknown) => {
        // A failed search is not remembered.
        if (this.entries.peek(key) === entry) {
          entry.running = undefined;
          if (!entry.value) this.entries.delete(key);
        }
        throw error;
      },
    );
    entry.running = running;
    this.entries.set(key, entry);
    return running;
  }
}
