import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * A shop's own e-mail templates (admin appearance/email-layout): a row
 * replaces the default the code ships for that template; no row, the default.
 * The HTML is sanitised on save.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The template's key ('order-confirmation', 'layout' …). */
    template: text('template').notNull(),
    subject: text('subject').notNull().default(''),
    html: text('html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_templates_shop_template_idx').on(t.shopId, t.template)],
);

/**
 * A shop's own page-title and description templates (admin appearance/meta)
 * for one kind of storefront page; no row, the built-in texts.
 */
export const metaTemplates = pgTable(
  'meta_templates',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** home | category | manufacturer | product | blog | article | search */
    route: text('route').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('meta_templates_shop_route_idx').on(t.shopId, t.route)],
);
