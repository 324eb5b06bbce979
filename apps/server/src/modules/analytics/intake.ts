import type { BeaconIntakeReport } from '@emporia/contracts/analytics';
import { errorCodes } from '@emporia/contracts/errors';
import type { Db } from '@emporia/db';
import { LRUCache } from 'lru-cache';
import { readConfig } from '../../config';
import { AppError } from '../../kernel/errors';
import { runtimeConfig } from '../../kernel/runtime-config';
import { type AnalyticsEvent, type AnalyticsStore, postgresAnalyticsStore } from './store';

/** Beacons one visitor may send a minute; a person browsing never gets near it. */
export const beaconsPerVisitorMinute = 60;
/** How long a beacon's one-time number is remembered: longer than any browser retries a beacon. */
const replayWindowMs = 60 * 60 * 1000;
/** Drops are logged at most this often, with the counts since the last line. */
const dropLogEveryMs = 60_000;

export interface IntakeLimits {
  /** Beacons held at once, from arrival to answer (the database's queue included); more are dropped. */
  bufferMax: number;
  /** Visitors (their minute's count) and one-time numbers (replays) remembered, each. */
  rememberedMax: number;
}
type DropReason = keyof BeaconIntakeReport['dropped'];
/** Where drops are logged: the app's logger. */
interface DropLog {
  warn(details: object, message: string): void;
}
const noDrops = (): Record<DropReason, number> => ({ buffer_full: 0, rate_limited: 0, replayed: 0 });

/**
 * The beacon path's memory in one process, every part of it bounded (ADR 0106): the beacons in
 * progress (looked up, salted, waiting for the database), the visitors' minute counts and the
 * one-time numbers seen. Whatever does not fit is dropped and counted, never held; the counts are
 * the operator's, and drops are logged at most once a minute.
 */
export class BeaconIntake {
  private readonly store: AnalyticsStore;
  private readonly since = new Date();
  private held = 0;
  private peak = 0;
  private written = 0;
  private failed = 0;
  private readonly dropped = noDrops();
  private droppedUnlogged = noDrops();
  private loggedAt = Number.NEGATIVE_INFINITY;
  /** The minute of each recent visitor; the least recently seen is forgotten first. */
  private readonly minutes: LRUCache<string, { since: number; count: number }>;
  private readonly onceNumbers: LRUCache<string, number>;

  constructor(
    db: Db,
    private readonly limits: IntakeLimits,
    private readonly log?: DropLog,
    private readonly clock: () => number = Date.now,
  ) {
    this.minutes = new LRUCache({ max: limits.rememberedMax });
    this.onceNumbers = new LRUCache({ max: limits.rememberedMax });
    this.store = postgresAnalyticsStore(db);
  }

  /**
   * Runs one beacon's work (its lookups, its wait for the database) as one of at most `bufferMax`
   * held at once. Beyond them the beacon is dropped before any work is spent on it: answered like
   * any other, so the tracker does not retry, and counted.
   */
  async hold<T>(work: () => Promise<T>, dropped: T): Promise<T> {
    if (this.held >= this.limits.bufferMax) {
      this.drop('buffer_full');
      return dropped;
    }
    this.held += 1;
    this.peak = Math.max(this.peak, this.held);
    try {
      return await work();
    } finally {
      this.held -= 1;
    }
  }

  /** Stores one beacon (group commit, store.ts), counting it written or failed. */
  async record(event: AnalyticsEvent): Promise<void> {
    try {
      await this.store.record(event);
      this.written += 1;
    } catch (error) {
      this.failed += 1;
      throw error;
    }
  }

  /**
   * A one-time number seen before is a replay: 409, not counted. Remembered per process for an
   * hour, the newest `rememberedMax` of them (a replay through another process, or of a number
   * forgotten, is not caught; the per-visitor limit still holds).
   */
  refuseReplay(key: string, now: Date): void {
    const at = now.getTime();
    const seen = this.onceNumbers.get(key);
    if (seen !== undefined && at - seen < replayWindowMs) {
      this.drop('replayed');
      throw new AppError(409, errorCodes.conflict, 'This beacon was already counted.');
    }
    this.onceNumbers.set(key, at);
  }

  /** At most `beaconsPerVisitorMinute` beacons in the minute that starts at a visitor's first one. */
  refuseFlood(key: string, now: Date): void {
    const at = now.getTime();
    const seen = this.minutes.get(key);
    if (!seen || at - seen.since >= 60_000) {
      this.minutes.set(key, { since: at, count: 1 });
      return;
    }
    seen.count += 1;
    if (seen.count > beaconsPerVisitorMinute) {
      this.drop('rate_limited');
      throw new AppError(
        429,
        errorCodes.tooManyRequests,
        'Too many events from this visitor; try again in a minute.',
      );
    }
  }

  report(): BeaconIntakeReport {
    return {
      process_id: process.pid,
      since: this.since.toISOString(),
      buffer: { held: this.held, peak: this.peak, max: this.limits.bufferMax },
      written: this.written,
      failed: this.failed,
      dropped: { ...this.dropped },
      remembered: {
        visitors: this.minutes.size,
        once_numbers: this.onceNumbers.size,
        max: this.limits.rememberedMax,
      },
    };
  }

  private drop(reason: DropReason): void {
    this.dropped[reason] += 1;
    this.droppedUnlogged[reason] += 1;
    const now = this.clock();
    if (now - this.loggedAt < dropLogEveryMs) return;
    this.log?.warn(
      { dropped: this.droppedUnlogged, totals: this.report() },
      'Analytics beacons dropped (buffer full, over the per-visitor limit or replayed); see /api/v1/platform/analytics/beacons',
    );
    this.loggedAt = now;
    this.droppedUnlogged = noDrops();
  }
}

/** One intake per database: one in production; a test process opens several apps. */
const intakes = new WeakMap<Db, BeaconIntake>();

/** The app's intake for its database, with its limits and logger (app.ts opens it at start). */
export function openBeaconIntake(db: Db, limits: IntakeLimits, log?: DropLog): BeaconIntake {
  const intake = new BeaconIntake(db, limits, log);
  intakes.set(db, intake);
  return intake;
}

/** The intake of a database; one with the configured limits if no app opened it. */
export function beaconIntakeOf(db: Db): BeaconIntake {
  const opened = intakes.get(db);
  if (opened) return opened;
  const config = runtimeConfig() ?? readConfig();
  return openBeaconIntake(db, {
    bufferMax: config.ANALYTICS_BUFFER_MAX,
    rememberedMax: config.ANALYTICS_REMEMBERED_MAX,
  });
}
