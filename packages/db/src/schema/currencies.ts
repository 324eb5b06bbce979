import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * How a shop shows the currencies it knows (admin setting/currency; SPEC §3
 * currency: symbol, position l/r, decimal digits). The shop sells in the one
 * named by shops.currency_code.
 */
export const currencies = pgTable(
  'currencies',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    title: text('title').notNull(),
    symbol: text('symbol').notNull(),
    /** l = symbol on the left, r = on the right */
    position: text('position').notNull().default('l'),
    decimalDigits: integer('decimal_digits').notNull().default(2),
    status: integer('status').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.code] })],
);
