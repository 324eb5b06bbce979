import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * The languages a shop offers (setting/language), in the order the switcher lists them.
 * A shop without rows offers its default language alone (shops.default_language), so
 * existing shops need no data.
 */
export const shopLanguages = pgTable(
  'shop_languages',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** A locale of the contracts' list (en, fr, pt-BR). */
    code: text('code').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.code] })],
);
