import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { adminUsers } from './accounts';
import { products } from './catalog';
import { shops } from './shops';

const shopId = () =>
  integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });
/** An article's text in another language than the shop's (the shop's own is in the columns). */
export interface ArticleText {
  title: string;
  summary: string;
  body: string;
  body_text: string;
  seo_title: string;
  seo_description: string;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Who wrote an article of the Learning Center: a named author, or one of the shop's admin users
 * (then the name is theirs when written, kept so a departed colleague still signs their posts).
 */
export const blogAuthors = pgTable(
  'blog_authors',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Plain text, shown on the author's page. */
    bio: text('bio').notNull().default(''),
    picture: text('picture'),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blog_authors_slug_key').on(t.shopId, t.slug)],
);

/** The Learning Center's topics (blog/category/{slug}). */
export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blog_categories_slug_key').on(t.shopId, t.slug)],
);

/**
 * Articles of the Learning Center; the newest published ones are also the home page's
 * New Cool Stuff (SPEC §9). A published article whose published_at is still to come is
 * scheduled: every storefront read filters on `published_at <= now()`, so it appears by itself.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML (on save and again on render). */
    body: text('body').notNull().default(''),
    /** The body as plain text: what blog search and reading time read. */
    bodyText: text('body_text').notNull().default(''),
    image: text('image'),
    /** draft | published */
    status: text('status').notNull().default('published'),
    authorId: integer('author_id').references(() => blogAuthors.id, { onDelete: 'set null' }),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /**
     * The article in other languages, by language code; a language or a field missing here reads
     * the shop's (ADR 0107): untranslated fields are left out, never stored as "".
     */
    translations: jsonb('translations')
      .$type<Record<string, Partial<ArticleText>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('news_articles_slug_key').on(t.shopId, t.slug),
    index('news_articles_published_idx').on(t.shopId, t.status, t.publishedAt),
  ],
);

export const newsArticleCategories = pgTable(
  'news_article_categories',
  {
    // Carried from the article so the link lives on the article's Citus shard (ADR 0089).
    shopId: shopId(),
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.articleId, t.categoryId] }),
    index('news_article_categories_category_idx').on(t.shopId, t.categoryId),
  ],
);

/** Products the merchant picked to show under an article, in their order. */
export const newsArticleProducts = pgTable(
  'news_article_products',
  {
    // Carried from the article so the link lives on the article's Citus shard (ADR 0089).
    shopId: shopId(),
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.articleId, t.productId] })],
);

/** Slugs an article had before a rename: article/{old} answers 301 to the current address. */
export const newsArticleOldSlugs = pgTable(
  'news_article_old_slugs',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    slug: text('slug').notNull(),
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('news_article_old_slugs_key').on(t.shopId, t.slug)],
);
