import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type RequestContext, readerOf } from '../../kernel/context';
import { announceInvalidation, onInvalidation } from '../../kernel/invalidation-bus';
import { registerCacheGauge } from '../../kernel/per-shop-cache';
import { rowsOf } from '../../kernel/sql-lists';
import { catalogSettings } from './settings';

/**
 * Storefront catalogue reads (home, category, manufacturer and product pages,
 * reviews) are cached per process as finished JSON, keyed by shop, address and
 * customer group. An entry is good while the shop's newest catalog_changes id is
 * the one it was built at, no sale has started or ended and no scheduled article
 * has come out since, and it is under
 * a minute old. The newest id is asked of the database at most every 250 ms per
 * shop (at once after a write in this process, or when another process's write
 * is announced on the invalidation bus), so another process's change shows
 * within that time even if its notice is lost.
 */
interface Entry {
  version: number;
  expiresAt: number;
  value: unknown;
  json: string;
  etag: string;
}

interface ShopState {
  version: number;
  /** Next sale start or end, or scheduled article, in the shop (ms): after it cached pages may be wrong. */
  nextSaleChange: number;
  checkedAt: number;
  dirty: boolean;
  /** On a replica: the WAL position it had replayed when `version` was read (ADR 0087). */
  replayed: bigint;
}

const maxAgeMs = 60_000;
const recheckMs = 250;
/** Shops whose newest version a store remembers; past it the least recently read is asked again. */
const shopsKept = 10_000;
/**
 * An entry weighs three times its JSON: once for the text, twice for the value it was made from
 * (which page heads read), as V8 holds a parsed value in about twice its JSON length.
 */
const weightOf = (entry: Entry) => 3 * entry.json.length;

interface Store {
  /** Finished reads within CATALOG_READ_CACHE_MB, least recently used leaving first (issue 37). */
  entries: LRUCache<string, Entry>;
  shops: LRUCache<number, ShopState>;
}
/** One store per database handle: tests run several apps (databases) in one process. */
const stores = new WeakMap<object, Store>();
const allStores = new Set<WeakRef<Store>>();
function storeOf(ctx: RequestContext): Store {
  let store = stores.get(ctx.db);
  if (!store) {
    store = {
      entries: new LRUCache<string, Entry>({
        maxSize: Math.max(1, catalogSettings.readCacheBytes()),
        // A read larger than the whole budget is simply not kept.
        sizeCalculation: weightOf,
      }),
      shops: new LRUCache<number, ShopState>({ max: shopsKept }),
    };
    stores.set(ctx.db, store);
    allStores.add(new WeakRef(store));
  }
  return store;
}

/**
 * `ctx` reads where the entries' data is read (the replica or the primary), so
 * the version is never newer than the data built under it.
 */
async function shopState(ctx: RequestContext, replayed: bigint, needs: bigint): Promise<ShopState> {
  const { shops } = storeOf(ctx);
  const now = Date.now();
  const known = shops.get(ctx.shop.id);
  // A client that wrote must not get a version read before the replica had its write.
  const current = known && known.replayed >= needs;
  if (known && current && !known.dirty && now - known.checkedAt < recheckMs) return known;
  const [row] = await rowsOf<{ version: number | null }>(
    ctx.db.execute(sql`SELECT max(id) AS version FROM catalog_changes WHERE shop_id = ${ctx.shop.id}`),
  );
  const version = row?.version ?? 0;
  let nextSaleChange = known?.version === version ? known.nextSaleChange : Number.NaN;
  if (Number.isNaN(nextSaleChange) || nextSaleChange <= now) {
    const [next] = await rowsOf<{ at: Date | string | null }>(
      ctx.db.execute(sql`
        SELECT least(
          (SELECT min(sale_starts_at) FROM products WHERE shop_id = ${ctx.shop.id} AND sale_starts_at > now()),
          (SELECT min(sale_ends_at) FROM products WHERE shop_id = ${ctx.shop.id} AND sale_ends_at > now()),
          (SELECT min(published_at) FROM news_articles
            WHERE shop_id = ${ctx.shop.id} AND status = 'published' AND published_at > now()),
          (SELECT min(published_at) FROM content_pages
            WHERE shop_id = ${ctx.shop.id} AND status = 'published' AND published_at > now())) AS at`),
    );
    nextSaleChange = next?.at ? new Date(next.at).getTime() : Number.POSITIVE_INFINITY;
  }
  const state = { version, nextSaleChange, checkedAt: now, dirty: false, replayed };
  shops.set(ctx.shop.id, state);
  return state;
}

