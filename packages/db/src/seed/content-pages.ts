import { eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { shops as shopsTable } from '../schema/shops';
import type { SeededShops } from './shops';
import { insertStarterPages } from './starter-pages';

/** Seed step: both demo shops start with the pages a new shop gets (the demo footer links them). */
export async function seedContentPages(db: Db, shops: SeededShops): Promise<void> {
  for (const shopId of [shops.demo, shops.outdoors]) {
    const [shop] = await db
      .select({ name: shopsTable.name })
      .from(shopsTable)
      .where(eq(shopsTable.id, shopId));
    await insertStarterPages(db, shopId, shop!.name);
  }
}
