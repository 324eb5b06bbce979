// npm run bench:jobs-pass [-- --passes 5]
// One pass of every scheduled job the server starts (app.ts), each on its own, against the database
// of DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite) as it is — the 10,000 shops of
// `bench:seed-shops` with nothing due. Each job is started the way the server starts it, asked for
// one pass after its start-up pass (what a running server's pass costs) and stopped; every query
// it sends is timed at the driver (node-postgres round trips, on PGlite, which runs in this
// process, the pass's whole time), so "database time" is what the pass waited on the database;
// opening the whole-pass lock's connection (once per process, ADR 0086) is counted apart.
// Prints one JSON line per job and the sums, each job's best of --passes runs.
import { parseArgs } from 'node:util';
import { openDatabase } from '@emporia/db';
import { startStatisticsWorker } from '@emporia/server/kernel/statistics-worker';
import { startAnalyticsPurgeWorker } from '@emporia/server/modules/analytics/retention';
import { startWebhookWorker } from '@emporia/server/modules/apps/webhook-worker';
import { startBackupWorker } from '@emporia/server/modules/backup/worker';
import { startImportWorker } from '@emporia/server/modules/imports/worker';
import { startLogPurgeWorker } from '@emporia/server/modules/logs/retention';
import { startOutboxWorker } from '@emporia/server/modules/notifications/worker';
import { startShopDeletionWorker } from '@emporia/server/modules/operator/deletion-worker';
import { startReminderWorker } from '@emporia/server/modules/orders/abandoned-worker';
import { startRenewalWorker } from '@emporia/server/modules/subscription/renewals';
import { startPaymentReconciler } from '@emporia/server/payments/reconcile-worker';
import pg from 'pg';
import { pino } from 'pino';

const { values } = parseArgs({ options: { passes: { type: 'string', default: '5' } } });
const passes = Math.max(1, Number(values.passes));

// Every query's time at the driver, summed per job, and apart from it the time spent opening
// connections (the whole-pass lock opens one of its own, ADR 0086).
let queries = 0;
let databaseMs = 0;
let connects = 0;
let connectMs = 0;
type Callback = (...a: unknown[]) => void;
const clientQuery = pg.Client.prototype.query as unknown as (this: pg.Client, ...a: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (typeof (args[0] as { submit?: unknown })?.submit === 'function') return clientQuery.apply(this, args);
  const t0 = performance.now();
  queries += 1;
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    // The pool's own calls pass a callback.
    const callback = args[last] as Callback;
    args[last] = (...results: unknown[]) => {
      databaseMs += performance.now() - t0;
      callback(...results);
    };
    return clientQuery.apply(this, args);
  }
  return (clientQuery.apply(this, args) as Promise<unknown>).finally(() => {
    databaseMs += performance.now() - t0;
  });
} as typeof pg.Client.prototype.query;
const clientConnect = pg.Client.prototype.connect as unknown as (this: pg.Client, ...a: unknown[]) => unknown;
pg.Client.prototype.connect = function (this: pg.Client, ...args: unknown[]) {
  const t0 = performance.now();
  connects += 1;
  if (typeof args[0] === 'function') {
    const callback = args[0] as Callback;
    return clientConnect.call(this, (...results: unknown[]) => {
      connectMs += performance.now() - t0;
      callback(...results);
    });
  }
  return (clientConnect.call(this) as Promise<unknown>).finally(() => {
    connectMs += performance.now() - t0;
  });
} as typeof pg.Client.prototype.connect;

const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
const db = database.db;
const log = pino({ level: 'warn' });
const hour = 3_600_000;
const originOf = (shop: { subdomain: string }) => `http://${shop.subdomain}.localhost`;

