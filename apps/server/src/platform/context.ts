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
}

/** Runs `work` in one transaction; nested calls reuse the open one. */
export async function inTransaction<T>(
  ctx: RequestContext,
  work: (tx: RequestContext) => Promise<T>,
): Promise<T> {
  if (transactions.has(ctx.db)) return work(ctx);
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

const transactions = new WeakSet<Db>();
