import { eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { shopSettings, shops, shopTextOverrides } from '../schema/index';

export interface SeededShops {
  demo: number;
  outdoors: number;
}

/** SPEC §9: the gear shop's own wording, keyed by the web app's i18n keys. */
export const demoTextOverrides: Record<string, string> = {
  'address.postcode': 'Zip Code',
  'address.address_1': 'Street Address',
  'address.address_2': 'Apt/Suite',
  'address.zone': 'State',
  'register.sms_opt_in': 'Text me order updates.',
  'register.newsletter': 'Sign Up for Deals',
  'shipping.flatrate.title': 'Flat-Rate Shipping (Tracking Available)',
  'payment.square.title': 'Credit/Debit Card',
  'home.arrivals': 'Gear',
  'home.featured': "What's Hot",
  'home.deals': 'Deals',
  'home.latest_news': 'New Cool Stuff',
};

/** Modules on by default in both seeded shops (configuration entries of SPEC §3). */
const defaultModuleSettings: { key: string; value: string; type: number }[] = [
  { key: 'module_payment_moneyorder_active', value: '1', type: 2 },
  { key: 'module_payment_moneyorder_order_status', value: '1', type: 2 },
  { key: 'module_shipping_flatrate_active', value: '1', type: 3 },
  { key: 'module_shipping_flatrate_shipping_cost', value: '5.00', type: 3 },
  { key: 'module_shipping_flatrate_shipping_zone', value: '0', type: 3 },
  { key: 'module_shipping_flatrate_sort_order', value: '1', type: 3 },
  { key: 'module_shipping_flatrate_handling_fee', value: '0', type: 3 },
  { key: 'module_feature_coupon_active', value: '1', type: 1 },
  { key: 'module_feature_wishlist_active', value: '1', type: 1 },
  { key: 'module_feature_quickreorder_active', value: '1', type: 1 },
  { key: 'module_feature_advancedsearch_active', value: '1', type: 1 },
];

/** One shop with the modules every seeded shop has on (the demo's, or a benchmark's extra shops). */
export async function insertShop(db: Db, subdomain: string, name: string): Promise<number> {
  const [shop] = await db
    .insert(shops)
    .values({ subdomain, name, defaultLanguage: 'en', currencyCode: 'USD' })
    .returning({ id: shops.id });
  if (!shop) throw new Error('seeding a shop returned no id');
  await db.insert(shopSettings).values(defaultModuleSettings.map((s) => ({ ...s, shopId: shop.id })));
  return shop.id;
}

export async function seedShops(db: Db): Promise<SeededShops> {
  const demo = { id: await insertShop(db, 'demo', 'Emporia Gear Co.') };
  const outdoors = { id: await insertShop(db, 'outdoors', 'Outdoors Outfitters') };
  await db.insert(shopTextOverrides).values(
    Object.entries(demoTextOverrides).map(([key, value]) => ({
      shopId: demo.id,
      locale: 'en',
      key,
      value,
    })),
  );
  return { demo: demo.id, outdoors: outdoors.id };
}

export async function findSeededShops(db: Db): Promise<SeededShops | undefined> {
  const [demo] = await db.select({ id: shops.id }).from(shops).where(eq(shops.subdomain, 'demo'));
  const [outdoors] = await db.select({ id: shops.id }).from(shops).where(eq(shops.subdomain, 'outdoors'));
  return demo && outdoors ? { demo: demo.id, outdoors: outdoors.id } : undefined;
}
