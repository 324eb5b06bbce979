import { outsideServices } from '../../config';
import { storageRoot } from '../../kernel/runtime-config';

/**
 * What the catalogue reads from the settings. Read on use, not at import,
 * so a test can change them.
 */
export const catalogSettings = {
  /** Pictures live under DATA_DIR/storage/{shop id}/… (served at /storage/…). */
  storageRoot,
  /** CATALOG_READ_CACHE=0 builds every storefront read afresh (to measure or debug the uncached path). */
  readCacheEnabled(): boolean {
    return outsideServices().catalogReadCache;
  },
  /** CATALOG_READ_CACHE_MB: what a process keeps of finished reads, weighed by their JSON. */
  readCacheBytes(): number {
    return outsideServices().catalogReadCacheBytes;
  },
};
