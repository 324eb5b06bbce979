import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * Addresses signed up for the shop's deals from the storefront's footer. A row waits for its
 * confirmation link (double opt-in) until `confirmed_at` is set. Customers who ticked 'Sign Up
 * for Deals' are subscribers through customers.newsletter; both lose it by unsubscribing.
 */
export const newsletterSignUps = pgTable(
  'newsletter_sign_ups',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_sign_ups_email_idx').on(t.shopId, t.email),
    index('newsletter_sign_ups_confirmed_idx').on(t.shopId, t.confirmedAt),
  ],
);
