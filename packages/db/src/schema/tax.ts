import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { geoZones } from './shipping';
import { shops } from './shops';

// Taxes: a product names its tax class (products.tax_class_id); a class has
// rates, each for one geo zone, matched against the shipping address.

/** A kind of goods taxed alike, e.g. "Taxable Goods". */
export const taxClasses = pgTable(
  'tax_classes',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tax_classes_shop_idx').on(t.shopId)],
);

/**
 * One rate of a class inside one geo zone. A percent rate is kept as
 * thousandths of a percent (8.875 % → 8875) so it stays an integer; a fixed
 * rate is an amount per unit in minor units.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    taxClassId: integer('tax_class_id')
      .notNull()
      .references(() => taxClasses.id, { onDelete: 'cascade' }),
    geoZoneId: integer('geo_zone_id')
      .notNull()
      .references(() => geoZones.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** percent | fixed */
    type: text('type').notNull().default('percent'),
    percentMilli: integer('percent_milli').notNull().default(0),
    amountMinor: integer('amount_minor').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tax_rates_class_idx').on(t.shopId, t.taxClassId)],
);