/** One job: how the server starts it, and how to ask it for one pass. */
const jobs: Record<string, () => { once(): Promise<number>; stop(): Promise<void> }> = {
  'payment reconciliation': () => {
    const w = startPaymentReconciler({ db, log, intervalMs: hour, graceMs: 900_000 });
    return { once: w.runOnce, stop: w.stop };
  },
  'abandoned-cart reminders': () => {
    const w = startReminderWorker({ db, log, intervalMs: hour, originOf });
    return { once: w.runOnce, stop: w.stop };
  },
  'daily backups': () => {
    const w = startBackupWorker({ db, log });
    return { once: w.runOnce, stop: w.stop };
  },
  'subscription renewals': () => {
    const w = startRenewalWorker({ db, log, intervalMs: hour });
    return { once: w.runOnce, stop: w.stop };
  },
  'shop erasure': () => {
    const w = startShopDeletionWorker({ db, log, intervalMs: hour });
    return { once: w.runOnce, stop: w.stop };
  },
  'activity-log retention': () => {
    const w = startLogPurgeWorker({ db, log, intervalMs: hour });
    return { once: w.runOnce, stop: w.stop };
  },
  'analytics retention': () => {
    const w = startAnalyticsPurgeWorker({ db, log, keepDays: 90, intervalMs: hour });
    return { once: w.runOnce, stop: w.stop };
  },
  'e-mail outbox': () => {
    const w = startOutboxWorker({
      db,
      log,
      pollMs: 30_000,
      dataDir: process.env.DATA_DIR ?? '/tmp/emporia-jobs-pass',
      from: 'shop@example.com',
    });
    return { once: w.drain, stop: w.stop };
  },
  'webhook deliveries': () => {
    const w = startWebhookWorker({ db, log, pollMs: 30_000, timeoutMs: 5000, originOf });
    return { once: w.drain, stop: w.stop };
  },
  'table statistics': () => {
    const w = startStatisticsWorker({ database, log, intervalMs: hour });
    return { once: w.runOnce, stop: w.stop };
  },
  imports: () => {
    const w = startImportWorker({ db, log, pollMs: 30_000, oneConnection: database.kind === 'pglite' });
    return { once: w.runOnce, stop: w.stop };
  },
};

const [shops] = (await db.execute(`SELECT count(*)::int AS n FROM shops`)).rows as { n: number }[];
const best = new Map<
  string,
  { ms: number; database_ms: number; queries: number; connects: number; connect_ms: number; did: number }
>();
for (let run = 0; run < passes; run++) {
  for (const [name, start] of Object.entries(jobs)) {
    const job = start();
    // A running server's pass: the worker's start-up pass (and any connection it opens once) first.
    await job.once();
    queries = 0;
    databaseMs = 0;
    connects = 0;
    connectMs = 0;
    const t0 = performance.now();
    const did = await job.once();
    const ms = performance.now() - t0;
    // PGlite answers in this thread: the pass's time is its database time.
    const seen = {
      ms,
      database_ms: database.kind === 'pglite' ? ms : databaseMs,
      queries,
      connects,
      connect_ms: connectMs,
      did,
    };
    await job.stop();
    const before = best.get(name);
    if (!before || seen.database_ms < before.database_ms) best.set(name, seen);
  }
}
let sum = 0;
let sumConnect = 0;
for (const [job, seen] of best) {
  sum += seen.database_ms;
  sumConnect += seen.connect_ms;
  console.log(
    JSON.stringify({
      job,
      did: seen.did,
      queries: seen.queries,
      database_ms: +seen.database_ms.toFixed(2),
      connections_opened: seen.connects,
      connect_ms: +seen.connect_ms.toFixed(2),
      wall_ms: +seen.ms.toFixed(2),
    }),
  );
}
console.log(
  JSON.stringify({
    jobs: best.size,
    shops: shops!.n,
    database: database.kind,
    database_ms_all_jobs: +sum.toFixed(2),
    connect_ms_all_jobs: +sumConnect.toFixed(2),
    best_of: passes,
  }),
);
await database.close();
process.exit(0);
