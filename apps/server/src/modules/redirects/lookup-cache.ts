import { onInvalidation } from '../../kernel/invalidation-bus';

/** What one old address answers: the redirect's id, new address and status, or nothing. */
export type CachedTarget = { id: number; to: string; status: number } | null;

/**
 * The answers of recent lookups per shop, misses too: page-not-found is asked often (crawlers,
 * typos) and must not cost a query each time. Bounded per shop and in shops; a write in any
 * process empties its shop here (the invalidation bus, ADR 0085), so a saved redirect works at once.
 */
const perShopLimit = 2000;
const shopLimit = 500;
const shops = new Map<number, Map<string, CachedTarget>>();

export function cachedTarget(shopId: number, key: string): CachedTarget | undefined {
  return shops.get(shopId)?.get(key);
}

export function keepTarget(shopId: number, key: string, target: CachedTarget): void {
  let entries = shops.get(shopId);
  if (!entries) {
    if (shops.size >= shopLimit) shops.delete(shops.keys().next().value!);
    entries = new Map();
    shops.set(shopId, entries);
  }
  if (entries.size >= perShopLimit) entries.delete(entries.keys().next().value!);
  entries.set(key, target);
}

/** Forgets a shop's answers (0: every shop's). */
export function forgetTargets(shopId: number): void {
  if (shopId === 0) shops.clear();
  else shops.delete(shopId);
}

onInvalidation('redirects', forgetTargets);
