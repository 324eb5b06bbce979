import { analyzeBatch, analyzeChangedTables, type Database, statisticsKeptByDatabase } from '@emporia/db';
import type { FastifyBaseLogger } from 'fastify';
import { type IntervalWorker, startIntervalWorker } from './interval-worker';

/**
 * Keeps the planner's statistics of changed tables fresh where nothing else does (ADR 0139): on
 * the embedded PGlite, and on a PostgreSQL server that runs without autovacuum. A statement the
 * server prepared when a table was nearly empty is otherwise planned for an empty table for as
 * long as its connection lives. One catalog query a pass; a table is analyzed only once it changed
 * past PostgreSQL's own threshold. On a PostgreSQL server with autovacuum a pass asks only that.
 */
export function startStatisticsWorker(options: {
  database: Database;
  log: FastifyBaseLogger;
  intervalMs: number;
}): IntervalWorker {
  const { database } = options;
  return startIntervalWorker({
    log: options.log,
    failure: 'table statistics refresh failed',
    exclusive: { db: database.db, job: 'table-statistics' },
    pass: async () => {
      if (await statisticsKeptByDatabase(database)) return 0;
      const analyzed = await analyzeChangedTables(database);
      if (analyzed.length > 0) options.log.debug({ analyzed }, 'table statistics refreshed');
      return analyzed.length;
    },
    // More tables past the threshold than one pass takes: the rest soon after.
    nextDelayMs: (count) => (count >= analyzeBatch ? 1000 : options.intervalMs),
    firstDelayMs: options.intervalMs,
  });
}
