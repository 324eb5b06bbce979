import type { Db } from '../connection';
import { geoZoneMembers, geoZones, shippingBoxes, shopSettings } from '../schema/index';
import type { SeededShops } from './shops';

/**
 * The demo shop ships from Seattle: two geo zones to restrict shipping
 * modules to, three box sizes for the box packer, and the ship-from address
 * carriers without an origin setting of their own (FedEx) rate from.
 */
export async function seedShipping(db: Db, shops: SeededShops): Promise<void> {
  const shopId = shops.demo;
  const zones = await db
    .insert(geoZones)
    .values([
      { shopId, name: 'United States', description: 'All states and territories' },
      { shopId, name: 'Canada', description: 'All provinces' },
    ])
    .returning({ id: geoZones.id, name: geoZones.name });
  await db.insert(geoZoneMembers).values(
    zones.map((zone) => ({
      shopId,
      geoZoneId: zone.id,
      countryCode: zone.name === 'Canada' ? 'CA' : 'US',
      zoneCode: null,
    })),
  );

  const box = (
    name: string,
    outer: [number, number, number],
    wall: number,
    emptyGrams: number,
    maxGrams: number,
  ) => ({
    shopId,
    name,
    outerLengthMm: outer[0],
    outerWidthMm: outer[1],
    outerHeightMm: outer[2],
    innerLengthMm: outer[0] - 2 * wall,
    innerWidthMm: outer[1] - 2 * wall,
    innerHeightMm: outer[2] - 2 * wall,
    emptyWeightGrams: emptyGrams,
    maxWeightGrams: maxGrams,
  });
  await db
    .insert(shippingBoxes)
    .values([
      box('Small box', [250, 200, 150], 5, 200, 5_000),
      box('Medium box', [400, 300, 250], 5, 450, 15_000),
      box('Large box', [600, 400, 400], 6, 900, 30_000),
    ]);

  await db.insert(shopSettings).values([
    { shopId, key: 'config_shipping_origin_country', value: 'US', type: 1 },
    { shopId, key: 'config_shipping_origin_postcode', value: '98101', type: 1 },
    { shopId, key: 'config_shipping_origin_city', value: 'Seattle', type: 1 },
  ]);
}
