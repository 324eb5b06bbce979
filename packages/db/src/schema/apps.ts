import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * The platform's app directory: third-party integrations any shop may install.
 * Not a shop's row. The client secret is kept twice: hashed, to check the
 * token endpoint's credentials, and sealed, because webhooks are signed with
 * it (HMAC needs the key itself; ADR 0071).
 */
export const apps = pgTable(
  'apps',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** An https URL or a data: URL of a small picture; empty shows the initials. */
    icon: text('icon').notNull().default(''),
    description: text('description').notNull().default(''),
    developer: text('developer').notNull().default(''),
    clientId: text('client_id').notNull(),
    clientSecretHash: text('client_secret_hash').notNull(),
    /** Null for the seeded samples (the seed cannot seal): they get no webhooks. */
    sealedClientSecret: text('sealed_client_secret'),
    /** Exact URLs the consent screen may send the owner back to. */
    redirectUris: text('redirect_uris').array().notNull(),
    /** The scopes the app asks for when installed from the directory. */
    scopes: text('scopes').array().notNull(),
    /** Where the directory's Install button sends the owner; the app then starts the consent flow. */
    installUrl: text('install_url'),
    webhookUrl: text('webhook_url'),
    /** The topics each new installation is subscribed to (the app changes them per shop through the API). */
    webhookTopics: text('webhook_topics').array().notNull(),
    /** The developer's address: told when a shop's subscription is disabled after failed deliveries. */
    contactEmail: text('contact_email'),
    /** The Admin API version the app is built for: served when a call names none (ADR 0121). */
    apiVersion: text('api_version'),
    /**
     * The developer account that registered it (ADR 0122); null for the operator's. No declared
     * key: apps is a Citus reference table and developers a platform table.
     */
    developerId: integer('developer_id'),
    /**
     * The secret before the last rotation, hashed and sealed like the live one: the token endpoint
     * accepts it and install links are signed with it until `previous_secret_expires_at` (24 h).
     */
    previousSecretHash: text('previous_secret_hash'),
    previousSealedSecret: text('previous_sealed_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('apps_client_id_key').on(t.clientId), index('apps_developer_idx').on(t.developerId)],
);

/** An app installed in a shop: what the owner granted and the access token's hash. */
export const appInstallations = pgTable(
  'app_installations',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    scopes: text('scopes').array().notNull(),
    /** Null once revoked; a new grant writes a new one. */
    tokenHash: text('token_hash'),
    /** The authorization code the live token came from (a replayed code revokes it). */
    tokenCodeId: integer('token_code_id'),
    /** active | revoked */
    status: text('status').notNull().default('active'),
    installedAt: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('app_installations_app_key').on(t.shopId, t.appId),
    uniqueIndex('app_installations_token_key').on(t.shopId, t.tokenHash),
  ],
);

/** Authorization codes: ten minutes long, one use, bound to the PKCE challenge (RFC 7636). */
export const appAuthorizationCodes = pgTable(
  'app_authorization_codes',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    scopes: text('scopes').array().notNull(),
    /** base64url(SHA-256(code_verifier)); only S256 is accepted. */
    codeChallenge: text('code_challenge').notNull(),
    grantedBy: integer('granted_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_authorization_codes_hash_key').on(t.shopId, t.codeHash)],
);

/**
 * Webhooks to deliver: written in the transaction of the change they announce
 * (a durable outbox), drained by the webhook worker with retries and backoff.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    /** The same for every attempt and resend, so the app can drop duplicates. */
    webhookId: text('webhook_id').notNull(),
    /** The subscription it goes to; null for app/uninstalled and the privacy topics, which always go. */
    subscriptionId: integer('subscription_id'),
    /** The API version the payload was shaped for (the X-Emporia-Api-Version header). */
    apiVersion: text('api_version').notNull().default('2026-07'),
    url: text('url').notNull(),
    body: text('body').notNull(),
    /** pending | delivered | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    responseCode: integer('response_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_app_idx').on(t.shopId, t.appId, t.id),
  ],
);

/**
 * An app's webhook subscriptions in one shop (Shopify's webhook subscriptions): one topic to one
 * address in one API version. Made from the app's registered topics at install, then managed by
 * the app through /api/v1/admin/webhooks. Disabled when a delivery is given up after its last attempt.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    address: text('address').notNull(),
    apiVersion: text('api_version').notNull(),
    /** Set when deliveries were given up; an update of the subscription enables it again. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_subscriptions_key').on(t.shopId, t.appId, t.topic, t.address)],
);
