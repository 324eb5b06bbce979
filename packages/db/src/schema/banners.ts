import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from './catalog';
import { shops } from './shops';

/**
 * The shop's banners (admin appearance/banner): a picture per screen size with a link, shown in
 * one placement between optional dates. Which are live is decided at request time.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The merchant's name for it; shoppers never see it. */
    title: text('title').notNull(),
    /** home_hero | home_middle | category_top | top_bar (contracts/banners.ts). */
    placement: text('placement').notNull(),
    /** category_top only: the one category it shows on; null shows it on every category. */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    /** Stored picture keys (banners/{hash}) for wide screens and, optionally, phones. */
    image: text('image'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    phoneImage: text('phone_image'),
    phoneImageWidth: integer('phone_image_width'),
    phoneImageHeight: integer('phone_image_height'),
    /** An internal path (/category/tents) or an https address; '' for none. */
    link: text('link').notNull().default(''),
    altText: text('alt_text').notNull().default(''),
    /** A top bar's message (a top bar may be text only). */
    text: text('text').notNull().default(''),
    /** Alt text and top-bar text in the shop's other languages (code → text); a missing one reads the default. */
    altTextTranslations: jsonb('alt_text_translations')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    textTranslations: jsonb('text_translations')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_shop_placement_idx').on(t.shopId, t.placement, t.sortOrder)],
);
