import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { shopDomains, shops } from './shops';

/**
 * The HTTPS certificate of a custom domain, as the ACME issuer returned it. The private key is
 * sealed like every stored secret; the TLS front end reads both (docs/domains.md).
 */
export const domainCertificates = pgTable('domain_certificates', {
  domainId: integer('domain_id')
    .primaryKey()
    .references(() => shopDomains.id, { onDelete: 'cascade' }),
  shopId: integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' }),
  certificatePem: text('certificate_pem').notNull(),
  sealedKey: text('sealed_key').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A domain the shop bought through the platform's registrar: what it cost and the registrar's order. */
export const domainPurchases = pgTable(
  'domain_purchases',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    /** Minor units of `currency`, as the registrar charged. */
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    registrar: text('registrar').notNull(),
    registrarOrder: text('registrar_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('domain_purchases_shop_idx').on(t.shopId)],
);
