import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * Single-use links and codes sent to a person: password resets, admin
 * invitations, one-time sign-in codes. Only the token's SHA-256 is kept.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** customer_password_reset | customer_invite | customer_sign_in | admin_password_reset | admin_invite */
    purpose: text('purpose').notNull(),
    subjectId: integer('subject_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_token_key').on(t.tokenHash),
    index('account_tokens_subject_idx').on(t.shopId, t.purpose, t.subjectId),
  ],
);

/**
 * Failed sign-in attempts, counted per account and per client address to
 * slow down password guessing. Kept in the database so every server process
 * sees the same count.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** customer | admin | admin_2fa */
    scope: text('scope').notNull(),
    /** Lower-cased e-mail (or admin id for the 2FA step). */
    account: text('account').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.shopId, t.scope, t.account, t.createdAt),
    index('login_failures_address_idx').on(t.shopId, t.address, t.createdAt),
  ],
);
