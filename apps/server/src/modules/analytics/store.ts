import type { Db } from '@emporia/db';
import { writeEventBatch } from './batch-write';
import type { AnalyticsEvent } from './event';

export { visitGapMs } from './batch-write';
export type { AnalyticsEvent } from './event';

/**
 * Where events go. PostgreSQL here; a column store (ClickHouse) can implement the same
 * interface for big platforms (ADR analytics-storage). Reads live in dashboard-queries.ts.
 */
export interface AnalyticsStore {
  record(event: AnalyticsEvent): Promise<void>;
}

/**
 * Appends each event, opens or extends its visit, and adds to the hour's and day's roll-ups.
 * Beacons arriving while a write runs are written together in the next transaction (group
 * commit): one commit for many beacons under load, no added wait when traffic is light, and a
 * beacon is answered only once it is stored.
 */
export function postgresAnalyticsStore(db: Db): AnalyticsStore {
  let store = stores.get(db);
  if (!store) {
    store = groupCommit((batch) => db.transaction((tx) => writeEventBatch(tx as unknown as Db, batch)));
    stores.set(db, store);
  }
  return store;
}

const stores = new WeakMap<Db, AnalyticsStore>();

/** Most events one transaction takes, so a burst never holds the visits' locks for long. */
const maxBatch = 200;

interface Waiting {
  event: AnalyticsEvent;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * The queue has no bound of its own: every beacon in it was admitted by the beacon intake, which
 * holds at most ANALYTICS_BUFFER_MAX at once from arrival to answer (intake.ts, ADR 0106).
 */
export function groupCommit(write: (batch: AnalyticsEvent[]) => Promise<void>): AnalyticsStore {
  let queue: Waiting[] = [];
  let running: Promise<void> | undefined;
  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      try {
        await write(batch.map((waiting) => waiting.event));
        for (const waiting of batch) waiting.resolve();
      } catch {
        // One event the database refuses must not lose the others: write them one by one.
        for (const waiting of batch) {
          await write([waiting.event]).then(waiting.resolve, waiting.reject);
        }
      }
    }
  };
  const kick = () => {
    if (running) return;
    running = drain().finally(() => {
      running = undefined;
      // Events queued while the last write was finishing.
      if (queue.length > 0) kick();
    });
  };
  return {
    record: (event) =>
      new Promise<void>((resolve, reject) => {
        queue.push({ event, resolve, reject });
        kick();
      }),
  };
}
