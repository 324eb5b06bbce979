import type { Db } from '@emporia/db';
import type { FastifyBaseLogger } from 'fastify';
import { openJobLocks } from './job-lock';

export interface IntervalWorker {
  stop(): Promise<void>;
  /** One pass now (joining a pass under way); resolves with what the pass counted. */
  runOnce(): Promise<number>;
  /** A pass soon (new work was queued), instead of at the next scheduled time. */
  nudge(): void;
}

/**
 * Runs `pass` once at start-up and then again after each wait, never two at
 * once in this process; a failed pass is logged and the schedule goes on.
 * `nextDelayMs` picks the wait from what the pass counted (a full batch: soon).
 * `exclusive` makes a pass run in one process at a time across all of them (job-lock.ts).
 */
export function startIntervalWorker(options: {
  log: FastifyBaseLogger;
  /** For the log: what failed. */
  failure: string;
  pass(): Promise<number>;
  nextDelayMs(count: number): number;
  /** The wait before the first pass (default: none). */
  firstDelayMs?: number;
  /** The job's name and database, for a whole pass that must not run in two processes at once. */
  exclusive?: { db: Db; job: string };
}): IntervalWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  const { exclusive } = options;
  const locks = exclusive ? openJobLocks(exclusive.db) : undefined;

  const runOnce = (): Promise<number> => {
    running ??= (exclusive && locks ? locks.run(exclusive.job, options.pass) : options.pass()).finally(() => {
      running = undefined;
    });
    return running;
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      runOnce()
        .catch((err) => {
          options.log.error({ err }, options.failure);
          return 0;
        })
        .then((count) => schedule(options.nextDelayMs(count)));
    }, ms);
    timer.unref();
  };
  schedule(options.firstDelayMs ?? 0);

  return {
    runOnce,
    nudge: () => schedule(50),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
      await locks?.close();
    },
  };
}
