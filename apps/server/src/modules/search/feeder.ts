import { reindexProducts } from '@emporia/db/search-index';
import { onInvalidation } from '../../kernel/invalidation-bus';
import { onProductChanged } from '../catalog';
import type { SearchCache } from './search-cache';

/** Caches of the apps running in this process (tests build several). */
const caches = new Set<SearchCache>();
let subscribed = false;

/**
 * Keeps the search table current: every product write the catalogue
 * announces rewrites those products' search rows in the same transaction,
 * and this process forgets its cached answers for that shop; other processes
 * forget them when the catalogue's notice of the write reaches them (on commit).
 * Subscribes once per process; returns the function that detaches `cache`.
 */
export function keepSearchCurrent(cache: SearchCache): () => void {
  if (!subscribed) {
    subscribed = true;
    onProductChanged(async (ctx, productIds) => {
      await reindexProducts(ctx.db, ctx.shop.id, productIds);
      for (const known of caches) known.forgetShopAfterWrite(ctx.shop.id);
    });
    onInvalidation('catalog', (shopId) => {
      for (const known of caches) known.forgetShop(shopId);
    });
  }
  caches.add(cache);
  return () => caches.delete(cache);
}
