import type { CacheGauge } from '@emporia/contracts/shop';
import type { Db } from '@emporia/db';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { readConfig } from '../config';
import { announceInvalidation, noticeHere, onInvalidation } from './invalidation-bus';
import { runtimeConfig } from './runtime-config';

/**
 * What one process keeps per shop, bounded by a byte budget rather than by the number of shops
 * (issue 37, ADR 0118): the least recently used entries leave first, so a server that has served
 * 10,000 shops holds the busy ones and not all of them. Each entry also ages out after `maxAgeMs`
 * (or its own `until`), which bounds how stale a change made outside the announced paths can be.
 *
 * A shop's entries are forgotten when its change is heard (`forgetShop`, or a notice on the
 * invalidation bus from any process). A fill that was under way when the shop changed is used for
 * its own request but not kept, so a read of the old rows never outlives the notice.
 */
export interface PerShopCacheOptions {
  /** Budget in bytes (the JSON length of each value); 0 turns the cache off. */
  budgetBytes: number;
  maxAgeMs: number;
  /**
   * An entry past `maxAgeMs` answers once more while it is read again behind that request (not
   * one past its own `until`, which says the value is then wrong). For answers every change of
   * which is announced, where the age only bounds a change made by hand: over 10,000 shops the
   * reads of aged entries then cost no request its wait.
   */
  readAgainBehind?: boolean;
}

interface Entry {
  shopId: number;
  value: unknown;
  until: number;
  /** Whether `until` is the cache's own age (not the fill's `until`). */
  aged: boolean;
}

/** What /api/v1/health tells the operator about each cache (its shape: cacheGaugeSchema). */
const gauges = new Map<string, () => CacheGauge>();

/** Adds a cache to the operator's health answer (a later one of the same name replaces it). */
export function registerCacheGauge(name: string, gauge: () => CacheGauge): void {
  gauges.set(name, gauge);
}

/** Every registered cache's size, by name. */
export function cacheGauges(): CacheGauge[] {
  return [...gauges.values()].map((gauge) => gauge());
}

/** Each database handle gets its own number: tests run several apps (databases) in one process. */
const handleIds = new WeakMap<object, number>();
let nextHandleId = 1;
const handleIdOf = (db: object) => {
  let id = handleIds.get(db);
  if (id === undefined) {
    id = nextHandleId++;
    handleIds.set(db, id);
  }
  return id;
};

/**
 * The age an entry kept now reaches: 80-100 % of `maxAgeMs`, at random. Entries filled together
 * (a restart, a crawl of every shop) then run out over a fifth of the age, not in one burst of
 * reads that lands on the requests of that moment.
 */
export function spreadAge(maxAgeMs: number): number {
  return Math.round(maxAgeMs * (0.8 + 0.2 * Math.random()));
}

export class PerShopCache<V> {
  private readonly entries: LRUCache<string, Entry> | undefined;
  /** Fills under way, by key: concurrent misses of one key share one read. */
  private readonly filling = new Map<string, { shopId: number; stale: boolean; value: Promise<V> }>();

  constructor(
    readonly name: string,
    private readonly options: PerShopCacheOptions,
  ) {
    this.entries =
      options.budgetBytes > 0
        ? new LRUCache<string, Entry>({
            maxSize: options.budgetBytes,
            // A value larger than the whole budget is simply not kept.
            sizeCalculation: (entry) => Math.max(1, JSON.stringify(entry.value)?.length ?? 1),
          })
        : undefined;
    registerCacheGauge(name, () => this.gauge());
  }

  /**
   * The kept value of (`db`, shop, `variant`), else `fill()`'s, kept until `until` (ms) or
   * `maxAgeMs` from now, whichever is sooner.
   */
  async get(
    db: object,
    shopId: number,
    variant: string,
    fill: () => Promise<{ value: V; until?: number }>,
  ): Promise<V> {
    if (!this.entries) return (await fill()).value;
    const key = `${handleIdOf(db)}|${shopId}|${variant}`;
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value as V;
    const under = this.filling.get(key);
    if (hit?.aged && this.options.readAgainBehind) {
      // A failed read leaves the kept answer; the next request past its time tries again.
      if (!under || under.stale) this.fill(key, shopId, fill).catch(() => undefined);
      return hit.value as V;
    }
    if (under && !under.stale) return under.value;
    return this.fill(key, shopId, fill);
  }

