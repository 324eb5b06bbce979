import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders';
import { shops } from './shops';

const shopId = () =>
  integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });

/**
 * A gift card bought in the shop: one row per unit of a gift-card order line,
 * written when the order is placed (pending) and issued when the order is
 * paid. Only the SHA-256 of its code and the code's last four characters are
 * kept (ADR 0016): the code itself exists only in the e-mail to the receiver.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    /** SHA-256 (hex) of the normalised code; null until the card is issued. */
    codeHash: text('code_hash'),
    /** The code's last four characters, for staff and shoppers to tell cards apart. */
    codeLast4: text('code_last4').notNull().default(''),
    currencyCode: text('currency_code').notNull(),
    initialMinor: integer('initial_minor').notNull(),
    balanceMinor: integer('balance_minor').notNull().default(0),
    /** pending (awaiting payment) | active | disabled (by staff) | void (its order was cancelled or refunded) */
    status: text('status').notNull().default('pending'),
    receiverName: text('receiver_name').notNull(),
    receiverEmail: text('receiver_email').notNull(),
    message: text('message').notNull().default(''),
    /** The buyer's name as the receiver reads it. */
    senderName: text('sender_name').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    /** Which unit of the order line (1 … quantity): one card per unit, never two. */
    unit: integer('unit').notNull().default(1),
    /** The storefront address the order was placed at, for the link in the e-mail. */
    origin: text('origin').notNull().default(''),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_key').on(t.shopId, t.codeHash),
    uniqueIndex('gift_cards_order_unit_key').on(t.shopId, t.orderItemId, t.unit),
    index('gift_cards_order_idx').on(t.shopId, t.orderId),
    index('gift_cards_created_idx').on(t.shopId, t.createdAt),
    check('gift_cards_balance_check', sql`${t.balanceMinor} >= 0 AND ${t.balanceMinor} <= 2000000000`),
  ],
);

/**
 * The ledger of a card: every movement of its balance (issued, redeemed on an
 * order, credited back, adjusted by staff, voided) and every change of its
 * state (disabled, enabled, code re-sent), with the balance after it. The
 * balance always equals the sum of the amounts.
 */
export const giftCardMovements = pgTable(
  'gift_card_movements',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    /** issued | redeemed | credited | adjusted | voided | disabled | enabled | resent */
    kind: text('kind').notNull(),
    /** Signed: redeemed and voided are negative. */
    amountMinor: integer('amount_minor').notNull().default(0),
    balanceAfterMinor: integer('balance_after_minor').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    adminId: integer('admin_id'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_card_movements_card_idx').on(t.shopId, t.giftCardId, t.id),
    index('gift_card_movements_order_idx').on(t.shopId, t.orderId),
    // An order redeems a card once and is credited back once; a card is issued once.
    uniqueIndex('gift_card_movements_order_once')
      .on(t.shopId, t.giftCardId, t.kind, t.orderId)
      .where(sql`${t.kind} IN ('redeemed', 'credited')`),
    uniqueIndex('gift_card_movements_issued_once')
      .on(t.shopId, t.giftCardId)
      .where(sql`${t.kind} = 'issued'`),
  ],
);

/** Codes tried at checkout that matched no card, per client address: the throttle counts them. */
export const giftCardAttempts = pgTable(
  'gift_card_attempts',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_attempts_address_idx').on(t.shopId, t.address, t.createdAt)],
);
