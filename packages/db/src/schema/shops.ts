import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** One row per hosted shop: the tenant. Every tenant table carries shop_id first in its keys. */
export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    subdomain: text('subdomain').notNull(),
    name: text('name').notNull(),
    defaultLanguage: text('default_language').notNull().default('en'),
    recaptchaSiteKey: text('recaptcha_site_key'),
    /** Secret half of the bot-protection pair, used by the server to verify tokens. */
    recaptchaSecretKey: text('recaptcha_secret_key'),
    gaMeasurementId: text('ga_measurement_id'),
    /** The social-ad pixel's id (Meta Pixel), loaded in the storefront footer when set. */
    socialPixelId: text('social_pixel_id'),
    adminPath: text('admin_path').notNull().default('/admin'),
    /** active | suspended. A suspended shop answers like an unknown one. */
    status: text('status').notNull().default('active'),
    currencyCode: text('currency_code').notNull().default('USD'),
    /** Why the operator suspended the shop; shown to its staff at the admin door (ADR 0076). */
    suspensionReason: text('suspension_reason'),
    /** When set, the deletion job erases the shop and all its data after this moment (ADR 0076). */
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    /**
     * When the owner pressed Launch on the onboarding checklist (ADR 0077). Shops made before
     * sign-up existed, and by the operator, count as launched; sign-up leaves it empty.
     */
    launchedAt: timestamp('launched_at', { withTimezone: true }).defaultNow(),
    /** When staff hid the onboarding checklist before finishing it. */
    onboardingDismissedAt: timestamp('onboarding_dismissed_at', { withTimezone: true }),
    /**
     * The shop whose owner made this one by restoring a backup into a new shop: what that shop's
     * plan allows of such shops is counted here (ADR 0102). Null for sign-up and operator shops.
     */
    madeFromShopId: integer('made_from_shop_id').references((): AnyPgColumn => shops.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shops_subdomain_key').on(t.subdomain)],
);

/** Custom domains a merchant connects; a request whose Host matches a connected one reaches the shop. */
export const shopDomains = pgTable(
  'shop_domains',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    /** pending | connected */
    status: text('status').notNull().default('pending'),
    verificationToken: text('verification_token').notNull().default(sql`md5(random()::text)`),
    /** The shop's address: its other hosts redirect storefront pages here (domains area). */
    isPrimary: boolean('is_primary').notNull().default(false),
    /** connected (an owned domain) | registered (bought through the platform's registrar). */
    origin: text('origin').notNull().default('connected'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** none | issued | failed: the HTTPS certificate of this host (domains/certificates.ts). */
    certificateStatus: text('certificate_status').notNull().default('none'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_domains_hostname_key').on(t.hostname),
    index('shop_domains_shop_idx').on(t.shopId),
    uniqueIndex('shop_domains_one_primary_key').on(t.shopId).where(sql`${t.isPrimary}`),
  ],
);

/**
 * Configuration entries of SPEC §3 (key, value, type). Type 2 = payment
 * settings, type 3 = shipping-module settings, type 1 = general settings.
 * Multi-values are one string joined by '|'.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull().default(''),
    type: integer('type').notNull().default(1),
    /** Secret values are stored encrypted; see the payments module. */
    encrypted: integer('encrypted').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.key] })],
);

/** Per-shop wording (SPEC §9 text overrides), by language and i18n key. */
export const shopTextOverrides = pgTable(
  'shop_text_overrides',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.locale, t.key] })],
);
