import type { Db } from '../connection';
import { seedAdmins } from './admins';
import { seedApps } from './apps';
import { seedBanners } from './banners';
import { seedCatalog } from './catalog';
import { seedCheckout } from './checkout';
import { seedContentPages } from './content-pages';
import { seedMenus } from './menus';
import { seedOrderStatuses } from './order-statuses';
import { seedSearch } from './search';
import type { SeedFiles, SeedStep } from './seed-step';
import { seedShipping } from './shipping';
import { findSeededShops, insertShop, seedShops } from './shops';
import { seedSubscriptions } from './subscriptions';

export type { SeedFiles, SeedStep };

// seedSearch indexes the products written by the steps before it: keep it last.
const steps: SeedStep[] = [
  seedOrderStatuses,
  seedCatalog,
  seedContentPages,
  seedMenus,
  seedAdmins,
  seedCheckout,
  seedShipping,
  seedBanners,
  seedSubscriptions,
  seedApps,
  seedSearch,
];

/** Seeds the demo shops unless they exist. Returns true when it seeded. */
export async function seedDatabase(db: Db, files: SeedFiles): Promise<boolean> {
  if (await findSeededShops(db)) return false;
  await db.transaction(async (tx) => {
    const shops = await seedShops(tx as unknown as Db);
    for (const step of steps) await step(tx as unknown as Db, shops, files);
  });
  return true;
}

/**
 * Two more shops filled like the demo pair (catalogue, menus, staff, checkout, search), under
 * other subdomains: benchmarks of many shops (bench:seed --shops). The platform's own rows
 * (the app directory) are not repeated.
 */
export async function seedShopPair(db: Db, subdomains: [string, string], files: SeedFiles): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const shops = {
      demo: await insertShop(t, subdomains[0], `Shop ${subdomains[0]}`),
      outdoors: await insertShop(t, subdomains[1], `Shop ${subdomains[1]}`),
    };
    for (const step of steps) if (step !== seedApps) await step(t, shops, files);
  });
}
