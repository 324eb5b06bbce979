import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { shops } from './shops';

const shopId = () =>
  integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Translated names per locale of small catalogue things (options, option values): { en: 'Size' }. */
export type LocaleNames = Record<string, string>;

/**
 * Customer groups (wholesale, VIP, …) that may have their own prices. The
 * accounts area assigns customers to them (customers.customer_group_id).
 */
export const customerGroups = pgTable(
  'customer_groups',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_groups_shop_idx').on(t.shopId)],
);

/** A category tree node. Names, slugs and texts live in category_translations. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    /** Key of the category picture in the shop's storage (see catalog images), or null. */
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** 1 shown, 0 hidden */
    status: integer('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_shop_parent_idx').on(t.shopId, t.parentId)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    shopId: shopId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Sanitised rich text. Null when not written: another language's reads the default's (ADR 0107). */
    description: text('description'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.categoryId, t.locale] }),
    uniqueIndex('category_translations_slug_key').on(t.shopId, t.locale, t.slug),
  ],
);

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Key of the logo in the shop's storage, or null. */
    logo: text('logo'),
    /** The name in the shop's other languages (language code → name); a missing one reads `name`. */
    nameTranslations: jsonb('name_translations')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    sortOrder: integer('sort_order').notNull().default(0),
    status: integer('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('manufacturers_slug_key').on(t.shopId, t.slug)],
);

/** A product option such as Size or Colour (admin setting/option); its values are product_option_values. */
export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    /** select | radio | color */
    type: text('type').notNull().default('select'),
    names: jsonb('names').$type<LocaleNames>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_options_shop_idx').on(t.shopId)],
);

export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    names: jsonb('names').$type<LocaleNames>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_option_values_option_idx').on(t.shopId, t.optionId)],
);

/**
 * Sellable things. A configurable product has child variants: rows with
 * parent_id set, their own sku, price, quantity and option values. Money in
 * minor units; weight in grams, dimensions in millimetres (for shipping).
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    parentId: integer('parent_id').references((): AnyPgColumn => products.id, { onDelete: 'cascade' }),
    /** simple | configurable (variants are simple rows with a parent) */
    type: text('type').notNull().default('simple'),
    sku: text('sku').notNull(),
    priceMinor: integer('price_minor').notNull(),
    salePriceMinor: integer('sale_price_minor'),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    quantity: integer('quantity').notNull().default(0),
    /** 1 when quantity-discount tiers apply (SPEC §9 'Buy More Save More'). */
    quantityDiscountStatus: integer('quantity_discount_status').notNull().default(0),
    /** Gift cards and other goods without shipping; > 0 shows the gift-card fields. */
    isDigital: integer('is_digital').notNull().default(0),
    featured: integer('featured').notNull().default(0),
    taxClassId: integer('tax_class_id'),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id, { onDelete: 'set null' }),
    weightGrams: integer('weight_grams').notNull().default(0),
    lengthMm: integer('length_mm').notNull().default(0),
    widthMm: integer('width_mm').notNull().default(0),
    heightMm: integer('height_mm').notNull().default(0),
    /** 1 enabled, 0 disabled */
    status: integer('status').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Approved reviews, kept here so listings need no aggregate. */
    ratingTotal: integer('rating_total').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    /** EAA Annex I accessibility information (schema.org values and a summary); null: nothing said. */
    accessibility: jsonb('accessibility').$type<{
      features: string[];
      hazards: string[];
      access_modes: string[];
      summary: string;
    }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.shopId, t.sku),
    index('products_listing_idx').on(t.shopId, t.status, t.createdAt),
    index('products_parent_idx').on(t.shopId, t.parentId),
    index('products_manufacturer_idx').on(t.shopId, t.manufacturerId),
    // The admin search matches SKUs from their start, whatever their case.
    index('products_sku_prefix_idx').on(t.shopId, sql`lower(${t.sku}) text_pattern_ops`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    shopId: shopId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    /** Null for variants, which have no page of their own. */
    slug: text('slug'),
    /** Sanitised rich text. Null when not written: another language's reads the default's (ADR 0107). */
    description: text('description'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.productId, t.locale] }),
    uniqueIndex('product_translations_slug_key').on(t.shopId, t.locale, t.slug),
    // The product page finds its product by slug in any language: without this, a scan of
    // every translation of the shop (ADR 0093).
    index('product_translations_shop_slug_idx').on(t.shopId, t.slug),
    // The admin search matches names anywhere, in every language (disabled products too,
    // which the storefront's search table leaves out).
    index('product_translations_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    shopId: shopId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.categoryId, t.productId] }),
    index('product_categories_product_idx').on(t.shopId, t.productId),
  ],
);

/** Pictures of a product; `image` is the storage key, from which each size's file name derives. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.shopId, t.productId, t.sortOrder)],
);

/** Which option value a variant has, one row per option. */
export const productVariantValues = pgTable(
  'product_variant_values',
  {
    shopId: shopId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    optionValueId: integer('option_value_id')
      .notNull()
      .references(() => productOptionValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.productId, t.optionId] })],
);

/** Quantity-discount tiers: from min_quantity units on, each costs price_minor. */
export const productQuantityDiscounts = pgTable(
  'product_quantity_discounts',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    priceMinor: integer('price_minor').notNull(),
  },
  (t) => [uniqueIndex('product_quantity_discounts_key').on(t.shopId, t.productId, t.minQuantity)],
);

/** A customer group's own price of a product. */
export const productGroupPrices = pgTable(
  'product_group_prices',
  {
    shopId: shopId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerGroupId: integer('customer_group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    priceMinor: integer('price_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.productId, t.customerGroupId] }),
    index('product_group_prices_group_idx').on(t.shopId, t.customerGroupId),
  ],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id'),
    author: text('author').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    /** pending | approved | rejected; only approved ones are shown and counted. */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.shopId, t.productId, t.status, t.createdAt),
    index('product_reviews_shop_idx').on(t.shopId, t.status, t.createdAt),
  ],
);

/**
 * A shopper waiting for a product (or variant) to come back. One row per
 * product and e-mail; notified once when stock returns, re-armed by subscribing again.
 */
export const restockSubscriptions = pgTable(
  'restock_subscriptions',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    locale: text('locale').notNull().default('en'),
    customerId: integer('customer_id'),
    /** waiting | notified */
    status: text('status').notNull().default('waiting'),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('restock_subscriptions_key').on(t.shopId, t.productId, sql`lower(${t.email})`),
    index('restock_subscriptions_waiting_idx').on(t.shopId, t.productId, t.status),
  ],
);

/**
 * One row per catalogue write (products, prices, stock, categories, …).
 * Readers cache pages per shop and compare the newest id: a new row means
 * "read again". Rows are only ever inserted, so writers never wait on each other.
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    createdAt: createdAt(),
  },
  (t) => [index('catalog_changes_shop_idx').on(t.shopId, t.id)],
);
