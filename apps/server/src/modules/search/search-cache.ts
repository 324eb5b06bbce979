import type { SearchResponse } from '@emporia/contracts/search';
import type { SearchPlan } from './queries';

interface Entry {
  value?: SearchResponse;
  /** The search running for this entry (first fill or refresh). */
  running?: Promise<SearchResponse>;
  freshUntil: number;
  staleUntil: number;
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
 */
export class SearchCache {
  private entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

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
    if (!entry && this.entries.size >= this.maxEntries) this.evictOldest();
    return this.fill(key, entry ?? { freshUntil: 0, staleUntil: 0 }, run);
  }

  /** Drops the answers of one shop (its products changed); 0: of every shop. */
  forgetShop(shopId: number): void {
    if (shopId === 0) {
      this.entries.clear();
      return;
    }
    const marker = `${shopId}|`;
    for (const key of this.entries.keys()) if (key.startsWith(marker)) this.entries.delete(key);
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

  private fill(key: string, entry: Entry, run: () => Promise<SearchResponse>): Promise<SearchResponse> {
    const running = run().then(
      (value) => {
        if (this.entries.get(key) === entry) {
          const now = Date.now();
          entry.value = value;
          entry.freshUntil = now + this.ttlMs;
          entry.staleUntil = now + 2 * this.ttlMs;
          entry.running = undefined;
        }
        return value;
      },
      (error: unknown) => {
        // A failed search is not remembered.
        if (this.entries.get(key) === entry) {
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

  private evictOldest(): void {
    // Map iteration follows insertion order: the first entries are the oldest.
    let drop = Math.max(1, Math.floor(this.maxEntries / 10));
    for (const key of this.entries.keys()) {
      this.entries.delete(key);
      if (--drop === 0) break;
    }
  }
}
