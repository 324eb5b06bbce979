import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './shops';

const shopId = () =>
  integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });

/**
 * A page's text in another language than the shop's (the shop's own is in the columns). Every
 * field may be empty: an empty one reads the shop language's (field by field), and an empty
 * handle keeps the page at its own address in that language.
 */
export interface ContentPageText {
  title: string;
  handle: string;
  body: string;
  seo_title: string;
  seo_description: string;
}

/**
 * The shop's own pages (admin appearance/page; Shopify's Online Store → Pages): About us,
 * Contact, policies. Each is at /pages/{handle}; a hidden one, or one whose published_at is still
 * to come, is not shown. Menus link them by id (menu_items kind content_page, ADR 0053).
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    title: text('title').notNull(),
    /** Unique per shop; the handles of the translations are unique with it (checked on save). */
    handle: text('handle').notNull(),
    /** Sanitised HTML (on save and again on render). */
    body: text('body').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /** published | hidden */
    status: text('status').notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** The page in other languages, by language code; a field missing or empty reads the shop's. */
    translations: jsonb('translations')
      .$type<Record<string, ContentPageText>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_pages_handle_key').on(t.shopId, t.handle),
    index('content_pages_status_idx').on(t.shopId, t.status, t.publishedAt),
  ],
);

/**
 * Handles a page had before a rename, and the addresses of the blog posts converted into pages:
 * /pages/{old} (and /article/{old} of a converted post) answer 301 to the page's address.
 */
export const contentPageOldHandles = pgTable(
  'content_page_old_handles',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    handle: text('handle').notNull(),
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_page_old_handles_key').on(t.shopId, t.handle)],
);
