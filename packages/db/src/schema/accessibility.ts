import { sql } from 'drizzle-orm';
import { date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * A shop's accessibility statement settings (EAA Annex V; admin setting/accessibility). One row
 * per shop, written on the merchant's first save; until then the statement is generated from
 * defaults (partly conforming, the shop's contact details of setting/general).
 */
export const accessibilityStatements = pgTable('accessibility_statements', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  /** full | partial | none */
  status: text('status').notNull().default('partial'),
  /** Plain text, one exception a line. */
  exceptions: text('exceptions').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  /** ISO 3166-1 alpha-2 of the enforcement body's member state; '' for none. */
  country: text('country').notNull().default(''),
  preparedOn: date('prepared_on').notNull(),
  /** The exceptions in other languages, by language code; a blank one reads the shop language's. */
  translations: jsonb('translations')
    .$type<Record<string, { exceptions: string }>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
