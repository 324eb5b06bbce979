import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/** The billing address on invoices (contracts/subscription.ts billingAddressSchema). */
export interface StoredBillingAddress {
  name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  postcode: string;
  zone: string;
  country: string;
  tax_id: string;
}

/**
 * What a shop pays the platform (issue 17, Subscription). A shop without a row is on the free
 * trial that began at shops.created_at; the row appears on the first billing step.
 */
export const shopSubscriptions = pgTable(
  'shop_subscriptions',
  {
    shopId: integer('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** trial | basic | advanced | enterprise */
    plan: text('plan').notNull().default('trial'),
    /** monthly | yearly */
    period: text('period').notNull().default('monthly'),
    /** trialing | active | past_due | paused | cancelled */
    status: text('status').notNull().default('trialing'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** When the renewal job next charges; null when nothing renews. */
    renewsAt: timestamp('renews_at', { withTimezone: true }),
    /** A failed renewal: how many tries so far, the next one, and when the shop pauses. */
    retryCount: integer('retry_count').notNull().default(0),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    /** Minor units owed to the shop (a downgrade's unused time), taken off the next invoices. */
    creditBalance: integer('credit_balance').notNull().default(0),
    providerCustomerId: text('provider_customer_id'),
    cardPaymentMethod: text('card_payment_method'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    billingAddress: jsonb('billing_address').$type<StoredBillingAddress>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shop_subscriptions_due_idx').on(t.status, t.renewsAt)],
);

/**
 * The platform's invoices to a shop, numbered in one sequence across the platform. A billing
 * step's idempotency key is unique per shop, so a repeated step finds its invoice instead of
 * charging twice.
 */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** EMP-000123: set from the id in the transaction that writes the row. */
    number: text('number').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** change | renewal */
    kind: text('kind').notNull(),
    plan: text('plan').notNull(),
    period: text('period').notNull(),
    description: text('description').notNull(),
    /** Minor units charged (after credit). */
    amount: integer('amount').notNull(),
    credit: integer('credit').notNull().default(0),
    currency: text('currency').notNull(),
    /** open | paid | failed | void */
    status: text('status').notNull().default('open'),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    failureMessage: text('failure_message'),
    providerPaymentId: text('provider_payment_id'),
    /** The address as it was when the invoice was issued: an invoice never changes after. */
    billingAddress: jsonb('billing_address').$type<StoredBillingAddress>(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscription_invoices_number_key').on(t.number),
    uniqueIndex('subscription_invoices_idempotency_key').on(t.shopId, t.idempotencyKey),
    index('subscription_invoices_shop_idx').on(t.shopId, t.issuedAt),
  ],
);
