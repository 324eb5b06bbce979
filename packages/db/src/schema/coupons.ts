import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, products } from './catalog';
import { shops } from './shops';

/**
 * A discount coupon (admin discount pages, storefront coupon box). percent:
 * thousandths of a percent off (10 % → 10000); fixed: an amount off in minor
 * units; free_shipping: shipping costs nothing. A coupon with products or
 * categories applies to those lines only.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** percent | fixed | free_shipping */
    type: text('type').notNull(),
    percentMilli: integer('percent_milli').notNull().default(0),
    amountMinor: integer('amount_minor').notNull().default(0),
    /** The cart subtotal needed before the coupon applies. */
    minimumTotalMinor: integer('minimum_total_minor').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** null = no limit. */
    usesTotal: integer('uses_total'),
    usesPerCustomer: integer('uses_per_customer'),
    /** Orders placed with the coupon; raised in the order's transaction under the limit. */
    timesUsed: integer('times_used').notNull().default(0),
    /** 1 enabled, 0 disabled */
    status: integer('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_code_key').on(t.shopId, sql`lower(${t.code})`)],
);

export const couponProducts = pgTable(
  'coupon_products',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.couponId, t.productId] })],
);

export const couponCategories = pgTable(
  'coupon_categories',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.couponId, t.categoryId] })],
);

/** One order's use of a coupon: per-customer limits count these (by customer, or by e-mail for guests). */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    customerId: integer('customer_id'),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_usages_customer_idx').on(t.shopId, t.couponId, t.customerId),
    index('coupon_usages_email_idx').on(t.shopId, t.couponId, sql`lower(${t.email})`),
  ],
);
