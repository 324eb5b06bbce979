import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * One attempt to take money for an order, through one payment method. The row
 * is written before the provider is called, so a retried checkout with the
 * same idempotency key finds it and never charges twice. `order_id` is set
 * once the order exists (the order is created after the payment succeeds).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    /** braintree | moneyorder | paypal | square | stripe */
    method: text('method').notNull(),
    /** The shop's reference of the order being paid, sent to the provider. */
    orderRef: text('order_ref').notNull().default(''),
    /** The provider's id of what holds the money now (transaction, payment intent, capture…). */
    providerReference: text('provider_reference'),
    amountMinor: integer('amount_minor').notNull(),
    capturedMinor: integer('captured_minor').notNull().default(0),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    currency: text('currency').notNull(),
    /** processing | pending | authorised | captured | partially_refunded | refunded | voided | declined | failed | abandoned */
    status: text('status').notNull().default('processing'),
    /** The provider's last message (decline reason, error). */
    message: text('message').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The provider's last answer as it came, for support. */
    rawAnswer: jsonb('raw_answer'),
    /**
     * While a checkout or the reconciliation is asking the provider about this
     * payment: until when. Others wait for that answer instead of asking too.
     */
    callUntil: timestamp('call_until', { withTimezone: true }),
    /** The reconciliation looks at this payment again no earlier than this (after a failed try). */
    reconcileAfter: timestamp('reconcile_after', { withTimezone: true }),
    reconcileAttempts: integer('reconcile_attempts').notNull().default(0),
    /** Why staff must look at it: the reconciliation could not resolve it (provider down, unknown state). */
    attention: text('attention').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_shop_idempotency_key').on(t.shopId, t.idempotencyKey),
    index('payments_shop_order_idx').on(t.shopId, t.orderId),
    index('payments_shop_reference_idx').on(t.shopId, t.method, t.providerReference),
    // What the reconciliation scans: payments that never got their order.
    index('payments_without_order_idx')
      .on(t.createdAt)
      .where(
        sql`order_id IS NULL AND status IN ('processing', 'pending', 'authorised', 'captured', 'failed')`,
      ),
  ],
);

/** What happened to a payment, in order: each provider call and each webhook, with the provider's answer. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** authorise | capture | refund | void | webhook | reconcile */
    kind: text('kind').notNull(),
    /** success | decline | error */
    outcome: text('outcome').notNull(),
    amountMinor: integer('amount_minor'),
    /** The provider's id of this operation (refund id, capture id, event id…). */
    providerReference: text('provider_reference'),
    /** A webhook's event id, so a redelivered event is applied once. */
    providerEventId: text('provider_event_id'),
    /** Status of the payment after this event. */
    status: text('status').notNull(),
    message: text('message').notNull().default(''),
    raw: jsonb('raw'),
    /** The admin who asked for it; null for checkout and webhooks. */
    adminId: integer('admin_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_events_payment_idx').on(t.shopId, t.paymentId),
    uniqueIndex('payment_events_provider_event_key').on(t.shopId, t.providerEventId),
  ],
);
