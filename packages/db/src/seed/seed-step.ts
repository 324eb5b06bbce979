import type { Db } from '../connection';
import type { SeededShops } from './shops';

/**
 * A seed step fills one area for the seeded shops. Areas append their step
 * here; steps run in order inside one transaction, once, on an empty database.
 */
export type SeedStep = (db: Db, shops: SeededShops, files: SeedFiles) => Promise<void>;

/** Where seeded pictures are stored: the caller's data dir (the server's comes from config.ts). */
export interface SeedFiles {
  dataDir: string | undefined;
}
