import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * E-mails waiting to leave. Written in the same transaction as the business
 * change that causes them, so a crash never loses or invents a message;
 * drained by the outbox worker with retries.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of marketing mail). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** pending | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_emails_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * Addresses that asked for no more marketing e-mail from a shop (abandoned-cart
 * reminders), by the signed link or the one-click List-Unsubscribe of such an
 * e-mail. Kept by address, so guests and customers alike are respected.
 */
export const marketingUnsubscribes = pgTable(
  'marketing_unsubscribes',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('marketing_unsubscribes_email_idx').on(t.shopId, t.email)],
);
