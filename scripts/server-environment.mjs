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
