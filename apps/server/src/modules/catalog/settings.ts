import { storageRootOf } from '@emporia/db/storage';
import { runtimeConfig } from '../../platform/runtime-config';

/**
 * What the catalogue reads from the environment. Read on use, not at import,
 * so a test can point the bot-protection check at its local fake.
 */
export const catalogSettings = {
  /** Pictures live under DATA_DIR/storage/{shop id}/… (served at /storage/…). */
  storageRoot(): string {
    return storageRootOf(runtimeConfig()?.DATA_DIR ?? process.env.DATA_DIR);
  },
  /** CATALOG_READ_CACHE=0 builds every storefront read afresh (to measure or debug the uncached path). */
  readCacheEnabled(): boolean {
    return process.env.CATALOG_READ_CACHE !== '0';
  },
  /** reCAPTCHA siteverify endpoint; tests and air-gapped installs point it elsewhere. */
  recaptchaVerifyUrl(): string {
    return process.env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify';
  },
};
