import { type Db, schema } from '@emporia/db';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../kernel/context';
import { type IntervalWorker, startIntervalWorker } from '../../kernel/interval-worker';
import { toShop } from '../../kernel/tenancy/shop';
import { fetchDuePictures } from './pictures';
import { runImportStep } from './service';

const { imports, importPictures, shops } = schema;
const nudges = new Set<() => void>();

/** A new import was queued: run a pass soon instead of at the next poll. */
export function nudgeImports(): void {
  for (const nudge of nudges) nudge();
}

async function contextOf(db: Db, shopId: number): Promise<RequestContext | undefined> {
  const [row] = await db.select().from(shops).where(eq(shops.id, shopId));
  return row ? { shop: toShop(row), actor: { kind: 'platform' }, db } : undefined;
}

/** One pass: a batch of the oldest unfinished import, then due pictures. Counts what it did. */
export async function runImportPass(db: Db, log: FastifyBaseLogger): Promise<number> {
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
      if (ctx) await runImportStep(ctx, job);
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
}): IntervalWorker {
  const pollMs = options.pollMs ?? 2000;
  const worker = startIntervalWorker({
    log: options.log,
    failure: 'the import job failed',
    exclusive: { db: options.db, job: 'imports' },
    pass: () => runImportPass(options.db, options.log),
    // A batch was done: the next one right after shoppers' waiting requests, else poll.
    nextDelayMs: (count) => (count > 0 ? 20 : pollMs),
    firstDelayMs: pollMs,
  });
  const nudge = () => worker.nudge();
  nudges.add(nudge);
  return {
    ...worker,
    async stop() {
      nudges.delete(nudge);
      await worker.stop();
    },
  };
}
