import type { Db } from '@emporia/db';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { announceInvalidation, onInvalidation } from './invalidation-bus';

/** The queues background workers drain: e-mails, app webhooks, import jobs and their pictures. */
export type WorkQueue = 'outbox' | 'webhooks' | 'imports';

const here = new Map<WorkQueue, Set<() => void>>();

/**
 * Wakes a worker when work is queued on `queue`, in any process, so an idle server does not poll
 * every second to find out (ADR 0123). Returns the detach.
 */
export function onQueuedWork(queue: WorkQueue, wake: () => void): () => void {
  const wakes = here.get(queue) ?? new Set<() => void>();
  here.set(queue, wakes);
  wakes.add(wake);
  // A notice for every shop (0) also comes after the listener reconnected and may have missed one.
  const detach = onInvalidation(queue, () => wake());
  return () => {
    wakes.delete(wake);
    detach();
  };
}

/**
 * Says work was queued on `queue`, in the writer's transaction `db`. On PostgreSQL it is a notice
 * every process hears once the transaction commits, so no worker looks before the rows are
 * there; on PGlite (one process, one connection) this process's workers are woken at once, and
 * their look waits behind the writer's transaction on the one connection.
 */
export async function announceWork(db: Db, queue: WorkQueue): Promise<void> {
  if (await announceInvalidation(db, queue)) return;
  for (const wake of here.get(queue) ?? []) wake();
}

/**
 * Milliseconds until the earliest row of `table` that `waiting` selects may be tried (`dueAt`,
 * read through the queue's due index), or Infinity when none waits: how long an idle worker may sleep.
 */
export async function msUntilDue(db: Db, table: PgTable, dueAt: AnyColumn, waiting: SQL): Promise<number> {
  const [row] = await db
    .select({ ms: sql<number | null>`ceil(extract(epoch FROM min(${dueAt}) - now()) * 1000)::float8` })
    .from(table)
    .where(waiting);
  // NULL when nothing waits (SQL's greatest() would have read that as due now).
  return row?.ms == null ? Number.POSITIVE_INFINITY : Math.max(0, row.ms);
}