  private fill(key: string, shopId: number, fill: () => Promise<{ value: V; until?: number }>): Promise<V> {
    const now = Date.now();
    const job = { shopId, stale: false, value: undefined as unknown as Promise<V> };
    job.value = fill().then(
      ({ value, until }) => {
        if (this.filling.get(key) === job) this.filling.delete(key);
        if (!job.stale) {
          const aged = now + spreadAge(this.options.maxAgeMs);
          const own = until ?? Number.POSITIVE_INFINITY;
          this.entries?.set(key, { shopId, value, until: Math.min(own, aged), aged: aged <= own });
        }
        return value;
      },
      (error: unknown) => {
        if (this.filling.get(key) === job) this.filling.delete(key);
        throw error;
      },
    );
    this.filling.set(key, job);
    return job.value;
  }

  /** Forgets a shop's entries (0: every shop's), here; other processes hear it on the bus. */
  forgetShop(shopId: number): void {
    for (const job of this.filling.values()) if (shopId === 0 || job.shopId === shopId) job.stale = true;
    if (!this.entries) return;
    if (shopId === 0) {
      this.entries.clear();
      return;
    }
    const gone = [...this.entries.entries()].filter(([, entry]) => entry.shopId === shopId);
    for (const [key] of gone) this.entries.delete(key);
  }

  gauge(): CacheGauge {
    const shops = new Set<number>();
    for (const entry of this.entries?.values() ?? []) shops.add(entry.shopId);
    return {
      name: this.name,
      entries: this.entries?.size ?? 0,
      bytes: this.entries?.calculatedSize ?? 0,
      budget_bytes: this.options.budgetBytes,
      shops: shops.size,
    };
  }
}

/**
 * The storefront configuration's topic: a shop's settings, menus, theme, banners, languages or
 * wording changed. Shop-row changes ('shops') drop everything, as the shop resolver does.
 */
export function forgetOnNotices<V>(cache: PerShopCache<V>): () => void {
  const detachConfig = onInvalidation('storefront', (shopId) => cache.forgetShop(shopId));
  const detachShops = onInvalidation('shops', () => cache.forgetShop(0));
  return () => {
    detachConfig();
    detachShops();
  };
}

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every successful staff write to a shop may change what its storefront pages carry (a setting,
 * a menu, the theme, a banner, a category's name in a menu), so it drops the shop's cached
 * configuration here at once and in the other processes when they hear the notice. The answer has
 * been built, so the write has committed: a process filling meanwhile keeps nothing (see `get`).
 */
export function forgetShopConfigOnStaffWrites(app: FastifyInstance, db: Db): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const kind = request.routeOptions.config?.access?.kind;
    if (
      request.shop &&
      !readOnly.has(request.method) &&
      reply.statusCode < 400 &&
      (kind === 'staff' || kind === 'any-staff')
    ) {
      noticeHere('storefront', request.shop.id);
      await announceInvalidation(db, 'storefront', request.shop.id).catch((err) =>
        request.log.warn({ err }, 'storefront configuration change not announced'),
      );
    }
    return payload;
  });
}

let shared: { settings: string; cache: PerShopCache<unknown>; detach: () => void } | undefined;

/**
 * The one cache of what storefront pages read of their shop (ADR 0118), sized by the app's
 * SHOP_CONFIG_CACHE_MB and SHOP_CONFIG_CACHE_SECONDS: the storefront configuration, the shop's
 * description, its meta templates. Areas keep their part under their own `variant`.
 */
export function shopConfigCache(): PerShopCache<unknown> {
  const config = runtimeConfig() ?? readConfig();
  const settings = `${config.SHOP_CONFIG_CACHE_MB}|${config.SHOP_CONFIG_CACHE_SECONDS}`;
  if (shared?.settings !== settings) {
    shared?.detach();
    const cache = new PerShopCache<unknown>('storefront-config', {
      budgetBytes: Math.round(config.SHOP_CONFIG_CACHE_MB * 1024 * 1024),
      maxAgeMs: config.SHOP_CONFIG_CACHE_SECONDS * 1000,
    });
    shared = { settings, cache, detach: forgetOnNotices(cache) };
  }
  return shared.cache;
}

/** `fill()`'s value for the shop, kept in the shop configuration cache under `variant`. */
export async function keptForShop<V>(
  ctx: { db: object; shop: { id: number } },
  variant: string,
  fill: () => Promise<{ value: V; until?: number }>,
): Promise<V> {
  return (await shopConfigCache().get(ctx.db, ctx.shop.id, variant, fill)) as V;
}
