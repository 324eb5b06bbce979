import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * ISO 3166-1 countries. Platform-wide reference data (no shop_id): every shop
 * ships to the same world; filled by a data migration, not by the demo seed.
 */
export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    isoCode2: text('iso_code_2').notNull(),
    isoCode3: text('iso_code_3').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('countries_iso_code_2_key').on(t.isoCode2),
    uniqueIndex('countries_iso_code_3_key').on(t.isoCode3),
  ],
);

/** A country's states, provinces or regions (the address "zone"). */
export const zones = pgTable(
  'zones',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('zones_country_code_key').on(t.countryId, t.code),
    index('zones_country_idx').on(t.countryId),
  ],
);
