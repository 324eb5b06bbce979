import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { products } from './catalog';
import { shops } from './shops';

/** Gift-card lines of a digital product (SPEC §3 gc_receiver_name, gc_email_to, gc_message). */
export interface CartLineMeta {
  gc_receiver_name?: string;
  gc_email_to?: string;
  gc_message?: string;
}

/**
 * A shopping cart kept on the server: a guest's (found by the SHA-256 of the
 * cart token the browser holds) or a customer's one saved cart.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** The e-mail typed at checkout by a guest: abandoned-cart recovery writes to it. */
    email: text('email'),
    couponCode: text('coupon_code'),
    /** Gift cards the shopper applied at checkout; their balances are read afresh at every pricing. */
    giftCardIds: integer('gift_card_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Where the shopper ships to, once known: taxes and shipping are estimated for it. */
    countryCode: text('country_code'),
    zoneCode: text('zone_code'),
    postcode: text('postcode'),
    /** SHA-256 of the token in the last recovery e-mail's link. */
    recoveryTokenHash: text('recovery_token_hash'),
    recoverySentAt: timestamp('recovery_sent_at', { withTimezone: true }),
    /** How many of the scheduled recovery e-mails (the merchant's delays, in order) this cart got: each goes once. */
    recoveryStep: integer('recovery_step').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_token_key').on(t.shopId, t.tokenHash),
    uniqueIndex('carts_customer_key').on(t.shopId, t.customerId).where(sql`${t.customerId} IS NOT NULL`),
    uniqueIndex('carts_recovery_key')
      .on(t.shopId, t.recoveryTokenHash)
      .where(sql`${t.recoveryTokenHash} IS NOT NULL`),
    index('carts_idle_idx').on(t.shopId, t.updatedAt),
  ],
);

/**
 * One line: a product (a variant for configurable products) and its
 * quantity. Two gift cards of one product with different receivers are two
 * lines; `line_key` tells lines apart (product id plus the meta).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    meta: jsonb('meta').$type<CartLineMeta>().notNull().default({}),
    lineKey: text('line_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_key').on(t.shopId, t.cartId, t.lineKey),
    index('cart_items_shop_idx').on(t.shopId, t.cartId),
  ],
);
