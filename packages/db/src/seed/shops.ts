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

export async function seedShops(db: Db): Promise<SeededShops> {
  const [demo] = await db
    .insert(shops)
    .values({ subdomain: 'demo', name: 'Emporia Gear Co.', defaultLanguage: 'en', currencyCode: 'USD' })
    .returning({ id: shops.id });
  const [outdoors] = await db
    .insert(shops)
    .values({
      subdomain: 'outdoors',
      name: 'Outdoors Outfitters',
      defaultLanguage: 'en',
      currencyCode: 'USD',
    })
    .returning({ id: shops.id });
  if (!demo || !outdoors) throw new Error('seeding shops returned no id');

  for (const shopId of [demo.id, outdoors.id]) {
    await db.insert(shopSettings).values(defaultModuleSettings.map((s) => ({ ...s, shopId })));
  }
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
