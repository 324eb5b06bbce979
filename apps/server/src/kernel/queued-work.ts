import type { Db } from '@emporia/db';
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
