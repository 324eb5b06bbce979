import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import type { CartLineMeta } from './carts';
import { products } from './catalog';
import { shops } from './shops';

const shopId = () =>
  integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A placed order (SPEC §3: subtotal, shipping_amount, order_tax, order_total,
 * items, discounts). Names, prices and the address are copied at placement,
 * so later catalogue or address-book changes do not rewrite history. `ref` is
 * the random reference shoppers see; it is what the public order pages ask for.
 */
/** One packed box of an order; sizes in millimetres, gross weight in grams, item names as ordered. */
export interface OrderPackage {
  /** null: the item's own packaging (ships alone or fits no box). */
  boxId: number | null;
  name: string;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  weightGrams: number;
  items: { productId: number; name: string; sku: string; quantity: number }[];
  oversize: boolean;
}

/** An address as an order keeps it: typed lines, country and state resolved to codes and names. */
export interface OrderAddressColumns {
  firstname: string;
  lastname: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  postcode: string;
  countryCode: string;
  country: string;
  zoneCode: string;
  zone: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    ref: text('ref').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    telephone: text('telephone').notNull().default(''),
    shippingFirstname: text('shipping_firstname').notNull().default(''),
    shippingLastname: text('shipping_lastname').notNull().default(''),
    shippingCompany: text('shipping_company').notNull().default(''),
    shippingAddress1: text('shipping_address_1').notNull().default(''),
    shippingAddress2: text('shipping_address_2').notNull().default(''),
    shippingCity: text('shipping_city').notNull().default(''),
    shippingPostcode: text('shipping_postcode').notNull().default(''),
    shippingCountryCode: text('shipping_country_code').notNull().default(''),
    shippingCountry: text('shipping_country').notNull().default(''),
    shippingZoneCode: text('shipping_zone_code').notNull().default(''),
    shippingZone: text('shipping_zone').notNull().default(''),
    /** Where the bill goes, when the shopper gave one of its own; null: the shipping address (ADR 0042). */
    billingAddress: jsonb('billing_address').$type<OrderAddressColumns>(),
    /** `{module}.{option}` of the quote, or null when nothing ships (gift cards only). */
    shippingMethodCode: text('shipping_method_code'),
    shippingMethodTitle: text('shipping_method_title').notNull().default(''),
    paymentMethod: text('payment_method').notNull(),
    statusId: integer('status_id').notNull().default(1),
    currencyCode: text('currency_code').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    shippingMinor: integer('shipping_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    /** The part of tax_minor charged on shipping by the method's tax class. */
    shippingTaxMinor: integer('shipping_tax_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** The boxes the order ships in, as packed at checkout (box manager), for the packing slip. */
    packages: jsonb('packages').$type<OrderPackage[]>().notNull().default([]),
    /** 1 once a cancellation or full refund put the order's stock back, so it never goes back twice. */
    stockRestored: integer('stock_restored').notNull().default(0),
    couponCode: text('coupon_code'),
    comment: text('comment').notNull().default(''),
    /** The checkout's Idempotency-Key: a retried placement finds this order instead of making another. */
    idempotencyKey: text('idempotency_key'),
    /** The cart the order was placed from: a reused Idempotency-Key must come from the same cart. */
    cartId: integer('cart_id'),
    /** admin (staff made it) | storefront | import (history brought from another platform) */
    source: text('source').notNull().default('storefront'),
    /** An imported order's platform (shopify | woocommerce) and its number there (#1001). */
    importedFrom: text('imported_from'),
    importedNumber: text('imported_number'),
    /** false: left out of the sales figures (imported history, unless the merchant asked). */
    inSales: boolean('in_sales').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_ref_key').on(t.shopId, t.ref),
    uniqueIndex('orders_idempotency_key').on(t.shopId, t.idempotencyKey),
    // A re-imported order is found by its number on its platform, never made twice.
    uniqueIndex('orders_imported_key').on(t.shopId, t.importedFrom, t.importedNumber),
    index('orders_customer_idx').on(t.shopId, t.customerId, t.createdAt),
    index('orders_created_idx').on(t.shopId, t.createdAt),
    index('orders_email_idx').on(t.shopId, sql`lower(${t.email})`),
    // The admin search matches references and e-mails from their start (LIKE 'x%' in any collation).
    index('orders_ref_prefix_idx').on(t.shopId, t.ref.op('text_pattern_ops')),
    index('orders_email_prefix_idx').on(t.shopId, sql`lower(${t.email}) text_pattern_ops`),
    // The admin order list sorts by total and by customer name (apps/server/src/modules/orders/admin-queries.ts).
    index('orders_total_idx').on(t.shopId, t.totalMinor),
    index('orders_customer_name_idx').on(t.shopId, sql`lower(${t.firstname} || ' ' || ${t.lastname})`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    /** A variant's options as shown, e.g. "Color: Red, Size: M". */
    options: text('options').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    isDigital: integer('is_digital').notNull().default(0),
    meta: jsonb('meta').$type<CartLineMeta>().notNull().default({}),
    /** Units taken back by processed returns (never more than quantity). */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.shopId, t.orderId)],
);

/** The order's total lines as shown (subtotal, discount, shipping, tax, total), in order. */
export const orderTotals = pgTable(
  'order_totals',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    title: text('title').notNull(),
    valueMinor: integer('value_minor').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('order_totals_order_idx').on(t.shopId, t.orderId)],
);

/** Discounts applied to the order (SPEC §3 order discounts), with the coupon they came from. */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id'),
    code: text('code').notNull(),
    title: text('title').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    freeShipping: integer('free_shipping').notNull().default(0),
  },
  (t) => [index('order_discounts_order_idx').on(t.shopId, t.orderId)],
);

/** Each status the order entered, with the comment shown to the customer when notified. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    statusId: integer('status_id').notNull(),
    comment: text('comment').notNull().default(''),
    notify: integer('notify').notNull().default(0),
    adminId: integer('admin_id'),
    createdAt: createdAt(),
  },
  (t) => [index('order_history_order_idx').on(t.shopId, t.orderId, t.createdAt)],
);

/**
 * A return or exchange asked for by the shopper (return-exchange form) or
 * recorded by staff. requested → approved → completed (stock restored once), or rejected.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** refund | exchange */
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    comment: text('comment').notNull().default(''),
    /** requested | approved | completed | rejected */
    status: text('status').notNull().default('requested'),
    refundMinor: integer('refund_minor').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('order_returns_order_idx').on(t.shopId, t.orderId)],
);

export const orderReturnItems = pgTable(
  'order_return_items',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_return_items_return_idx').on(t.shopId, t.returnId)],
);

/** What happened to a return, in order (the return-exchange/{ref} page lists it). */
export const orderReturnHistory = pgTable(
  'order_return_history',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    comment: text('comment').notNull().default(''),
    adminId: integer('admin_id'),
    createdAt: createdAt(),
  },
  (t) => [index('order_return_history_return_idx').on(t.shopId, t.returnId)],
);
