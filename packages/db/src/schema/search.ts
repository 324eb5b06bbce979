import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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

/** What the page sorts read, on `search_products` and `search_category_products` alike. */
interface SortColumns {
  sortOrder: ExtraConfigColumn;
  featured: ExtraConfigColumn;
  createdAt: ExtraConfigColumn;
  productId: ExtraConfigColumn;
  nameSort: ExtraConfigColumn;
  priceMinor: ExtraConfigColumn;
  salePriceMinor: ExtraConfigColumn;
}

/**
 * One index per sort of a page (search/queries.ts `orderings`), each leading with `scope`: the
 * shop (ADR 0091), a shop's category (ADR 0097) or manufacturer (ADR 0098). A page of 20 walks
 * its range in order instead of sorting the scope. The price sorts have two: the list price of
 * rows without a running sale, the sale price (never above the list price) of the others, merged
 * at query time; a price range without a keyword gathers its rows through them too.
 */
function sortIndexes(
  prefix: string,
  orderName: string,
  scope: [ExtraConfigColumn, ...ExtraConfigColumn[]],
  t: SortColumns,
) {
  return [
    index(`${prefix}_${orderName}_idx`).on(
      ...scope,
      t.sortOrder,
      // NULLS FIRST is what ORDER BY … DESC means; the planner matches an index only on both.
      t.featured.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.productId.desc().nullsFirst(),
    ),
    index(`${prefix}_name_idx`).on(...scope, t.nameSort, t.productId),
    index(`${prefix}_created_idx`).on(...scope, t.createdAt, t.productId),
    index(`${prefix}_price_idx`).on(...scope, t.priceMinor, t.productId),
    index(`${prefix}_sale_price_idx`)
      .on(...scope, sql`LEAST(${t.salePriceMinor}, ${t.priceMinor})`, t.productId)
      .where(sql`${t.salePriceMinor} IS NOT NULL`),
  ];
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
    // Serves the cascade when the catalogue deletes a product (its delete knows the id only).
    index('search_products_product_idx').on(t.productId),
    // GIN indexes cannot lead with an integer without btree_gin; the shop condition is applied
    // to the bitmap (BitmapAnd with the primary key, or a recheck), see bench/README.md "Search".
    index('search_products_document_idx').using('gin', t.document),
    index('search_products_names_trgm_idx').using('gin', t.names.op('gin_trgm_ops')),
    index('search_products_categories_idx').using('gin', t.categoryIds),
    // The sorts a page is cut from, shop-wide.
    ...sortIndexes('search_products', 'shop_order', [t.shopId], t),
    // The same sorts within one manufacturer: a manufacturer's page walks its own range of these
    // (ADR 0098). The first also serves every lookup by manufacturer (its leading columns).
    ...sortIndexes('search_products_manufacturer', 'order', [t.shopId, t.manufacturerId], t),
  ],
);

/**
 * A category page's sort orders (ADR 0097): one row per search row and category in its
 * `category_ids` (the categories above included), with what the sorts read, kept by triggers on
 * search_products (migration 0043). A product's categories are an array, which no btree can lead
 * with; here each sort is an index on (shop, category, sort keys), so page 5 of a category reads
 * 100 index entries instead of filtering the shop's rows or sorting the whole category.
 */
export const searchCategoryProducts = pgTable(
  'search_category_products',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    productId: integer('product_id').notNull(),
    sortOrder: integer('sort_order').notNull(),
    featured: integer('featured').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    nameSort: text('name_sort').notNull(),
    priceMinor: integer('price_minor').notNull(),
    salePriceMinor: integer('sale_price_minor'),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.categoryId, t.productId] }),
    ...sortIndexes('search_category_products', 'order', [t.shopId, t.categoryId], t),
  ],
);

/**
 * Precomputed filter counts for searches without a keyword (ADR 0091): the shop's search rows
 * grouped by everything a count or the price bounds depend on except the price itself, so a
 * whole-shop search counts a few hundred cells instead of every product. Rebuilt as a whole
 * (search-index.ts `buildFacetCells`) when a search finds them stale.
 */
export const searchFacetCells = pgTable(
  'search_facet_cells',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    manufacturerId: integer('manufacturer_id'),
    categoryIds: integer('category_ids').array().notNull(),
    /** floor(rating_total / total_reviews), 0 without reviews: `stars >= r` is the rating filter r. */
    stars: smallint('stars').notNull(),
    products: integer('products').notNull(),
    /** Bounds of the price shoppers paid when the cells were built (see `validUntil`). */
    minPrice: integer('min_price').notNull(),
    maxPrice: integer('max_price').notNull(),
  },
  (t) => [index('search_facet_cells_shop_idx').on(t.shopId)],
);

/** Whether a shop's facet cells may be used: fresh until a product is written or a sale starts or ends. */
export const searchFacetState = pgTable('search_facet_state', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  fresh: boolean('fresh').notNull().default(false),
  /** The next sale start or end among the shop's rows when built: cell prices change then. */
  validUntil: timestamp('valid_until', { withTimezone: true }),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Raised by every statement that changes what a search matches, counts or orders (a trigger,
   * migration 0045); each raise logs its products in search_index_changes. The search's
   * in-memory index (ADR 0100) is as new as the version it last applied.
   */
  indexVersion: bigint('index_version', { mode: 'number' }).notNull().default(0),
});

/**
 * The products each search index version changed (product 0: the whole shop), so a process's
 * in-memory index catches up by rereading those rows only. The last 1,000 versions are kept.
 */
export const searchIndexChanges = pgTable(
  'search_index_changes',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    version: bigint('version', { mode: 'number' }).notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.version, t.productId] })],
);
