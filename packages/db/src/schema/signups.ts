import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Sign-ups from the platform home waiting for their e-mail to be verified (ADR 0075). No shop
 * exists yet, so this is a platform table; the verification link turns a row into a shop once.
 */
export const platformSignups = pgTable(
  'platform_signups',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the token in the e-mailed link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    subdomain: text('subdomain').notNull(),
    shopName: text('shop_name').notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    countryCode: text('country_code').notNull(),
    currencyCode: text('currency_code').notNull(),
    sampleProducts: boolean('sample_products').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The shop the link made. */
    shopId: integer('shop_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('platform_signups_token_key').on(t.tokenHash),
    index('platform_signups_email_idx').on(t.email, t.createdAt),
  ],
);
