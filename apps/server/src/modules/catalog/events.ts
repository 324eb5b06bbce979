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

export async function announceProductChange(ctx: RequestContext, productIds: number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return;
  await recordCatalogChange(ctx);
  for (const listener of productChangeListeners) await listener(ctx, ids);
}
