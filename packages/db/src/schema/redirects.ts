import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * The shop's URL redirects (admin catalog/redirects; Shopify's "URL redirects"): an old address
 * that answers 301/302 to a new one when nothing lives there any more. `from_path` is stored
 * normalised (lower case, no trailing slash, no query), so it is the lookup key.
 */
export const urlRedirects = pgTable(
  'url_redirects',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    fromPath: text('from_path').notNull(),
    /** A path on the shop's host (may carry a query) or an absolute https URL. */
    toPath: text('to_path').notNull(),
    /** 301 (moved for good, the default) or 302. */
    status: integer('status').notNull().default(301),
    /** Times a shopper (or crawler) was sent on by it. */
    hits: integer('hits').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('url_redirects_from_key').on(t.shopId, t.fromPath)],
);
