import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { countries, zones } from './locations';
import { shops } from './shops';

// Customer groups live in catalog.ts (the catalogue prices by group); this area manages them.

/** A customer's address book entry. At most one per customer is the default. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company').notNull().default(''),
    address1: text('address_1').notNull(),
    address2: text('address_2').notNull().default(''),
    city: text('city').notNull(),
    postcode: text('postcode').notNull().default(''),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    zoneId: integer('zone_id').references(() => zones.id),
    isDefault: integer('is_default').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.shopId, t.customerId),
    uniqueIndex('customer_addresses_default_key').on(t.shopId, t.customerId).where(sql`${t.isDefault} = 1`),
  ],
);
