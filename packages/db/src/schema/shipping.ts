import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { shops } from './shops';

// Shipping: geo zones, shipping boxes, product nesting groups and Advanced
// Shipper methods. Sizes in millimetres, weights in grams, money in minor units.

const shopId = () =>
  integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A named set of destinations (SPEC §3 shipping zone: id, name). Shipping modules and tax rates refer to it. */
export const geoZones = pgTable(
  'geo_zones',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('geo_zones_shop_idx').on(t.shopId, t.name)],
);

/** A country (zone_code null) or one state of it inside a geo zone. */
export const geoZoneMembers = pgTable(
  'geo_zone_members',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    geoZoneId: integer('geo_zone_id')
      .notNull()
      .references(() => geoZones.id, { onDelete: 'cascade' }),
    /** ISO 3166-1 alpha-2. */
    countryCode: text('country_code').notNull(),
    /** The zone's code within the country (zones.code); null = the whole country. */
    zoneCode: text('zone_code'),
  },
  (t) => [
    unique('geo_zone_members_key').on(t.shopId, t.geoZoneId, t.countryCode, t.zoneCode).nullsNotDistinct(),
  ],
);

/** Box sizes of the shipping box manager: outer size for carriers, inner size for packing. */
export const shippingBoxes = pgTable(
  'shipping_boxes',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    name: text('name').notNull(),
    outerLengthMm: integer('outer_length_mm').notNull(),
    outerWidthMm: integer('outer_width_mm').notNull(),
    outerHeightMm: integer('outer_height_mm').notNull(),
    innerLengthMm: integer('inner_length_mm').notNull(),
    innerWidthMm: integer('inner_width_mm').notNull(),
    innerHeightMm: integer('inner_height_mm').notNull(),
    emptyWeightGrams: integer('empty_weight_grams').notNull().default(0),
    /** Gross: box and contents. */
    maxWeightGrams: integer('max_weight_grams').notNull(),
    status: integer('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shipping_boxes_shop_idx').on(t.shopId)],
);

/** The shipping-box fields of a product (admin product form, when shipping_box_status is 1). */
export const productShippingBox = pgTable(
  'product_shipping_box',
  {
    shopId: shopId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 1 = ships on its own in its own packaging. */
    shipAlone: integer('ship_alone').notNull().default(0),
    /** Always ships in this box; null = any box that fits. */
    boxId: integer('box_id').references(() => shippingBoxes.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.productId] })],
);

/** Products that nest inside one another count once for volume. */
export const productNestingGroups = pgTable(
  'product_nesting_groups',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    name: text('name').notNull(),
    /** Height each further nested item adds to the stack. */
    stackingHeightMm: integer('stacking_height_mm').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('product_nesting_groups_shop_idx').on(t.shopId)],
);

/** A product belongs to at most one nesting group. */
export const productNestingGroupMembers = pgTable(
  'product_nesting_group_members',
  {
    shopId: shopId(),
    groupId: integer('group_id')
      .notNull()
      .references(() => productNestingGroups.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.productId] }),
    index('product_nesting_group_members_group_idx').on(t.shopId, t.groupId),
  ],
);

/** An Advanced Shipper shipping method; priced by its regions. */
export const advancedShipperMethods = pgTable(
  'advanced_shipper_methods',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    name: text('name').notNull(),
    status: integer('status').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('advanced_shipper_methods_shop_idx').on(t.shopId)],
);

/** Where a method applies (countries, states, postcode patterns; empty = any) and how it is priced. */
export const advancedShipperRegions = pgTable(
  'advanced_shipper_regions',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    methodId: integer('method_id')
      .notNull()
      .references(() => advancedShipperMethods.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    countries: text('countries').array().notNull().default([]),
    /** ISO 3166-2 style: US-CA. */
    zones: text('zones').array().notNull().default([]),
    postcodes: text('postcodes').array().notNull().default([]),
    /** weight | subtotal | item_count */
    rateBasis: text('rate_basis').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('advanced_shipper_regions_method_idx').on(t.shopId, t.methodId)],
);

/** Rate table row: up to and including `up_to` (grams, minor units or items) costs `cost_minor`. */
export const advancedShipperRates = pgTable(
  'advanced_shipper_rates',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    regionId: integer('region_id')
      .notNull()
      .references(() => advancedShipperRegions.id, { onDelete: 'cascade' }),
    upTo: integer('up_to').notNull(),
    costMinor: integer('cost_minor').notNull(),
  },
  (t) => [uniqueIndex('advanced_shipper_rates_key').on(t.shopId, t.regionId, t.upTo)],
);

/**
 * The last failure of each shipping module's rating (timeout, refused credentials, provider
 * error), with the provider's own detail: for staff only (the admin shipping page). Shoppers
 * only ever see that the module's rates are unavailable.
 */
export const shippingCarrierErrors = pgTable(
  'shipping_carrier_errors',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    module: text('module').notNull(),
    /** auth | timeout | network | rejected | configuration | unavailable */
    kind: text('kind').notNull(),
    detail: text('detail').notNull(),
    /** Failures since the first one kept here. */
    count: integer('count').notNull().default(1),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shipping_carrier_errors_module_idx').on(t.shopId, t.module)],
);