export interface CachedRead<T> {
  value: T;
  /** `{ "data": value }`, ready to send. */
  json: string;
  etag: string;
}

/**
 * `build` gets the context to read with: the replica's when the request may
 * use it (readerOf), so each handle has its own store and versions.
 */
export async function cachedCatalogRead<T>(
  requestCtx: RequestContext,
  key: string,
  build: (reader: RequestContext) => Promise<T>,
): Promise<CachedRead<T>> {
  const ctx = readerOf(requestCtx);
  if (!catalogSettings.readCacheEnabled()) return serialised(await build(ctx));
  const state = await shopState(ctx, requestCtx.read?.replayed ?? 0n, requestCtx.read?.needs ?? 0n);
  const { entries } = storeOf(ctx);
  const cacheKey = `${ctx.shop.id}|${key}`;
  const now = Date.now();
  const hit = entries.get(cacheKey);
  if (hit && hit.version === state.version && hit.expiresAt > now) {
    return { value: hit.value as T, json: hit.json, etag: hit.etag };
  }
  const value = await build(ctx);
  const { json, etag } = serialised(value);
  entries.set(cacheKey, {
    version: state.version,
    expiresAt: Math.min(now + maxAgeMs, state.nextSaleChange),
    value,
    json,
    etag,
  });
  return { value, json, etag };
}

function serialised<T>(value: T): CachedRead<T> {
  const json = JSON.stringify({ data: value });
  return { value, json, etag: `W/"${createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * Records a catalogue write in the caller's transaction: readers everywhere
 * see a new version once it commits. This process re-reads at once.
 */
export async function recordCatalogChange(ctx: RequestContext): Promise<void> {
  const [row] = await rowsOf<{ id: number }>(
    ctx.db.execute(sql`INSERT INTO catalog_changes (shop_id) VALUES (${ctx.shop.id}) RETURNING id`),
  );
  // Only the newest row matters; older ones are dropped now and then.
  if (row && row.id % 200 === 0) {
    await ctx.db.execute(sql`DELETE FROM catalog_changes WHERE shop_id = ${ctx.shop.id} AND id < ${row.id}`);
  }
  markDirty(ctx.shop.id);
  // Heard by every process when the write commits.
  await announceInvalidation(ctx.db, 'catalog', ctx.shop.id);
}

/** Makes the next read of the shop (0: of every shop) ask for the newest version. */
function markDirty(shopId: number): void {
  // The write runs on a transaction handle; the readers' stores belong to the pool handles.
  for (const ref of allStores) {
    const store = ref.deref();
    if (!store) {
      allStores.delete(ref);
      continue;
    }
    for (const [id, state] of store.shops) if (shopId === 0 || id === shopId) state.dirty = true;
  }
}
onInvalidation('catalog', markDirty);
/** What one database handle's store keeps (a test's own, apart from other apps in the process). */
export function keptReadsOf(db: object): { entries: number; bytes: number; budget_bytes: number } {
  const entries = stores.get(db)?.entries;
  return {
    entries: entries?.size ?? 0,
    bytes: entries?.calculatedSize ?? 0,
    budget_bytes: entries?.maxSize ?? 0,
  };
}

// Its size for the operator (/api/v1/health): every database handle's store of this process.
registerCacheGauge('catalog-reads', () => {
  let entries = 0;
  let bytes = 0;
  let budget = 0;
  const shops = new Set<number>();
  for (const ref of allStores) {
    const store = ref.deref();
    if (!store) continue;
    entries += store.entries.size;
    bytes += store.entries.calculatedSize;
    budget += store.entries.maxSize;
    for (const key of store.entries.keys()) shops.add(Number(key.slice(0, key.indexOf('|'))));
  }
  return { name: 'catalog-reads', entries, bytes, budget_bytes: budget, shops: shops.size };
});

/**
 * For admin plugins whose writes change what shoppers see without a product
 * announcement (categories, manufacturers, options): every successful write
 * is recorded before its answer leaves, so the writer's next read is fresh.
 */
export function recordChangesOfWrites(app: import('fastify').FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      await recordCatalogChange(request.ctx);
    }
    return payload;
  });
}
