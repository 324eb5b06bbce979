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
    /**
     * customer_password_reset | customer_invite | customer_sign_in (staff's "log in as customer") |
     * customer_mailed_sign_in | admin_password_reset | admin_invite | admin_mailed_sign_in
     */
    purpose: text('purpose').notNull(),
    subjectId: integer('subject_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_token_key').on(t.shopId, t.tokenHash),
    index('account_tokens_subject_idx').on(t.shopId, t.purpose, t.subjectId),
  ],
);

/**
 * Sign-in attempts that failed (and, for a moment, attempts being checked:
 * a row is written before the password or code is checked, so parallel
 * guesses see each other). Counted per account and address together, per
 * address and per account to slow down guessing (ADR 0018). Kept in the
 * database so every server process sees the same count.
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
    /** Lower-cased e-mail as typed (for the 2FA step: the admin's e-mail). */
    account: text('account').notNull(),
    /** The client address (an IPv6 address by its /64 network). */
    address: text('address').notNull(),
    /** The pending 2FA sign-in (auth_sessions id) a wrong code was typed into. */
    sessionId: integer('session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.shopId, t.scope, t.account, t.createdAt),
    index('login_failures_address_idx').on(t.shopId, t.address, t.createdAt),
    index('login_failures_session_idx').on(t.shopId, t.sessionId),
  ],
);

/**
 * Sign-in lockouts, one row per burst: who was held back (account and/or
 * address), from which sign-in, why, since and until when, and whether staff
 * lifted it. Shown on the admin Users page.
 */
export const loginLockouts = pgTable(
  'login_lockouts',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** customer | admin | admin_2fa */
    scope: text('scope').notNull(),
    /** account_address | address | account | two_factor_session */
    reason: text('reason').notNull(),
    /** The e-mail held back; null when a whole address is. */
    account: text('account'),
    /** The address held back; null when an account is held back from everywhere. */
    address: text('address'),
    /** Failed attempts in the burst so far. */
    failures: integer('failures').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    /** The admin who lifted it. */
    liftedBy: integer('lifted_by'),
  },
  (t) => [index('login_lockouts_shop_idx').on(t.shopId, t.startedAt)],
);
