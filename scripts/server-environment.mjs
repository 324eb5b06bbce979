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
    // of keeping them in its heaps, 30-50 MB of the idle server (ADR 0099). Other C libraries
    // ignore it.
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
  };
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
