import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/** A shop's customer. E-mail is unique per shop only: the same person may shop at two shops separately. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    telephone: text('telephone').notNull().default(''),
    /** argon2id; null for an account made by staff that was never activated. */
    passwordHash: text('password_hash'),
    newsletter: integer('newsletter').notNull().default(0),
    smsOptIn: integer('sms_opt_in').notNull().default(0),
    customerGroupId: integer('customer_group_id'),
    /** Staff's note on the customer (Shopify's customer Note, kept by an import). */
    note: text('note').notNull().default(''),
    /** Labels from another platform (Shopify's Tags, WooCommerce's roles), shown to staff. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Shopify's Tax Exempt, kept as imported and shown to staff. Checkout does not read it yet:
     * taxes still apply until the shop's tax rules exempt the customer (e.g. through a group).
     */
    taxExempt: boolean('tax_exempt').notNull().default(false),
    /** active | disabled */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_shop_email_key').on(t.shopId, sql`lower(${t.email})`),
    // The admin search: e-mails from their start, names anywhere (trigrams).
    index('customers_email_prefix_idx').on(t.shopId, sql`lower(${t.email}) text_pattern_ops`),
    index('customers_name_trgm_idx').using(
      'gin',
      sql`lower(${t.firstname} || ' ' || ${t.lastname}) gin_trgm_ops`,
    ),
  ],
);

/** A member of a shop's staff who can sign in to its admin. */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    /** owner has every permission; others get theirs from their role. */
    isOwner: integer('is_owner').notNull().default(0),
    roleId: integer('role_id'),
    /** 1 when a TOTP second step is required at login (SPEC §3 enable_2fa). */
    enable2fa: integer('enable_2fa').notNull().default(0),
    /** Encrypted TOTP secret. */
    totpSecret: text('totp_secret'),
    /** active | disabled */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admin_users_shop_email_key').on(t.shopId, sql`lower(${t.email})`)],
);

/** A named set of admin permissions (contracts: adminPermissions), stored pipe-joined. */
export const adminRoles = pgTable('admin_roles', {
  id: serial('id').primaryKey(),
  shopId: integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  permissions: text('permissions').notNull().default(''),
});

/**
 * Bearer tokens of customers and admins. Only the SHA-256 of a token is
 * kept, so a database leak yields no usable token. A token is bound to its shop.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** customer | admin | admin_2fa (a password-checked admin waiting for the second step) */
    kind: text('kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    uniqueIndex('auth_sessions_token_key').on(t.shopId, t.tokenHash),
    index('auth_sessions_subject_idx').on(t.shopId, t.kind, t.subjectId),
  ],
);
