import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * The statuses an order can be in (SPEC §3 order status: id, name). Ids are
 * per shop and fixed for the defaults, because configuration refers to them
 * by number (a payment method's order_status defaults to 1, Pending).
 */
export const orderStatuses = pgTable(
  'order_statuses',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.id] })],
);
