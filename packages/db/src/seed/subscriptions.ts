import type { Db } from '../connection';
import { shopSubscriptions } from '../schema/index';
import type { SeededShops } from './shops';

/**
 * The seeded shops are on the Enterprise plan for a year: the demo catalogue, its staff and the
 * tests that add languages, domains and files to both shops stay within its (unlimited) limits.
 * Shops created later start on the trial (no row).
 */
export async function seedSubscriptions(db: Db, shops: SeededShops): Promise<void> {
  const start = new Date();
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  for (const shopId of Object.values(shops)) {
    await db.insert(shopSubscriptions).values({
      shopId,
      plan: 'enterprise',
      period: 'yearly',
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: end,
      renewsAt: end,
    });
  }
}
