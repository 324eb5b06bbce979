import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * App developers with an account on the platform home (issue 34, ADR 0122): they register and
 * look after their own apps. Platform tables, like sign-ups: no shop owns a developer.
 */
export const developers = pgTable(
  'developers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Lower case; one account per address. */
    email: text('email').notNull(),
    /** argon2id, as staff passwords. */
    passwordHash: text('password_hash').notNull(),
    /** Null until the e-mailed link is opened: no apps before that. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The development shop made for them when they verified, where their apps can be installed. */
    devShopId: integer('dev_shop_id').references(() => shops.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('developers_email_key').on(t.email)],
);

/** A developer's sessions (the dashboard's cookie) and e-mail verification links, by purpose. */
export const developerTokens = pgTable(
  'developer_tokens',
  {
    id: serial('id').primaryKey(),
    developerId: integer('developer_id')
      .notNull()
      .references(() => developers.id, { onDelete: 'cascade' }),
    /** session | verify_email */
    purpose: text('purpose').notNull(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /**
     * A verification link carries the name and password of the sign-up that asked for it: opening
     * it sets them, so someone who signed up first with another's address keeps no way in.
     */
    name: text('name'),
    passwordHash: text('password_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('developer_tokens_hash_key').on(t.tokenHash),
    index('developer_tokens_developer_idx').on(t.developerId),
  ],
);
