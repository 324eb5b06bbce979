import type { Db } from '../connection';
import { reindexShop } from '../search-index';
import type { SeededShops } from './shops';

/**
 * Seed step: fills the search table from the seeded catalogue. It must run
 * after every step that writes products, so it stays last in the list.
 */
export async function seedSearch(db: Db, shops: SeededShops): Promise<void> {
  await reindexShop(db, shops.demo);
  await reindexShop(db, shops.outdoors);
}
