import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { products } from './catalog';
import { shops } from './shops';

/** Products a customer wishes for, with the quantity wished (SPEC §3 wl_qty). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.customerId, t.productId] }),
    index('wishlist_items_product_idx').on(t.shopId, t.productId),
  ],
);
