import type { Db } from '../connection';
import { findSeededShops, type SeededShops, seedShops } from './shops';

/**
 * A seed step fills one area for the seeded shops. Areas append their step
 * here; steps run in order inside one transaction, once, on an empty database.
 */
export type SeedStep = (db: Db, shops: SeededShops) => Promise<void>;

const steps: SeedStep[] = [];

/** Seeds the demo shops unless they exist. Returns true when it seeded. */
export async function seedDatabase(db: Db): Promise<boolean> {
  if (await findSeededShops(db)) return false;
  await db.transaction(async (tx) => {
    const shops = await seedShops(tx as unknown as Db);
    for (const step of steps) await step(tx as unknown as Db, shops);
  });
  return true;
}
