import type { Db } from '@emporia/db';
import type { Shop } from './tenancy/shop';

/** Who is acting. Areas that authenticate (accounts, admin) narrow it. */
export type Actor =
  | { kind: 'guest' }
  | { kind: 'customer'; customerId: number; sessionId: number }
  | { kind: 'admin'; adminId: number; sessionId: number; permissions: readonly string[] | 'all' }
  | { kind: 'platform' }
  /** An installed app calling the Admin API with its access token, held to its scopes. */
  | { kind: 'app'; appId: number; installationId: number; scopes: readonly string[] };

/**
 * Travels as the first argument of every service call (DESIGN §3, after Vendure):
 * the tenant, the actor and the database handle — the pool, or the open
 * transaction inside `inTransaction`.
 */
export interface RequestContext {
  shop: Shop;
  actor: Actor;
  db: Db;
  /** Where this request's catalogue reads may go (a storefront GET with a replica configured). */
  read?: ReadHandle;
  /**
   * Set when `db` reads a replica (readerOf): the primary, for the rare write a read makes
   * (a search rebuilding its shop's stale facet cells, ADR 0091). A replica refuses writes.
   */
  primary?: Db;
}

/**
 * The database a read-only storefront read uses (ADR 0087): the replica when it
 * has replayed every write this client made, else the primary.
 */
export interface ReadHandle {
  db: Db;
  onReplica: boolean;
  /** The replica has replayed at least this WAL position (0 on the primary). */
  replayed: bigint;
  /** The client's own newest write, as a WAL position (0: none known). */
  needs: bigint;
}

/** The context a pure read runs with: its queries go to `ctx.read` when there is one. */
export function readerOf(ctx: RequestContext): RequestContext {
  return ctx.read ? { ...ctx, db: ctx.read.db, primary: ctx.db } : ctx;
}

/** Runs `work` in one transaction; nested calls reuse the open one. */
export async function inTransaction<T>(
  ctx: RequestContext,
  work: (tx: RequestContext) => Promise<T>,
): Promise<T> {
  if (transactions.has(ctx.db)) return work(ctx);
  return inTrackedTransaction(ctx, work);
}

/**
 * Runs `work` in a savepoint of the open transaction: when it throws, what it wrote is undone
 * and the error passes on, while the transaction (and what was written before) stays usable.
 * Calls inside reuse the savepoint as they would a transaction.
 */
export async function inSavepoint<T>(
  ctx: RequestContext,
  work: (tx: RequestContext) => Promise<T>,
): Promise<T> {
  if (!transactions.has(ctx.db)) throw new Error('inSavepoint must run inside inTransaction');
  // Inside a transaction, drizzle's transaction() is a savepoint.
  return inTrackedTransaction(ctx, work);
}

const transactions = new WeakSet<Db>();

/** Whether `db` is a transaction `inTransaction` opened (its reads must see its own snapshot). */
export function isOpenTransaction(db: Db): boolean {
  return transactions.has(db);
}

/** A transaction (or, inside one, a savepoint) whose handle calls inside recognise as open. */
function inTrackedTransaction<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    transactions.add(txDb);
    try {
      return await work({ ...ctx, db: txDb });
    } finally {
      transactions.delete(txDb);
    }
  });
}
