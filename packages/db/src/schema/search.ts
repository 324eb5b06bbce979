import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { shops } from './shops';

/** PostgreSQL's full-text document type; written by SQL only (see search/reindex.ts). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export interface SearchManufacturer {
  id: number;
  name: string;
  slug: string;
}
export interface SearchTranslation {
  locale: string;
  name: string;
  slug: string;
}
export interface SearchImage {
  id: number;
  image: string;
}

/**
 * The storefront search reads this table alone: one row per listed product
 * (enabled, top level), denormalised from the catalogue tables and rewritten
 * on every product write (search/reindex.ts). Money in minor units; the
 * current price is derived at query time from the sale window, like the
 * catalogue does, so a sale starts and ends on time without a rewrite.
 */
export const searchProducts = pgTable(
  'search_products',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    quantityDiscountStatus: integer('quantity_discount_status').notNull().default(0),
    taxClassId: integer('tax_class_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    featured: integer('featured').notNull().default(0),
    manufacturerId: integer('manufacturer_id'),
    manufacturer: jsonb('manufacturer').$type<SearchManufacturer | null>(),
    /** Shown categories the product is in and the shown categories above them (scope, facet and filter). */
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::int[]`),
    priceMinor: integer('price_minor').notNull(),
    salePriceMinor: integer('sale_price_minor'),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    ratingTotal: integer('rating_total').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    images: jsonb('images').$type<SearchImage[]>().notNull().default(sql`'[]'::jsonb`),
    translations: jsonb('translations').$type<SearchTranslation[]>().notNull().default(sql`'[]'::jsonb`),
    /** Name in the shop's default language, lower-cased and unaccented: name sorting. */
    nameSort: text('name_sort').notNull().default(''),
    /** Every language's name and the sku, lower-cased and unaccented: the typo-tolerant fallback (trigrams). */
    names: text('names').notNull().default(''),
    /** Names (A), sku and manufacturer (B), categories (C) and description start (D), each language with its own stemmer. */
    document: tsvector('document').notNull(),
    /** The product's date added (date sorting). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.productId] }),
    index('search_products_manufacturer_idx').on(t.shopId, t.manufacturerId),
    // Serves the cascade when the catalogue deletes a product (its delete knows the id only).
    index('search_products_product_idx').on(t.productId),
    // GIN indexes cannot lead with an integer without btree_gin; the shop condition is applied
    // to the bitmap (BitmapAnd with the primary key, or a recheck), see bench/README.md "Search".
    index('search_products_document_idx').using('gin', t.document),
    index('search_products_names_trgm_idx').using('gin', t.names.op('gin_trgm_ops')),
    index('search_products_categories_idx').using('gin', t.categoryIds),
  ],
);
