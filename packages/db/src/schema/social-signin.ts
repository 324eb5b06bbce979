import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { shops } from './shops';

/**
 * A shopper's account at an identity provider (Google, Facebook) linked to a
 * customer of one shop: the provider's stable subject id, never the e-mail,
 * says who comes back.
 */
export const customerSocialIdentities = pgTable(
  'customer_social_identities',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** google | facebook */
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    /** The e-mail the provider vouched for when the link was made. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_social_identities_subject_key').on(t.shopId, t.provider, t.subject),
    index('customer_social_identities_customer_idx').on(t.shopId, t.customerId),
  ],
);

/**
 * A sign-in sent to a provider and not yet back: what the return must match
 * (state, kept as its SHA-256, and the browser it was started in) and the PKCE
 * verifier and nonce the code exchange needs. Used once, then deleted.
 */
export const socialSignInAttempts = pgTable(
  'social_sign_in_attempts',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    stateHash: text('state_hash').notNull(),
    /** SHA-256 of the random value in the starting browser's cookie. */
    browserHash: text('browser_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    /** Where the shopper goes once signed in (a path of the shop). */
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_sign_in_attempts_state_key').on(t.shopId, t.stateHash)],
);
