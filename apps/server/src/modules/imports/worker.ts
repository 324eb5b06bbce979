import { type Db, schema } from '@emporia/db';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../kernel/context';
import { type IntervalWorker, startIntervalWorker } from '../../kernel/interval-worker';
import { announceWork, msUntilDue, onQueuedWork } from '../../kernel/queued-work';
import { toShop } from '../../kernel/tenancy/shop';
import { fetchDuePictures } from './pictures';
import { runImportStep } from './service';

const { imports, importPictures, shops } = schema;

/** A new import was queued (on `db`, or after its commit): a pass soon, in whichever process runs the job. */
export function announceImport(db: Db): Promise<void> {
  return announceWork(db, 'imports');
}

async function contextOf(db: Db, shopId: number): Promise<RequestContext | undefined> {
  const [row] = await db.select().from(shops).where(eq(shops.id, shopId));
  return row ? { shop: toShop(row), actor: { kind: 'platform' }, db } : undefined;
}

/**
 * On one connection (PGlite), how long a step of products may spend making them before it
 * commits. A shopper who arrives as a step begins waits all of it; the 25-product steps held the
 * connection ~190 ms (shoppers' p99 69 → 206 ms during a 10,000-product import); a step of ~10 ms
 * of products holds it a few products long (bench/README.md, "PGlite: steps bounded in time").
 */
const oneConnectionProductsMs = 10;

/** One pass: a batch of the oldest unfinished import, then due pictures. Counts what it did. */
export async function runImportPass(db: Db, log: FastifyBaseLogger, productsMs?: number): Promise<number> {
  let work = 0;
  // Without the file: it is read only when this process has not parsed it yet (parsed-files.ts).
  const { file: _file, ...columns } = getTableColumns(imports);
  const [job] = await db
    .select(columns)
    .from(imports)
    .where(and(inArray(imports.state, ['queued', 'running']), eq(imports.dryRun, false)))
    .orderBy(asc(imports.id))
    .limit(1);
  if (job) {
    work += 1;
    const ctx = await contextOf(db, job.shopId);
    try {
      if (ctx) await runImportStep(ctx, job, productsMs);
    } catch (err) {
      log.error({ err, importId: job.id }, 'an import failed');
      await db
        .update(imports)
        .set({
          state: 'failed',
          finishedAt: new Date(),
          report: sql`(${imports.report} || ${JSON.stringify([{ row: 0, reason: 'The import stopped on an unexpected error; what was saved before stays.' }])}::jsonb)`,
        })
        .where(eq(imports.id, job.id));
    }
  }
  const [picture] = await db
    .select({ shopId: importPictures.shopId })
    .from(importPictures)
    .where(and(eq(importPictures.state, 'pending'), sql`${importPictures.nextAttemptAt} <= now()`))
    .orderBy(asc(importPictures.id))
    .limit(1);
  if (picture) {
    const ctx = await contextOf(db, picture.shopId);
    if (ctx) work += await fetchDuePictures(ctx);
  }
  return work;
}

/**
 * The import job: state lives in the imports rows (the file, how far it got), so a restart
 * carries on where the last batch ended; one process at a time runs it (job lock, ADR 0086).
 */
export function startImportWorker(options: {
  db: Db;
  log: FastifyBaseLogger;
  pollMs?: number;
  /**
   * The database is one connection (PGlite): while a step writes, every shopper's query waits, so
   * steps are short (oneConnectionProductsMs) and the job rests as long as its last step took:
   * shoppers have the connection at least half the time and wait at most one short step.
   */
  oneConnection?: boolean;
}): IntervalWorker {
  const pollMs = options.pollMs ?? 30_000;
  let untilDueMs = pollMs;
  let lastPassMs = 0;
  const worker = startIntervalWorker({
    log: options.log,
    failure: 'the import job failed',
    exclusive: { db: options.db, job: 'imports' },
    pass: async () => {
      const started = performance.now();
      const done = await runImportPass(
        options.db,
        options.log,
        options.oneConnection ? oneConnectionProductsMs : undefined,
      );
      lastPassMs = performance.now() - started;
      if (!done)
        untilDueMs = await msUntilDue(
          options.db,
          importPictures,
          importPictures.nextAttemptAt,
          eq(importPictures.state, 'pending'),
        );
      return done;
    },
    // A batch was done: the next one right after shoppers' waiting requests (on one connection,
    // after a rest as long as the step); else asleep until an import is queued (onQueuedWork) or a
    // picture's retry falls due, at most pollMs.
    nextDelayMs: (count) =>
      count > 0 ? (options.oneConnection ? Math.max(20, lastPassMs) : 20) : Math.min(pollMs, untilDueMs),
    firstDelayMs: pollMs,
  });
  const detach = onQueuedWork('imports', () => worker.nudge());
  return {
    ...worker,
    async stop() {
      detach();
      await worker.stop();
    },
  };
}
