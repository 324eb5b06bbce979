import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestContext } from '../../kernel/context';
import { recordCatalogChange } from './read-cache';

/**
 * Called after products were created, changed (texts, prices, stock, status,
 * pictures, rating) or deleted, inside the same transaction as the change.
 * The search area subscribes to keep its denormalised table in step; a
 * listener that throws rolls the change back, so keep listeners to SQL.
 * Ids are top-level products (a variant's change is announced as its parent's).
 */
export type ProductChangeListener = (ctx: RequestContext, productIds: number[]) => Promise<void>;

export const productChangeListeners: ProductChangeListener[] = [];

/** Subscribes to product changes; returns the unsubscribe function. */
export function onProductChanged(listener: ProductChangeListener): () => void {
  productChangeListeners.push(listener);
  return () => {
    const index = productChangeListeners.indexOf(listener);
    if (index >= 0) productChangeListeners.splice(index, 1);
  };
}

/** The ids a batched write has changed so far (see batchProductChanges). */
const batches = new AsyncLocalStorage<Set<number>>();

export async function announceProductChange(ctx: RequestContext, productIds: number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return;
  const batch = batches.getStore();
  if (batch) {
    for (const id of ids) batch.add(id);
    return;
  }
  await recordCatalogChange(ctx);
  for (const listener of productChangeListeners) await listener(ctx, ids);
}

/**
 * Runs a write of many products (an import's chunk) inside `ctx`'s transaction and announces
 * what it changed once at the end: one search-row refresh and one cache invalidation for the
 * chunk instead of one per product and variant. An id of a product whose savepoint was undone
 * is announced too; its refresh finds nothing to index.
 */
export async function batchProductChanges<T>(ctx: RequestContext, work: () => Promise<T>): Promise<T> {
  const changed = new Set<number>();
  const result = await batches.run(changed, work);
  await announceProductChange(ctx, [...changed]);
  return result;
}
