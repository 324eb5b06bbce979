import path from 'node:path';

/**
 * The environment `npm start` gives the server: the caller's, with two defaults it keeps if set.
 * @param {Record<string, string | undefined>} env
 */
export function serverEnvironment(env) {
  return {
    ...env,
    // React renders storefront pages on the server; its development build is several times slower.
    NODE_ENV: env.NODE_ENV ?? 'production',
    // glibc's malloc: a fixed mmap threshold gives large freed blocks back to the system instead
    // of keeping them in its heaps, 30-50 MB of the idle server (ADR 0099). On the embedded
    // database a lower one (32 kB) also returns the mid-sized blocks V8's compilers free, another
    // 20-25 MB; PGlite bounds that server's throughput, not the extra mmap calls. Other C
    // libraries ignore it.
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? (env.DATABASE_URL ? '131072' : '32768'),
    // On the embedded database the old generation grows to at most 1.25 x what was live after the
    // last full collection, always, and 8 MB of rendered pages are kept instead of 32: PGlite's own
    // memory (~150-230 MB) leaves the server little of a 300-MB process. Serving 1,000 shops, 1.5 x
    // and 32 MB held 307-368 MB, 1.25 x and 8 MB 265-300 MB for the same requests a second (ADR 0106,
    // 0132; a ten-minute beacon flood held 197-459 MB with V8's own growth of up to 4 x).
    // PostgreSQL's server holds the growth only near its memory budget (MEMORY_BUDGET_MB).
    ...(env.DATABASE_URL
      ? {}
      : { HEAP_GROWTH_PERCENT: env.HEAP_GROWTH_PERCENT ?? '25', PAGE_CACHE_MB: env.PAGE_CACHE_MB ?? '8' }),
  };
}

/**
 * The Node.js options `npm start` runs the server with, on the embedded database only; the server
 * turns source-mapped stack traces on itself (apps/server/src/compiled-entry.mjs).
 * - No more of V8's helper threads than there are cores (Node starts four): each allocates in a
 *   malloc arena of its own, and what it frees there stays resident. On two cores, two instead of
 *   four lowered PGlite's idle memory from 234-246 to 212-227 MB with the same throughput.
 * - A young generation of at most 2 x 4 MB: Node 24 grows it to 2 x 64 MB under the first requests
 *   and keeps those pages once idle (378 MB against 254 MB idle). PGlite bounds that server's
 *   throughput, not the more frequent young collections.
 * (The old generation's growth is HEAP_GROWTH_PERCENT in serverEnvironment, which the server sets.)
 * In ADR 0099 and bench/README.md ("Idle memory and start-up").
 * @param {Record<string, string | undefined>} env
 * @param {number} cores
 */
export function serverOptions(env, cores) {
  if (env.DATABASE_URL) return [];
  return [`--v8-pool-size=${Math.min(4, cores)}`, '--max-semi-space-size=4'];
}

/**
 * Whether `npm start` first migrates and seeds in a process of its own: on a new embedded
 * database (no DATABASE_URL, no PGlite files under DATA_DIR yet), so the server process does not
 * keep the seeding's leftovers while it idles.
 * @param {Record<string, string | undefined>} env
 * @param {(dir: string) => boolean} exists
 * @param {string} root
 */
export function seedsFirst(env, exists, root) {
  const dataDir = env.DATA_DIR ?? './data';
  if (env.DATABASE_URL || dataDir === ':memory:') return false;
  return !exists(path.resolve(root, dataDir, 'pglite'));
}
