import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../connection';
import {
  coupons,
  currencies,
  geoZoneMembers,
  geoZones,
  products,
  taxClasses,
  taxRates,
} from '../schema/index';
import type { SeededShops } from './shops';

/** Currencies every shop can show (SPEC §3 currency: symbol, position, decimal digits). */
export const defaultCurrencies = [
  { code: 'USD', title: 'US Dollar', symbol: '$', position: 'l', decimalDigits: 2 },
  { code: 'EUR', title: 'Euro', symbol: '€', position: 'r', decimalDigits: 2 },
  { code: 'GBP', title: 'Pound Sterling', symbol: '£', position: 'l', decimalDigits: 2 },
  { code: 'CAD', title: 'Canadian Dollar', symbol: 'CA$', position: 'l', decimalDigits: 2 },
];

/** The demo shop's sales tax: 8.25 % on taxable goods shipped within the United States. */
export const demoTaxPercentMilli = 8250;

/**
 * Seed step: currencies, the "Taxable Goods" class with its US rate (every
 * physical demo product is taxable; gift cards are not) and a few demo coupons.
 */
export async function seedCheckout(db: Db, shops: SeededShops): Promise<void> {
  for (const shopId of [shops.demo, shops.outdoors]) {
    await db.insert(currencies).values(defaultCurrencies.map((c) => ({ ...c, shopId })));
    const [taxClass] = await db
      .insert(taxClasses)
      .values({ shopId, title: 'Taxable Goods', description: 'Taxed goods' })
      .returning({ id: taxClasses.id });
    const [zone] = await db
      .insert(geoZones)
      .values({ shopId, name: 'United States (sales tax)', description: 'Where US sales tax is charged' })
      .returning({ id: geoZones.id });
    await db
      .insert(geoZoneMembers)
      .values({ shopId, geoZoneId: zone!.id, countryCode: 'US', zoneCode: null });
    await db.insert(taxRates).values({
      shopId,
      taxClassId: taxClass!.id,
      geoZoneId: zone!.id,
      name: 'US Sales Tax (8.25%)',
      type: 'percent',
      percentMilli: demoTaxPercentMilli,
    });
    await db
      .update(products)
      .set({ taxClassId: taxClass!.id })
      .where(and(eq(products.shopId, shopId), eq(products.isDigital, 0), isNull(products.taxClassId)));
  }
  await db.insert(coupons).values([
    { shopId: shops.demo, name: '10% off everything', code: 'SAVE10', type: 'percent', percentMilli: 10_000 },
    {
      shopId: shops.demo,
      name: 'Free shipping over $50',
      code: 'FREESHIP',
      type: 'free_shipping',
      minimumTotalMinor: 5000,
    },
    {
      shopId: shops.demo,
      name: '$5 off orders over $25',
      code: 'GEAR5',
      type: 'fixed',
      amountMinor: 500,
      minimumTotalMinor: 2500,
    },
  ]);
}
