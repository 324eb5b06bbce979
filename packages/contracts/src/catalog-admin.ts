import { z } from 'zod';
import './messages';
import { customerGroupSchema } from './admin-customers';
import { productTypeSchema } from './catalog';
import { translatedTextsOutSchema, translatedTextsSchema } from './languages';
import {
  chosenIdsSchema,
  cursorPagingSchema,
  idSchema,
  idSchemaWith,
  listPageMetaSchema,
  listSortSchema,
  moneySchema,
  numberedPageMetaSchema,
  pageNumberSchema,
  perPageSchema,
  searchTermSchema,
  wholeNumberSchema,
} from './primitives';
import { productAccessibilitySchema, productAccessibilityViewSchema } from './product-accessibility';
import { currencySchema } from './shop';

/** Admin catalogue payloads (/api/v1/admin/…, permission `catalog`). */

const flagSchema = z.coerce.number().int().min(0).max(1);
const measureSchema = z.coerce.number().min(0).max(100_000);

/** Lowercase words joined by dashes; empty means "make one from the name". */
export const slugInputSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(200)
  .regex(/^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and dashes.');

export const localeSchema = z.string().regex(/^[a-z]{2}(?:-[A-Z]{2})?$/, 'A language code such as en');

export const productTranslationInputSchema = z.object({
  locale: localeSchema,
  name: z.string().trim().min(1, 'The name is required.').max(255),
  slug: slugInputSchema.default(''),
  description: z.string().max(200_000).default(''),
  meta_title: z.string().trim().max(255).default(''),
  meta_description: z.string().trim().max(500).default(''),
});
export type ProductTranslationInput = z.input<typeof productTranslationInputSchema>;

const translationsOf = <T extends z.ZodType<{ locale: string }>>(item: T) =>
  z
    .array(item)
    .min(1, 'Add at least one translation.')
    .max(20)
    .refine(
      (list) => new Set(list.map((t) => t.locale)).size === list.length,
      'One translation per language.',
    );

const dateTimeInputSchema = z.iso.datetime({ offset: true }).or(z.iso.date()).nullable().default(null);

export const quantityTierInputSchema = z.object({
  min_quantity: z.coerce.number().int().min(2, 'A tier starts at 2 or more units.').max(1_000_000),
  price: moneySchema,
});

export const groupPriceInputSchema = z.object({
  customer_group_id: idSchema,
  price: moneySchema,
});

export const productInputSchema = z
  .object({
    type: productTypeSchema.default('simple'),
    sku: z.string().trim().min(1, 'The SKU is required.').max(64),
    status: flagSchema.default(1),
    price: moneySchema,
    sale_price: moneySchema.nullable().default(null),
    sale_starts_at: dateTimeInputSchema,
    sale_ends_at: dateTimeInputSchema,
    quantity: z.coerce.number().int().min(0).max(10_000_000).default(0),
    quantity_discount_status: flagSchema.default(0),
    is_digital: flagSchema.default(0),
    featured: flagSchema.default(0),
    tax_class_id: idSchema.nullable().default(null),
    manufacturer_id: idSchema.nullable().default(null),
    /** kg */
    weight: measureSchema.default(0),
    /** cm */
    length: measureSchema.default(0),
    width: measureSchema.default(0),
    height: measureSchema.default(0),
    sort_order: z.coerce.number().int().min(-100_000).max(100_000).default(0),
    category_ids: z.array(idSchema).max(50).default([]),
    translations: translationsOf(productTranslationInputSchema),
    tiers: z.array(quantityTierInputSchema).max(20).default([]),
    group_prices: z.array(groupPriceInputSchema).max(50).default([]),
    /** Left out: kept as it is (an app built before the field existed cannot wipe it by a PUT). */
    accessibility: productAccessibilitySchema.optional(),
  })
  .superRefine((p, ctx) => {
    if (p.sale_price !== null && p.sale_price >= p.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['sale_price'],
        message: 'The sale price must be below the price.',
      });
    }
    if (p.sale_starts_at && p.sale_ends_at && new Date(p.sale_starts_at) >= new Date(p.sale_ends_at)) {
      ctx.addIssue({ code: 'custom', path: ['sale_ends_at'], message: 'The sale must end after it starts.' });
    }
    if (new Set(p.tiers.map((t) => t.min_quantity)).size !== p.tiers.length) {
      ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'One tier per quantity.' });
    }
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputParsed = z.output<typeof productInputSchema>;

export const variantInputSchema = z.object({
  sku: z.string().trim().min(1, 'The SKU is required.').max(64),
  price: moneySchema,
  sale_price: moneySchema.nullable().default(null),
  quantity: z.coerce.number().int().min(0).max(10_000_000).default(0),
  status: flagSchema.default(1),
  weight: measureSchema.default(0),
  translations: translationsOf(z.object({ locale: localeSchema, name: z.string().trim().min(1).max(255) })),
  option_value_ids: z.array(idSchema).min(1, 'Pick at least one option value.').max(10),
});
export type VariantInput = z.input<typeof variantInputSchema>;

export const adminImageSchema = z.object({
  id: z.number().int(),
  src: z.string(),
  small: z.string(),
  thumbnail: z.string(),
  sort_order: z.number().int(),
});

/** Everything the admin product page edits. */
export const adminProductSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  type: productTypeSchema,
  sku: z.string(),
  status: z.number().int(),
  price: z.number(),
  sale_price: z.number().nullable(),
  sale_starts_at: z.string().nullable(),
  sale_ends_at: z.string().nullable(),
  quantity: z.number().int(),
  quantity_discount_status: z.number().int(),
  is_digital: z.number().int(),
  featured: z.number().int(),
  tax_class_id: z.number().int().nullable(),
  manufacturer_id: z.number().int().nullable(),
  weight: z.number(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  sort_order: z.number().int(),
  category_ids: z.array(z.number().int()),
  translations: z.array(
    z.object({
      locale: z.string(),
      name: z.string(),
      slug: z.string(),
      description: z.string(),
      meta_title: z.string(),
      meta_description: z.string(),
    }),
  ),
  tiers: z.array(z.object({ min_quantity: z.number().int(), price: z.number() })),
  group_prices: z.array(z.object({ customer_group_id: z.number().int(), price: z.number() })),
  images: z.array(adminImageSchema),
  /** EAA Annex I: schema.org accessibility values and a summary (empty lists: nothing said). */
  accessibility: productAccessibilityViewSchema,
  option_value_ids: z.array(z.number().int()),
  rating: z.number(),
  total_reviews: z.number().int(),
  date_added: z.string(),
  /** The shop's currency: price, sale_price, tiers and group prices are in it. */
  currency: currencySchema,
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductResponseSchema = z.object({ data: adminProductSchema });

export const adminProductRowSchema = z.object({
  id: z.number().int(),
  type: productTypeSchema,
  sku: z.string(),
  name: z.string(),
  status: z.number().int(),
  price: z.number(),
  sale_price: z.number().nullable(),
  quantity: z.number().int(),
  image: z.string(),
  children: z.number().int(),
  date_added: z.string(),
  /** The shop's currency: price and sale_price are in it. */
  currency: currencySchema,
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductSortFields = [
  'id',
  'name',
  'sku',
  'price',
  'quantity',
  'status',
  'date_added',
] as const;

export const adminProductListQuerySchema = z.object({
  search: searchTermSchema.optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  type: productTypeSchema.optional(),
  category_id: idSchema.optional(),
  manufacturer_id: idSchema.optional(),
  stock: z.enum(['in', 'out']).optional(),
  ...listSortSchema(adminProductSortFields, 'id'),
  page: pageNumberSchema.default(1),
  per_page: perPageSchema(200).default(25),
  ...cursorPagingSchema(200),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;

export const pageMetaSchema = numberedPageMetaSchema;
export const adminProductListResponseSchema = z.object({
  data: z.array(adminProductRowSchema),
  meta: listPageMetaSchema,
});

const chosenProducts = chosenIdsSchema('Select at least one product.');

/** Bulk actions of the product list: one request, all of the chosen products or none. */
export const bulkStatusSchema = z.object({
  ids: chosenProducts,
  status: flagSchema,
});
export const productBulkDeleteSchema = z.object({ ids: chosenProducts });
export const productCategoryModes = ['replace', 'add', 'remove'] as const;
/** replace: the category becomes the products' only one; add: one more; remove: taken off. */
export const productBulkCategorySchema = z.object({
  ids: chosenProducts,
  category_id: idSchemaWith('Choose a category.'),
  mode: z.enum(productCategoryModes, { error: 'Choose replace, add or remove.' }).default('replace'),
});
export type ProductBulkCategory = z.input<typeof productBulkCategorySchema>;

/** Image upload as JSON (the raw-body form takes the same bytes with an image content type). */
export const imageUploadSchema = z.object({
  filename: z.string().max(255).default('image'),
  /** base64, optionally as a data: URL */
  data: z.string().min(1, 'The image is empty.'),
});

export const categoryInputSchema = z.object({
  parent_id: idSchema.nullable().default(null),
  status: flagSchema.default(1),
  sort_order: z.coerce.number().int().min(-100_000).max(100_000).default(0),
  translations: translationsOf(productTranslationInputSchema),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const adminCategorySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  status: z.number().int(),
  sort_order: z.number().int(),
  image: z.string(),
  has_image: z.boolean(),
  name: z.string(),
  products: z.number().int(),
  translations: adminProductSchema.shape.translations,
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryResponseSchema = z.object({ data: adminCategorySchema });
export const adminCategoryListResponseSchema = z.object({
  data: z.array(adminCategorySchema),
  meta: pageMetaSchema,
});
export const categorySortColumns = ['name', 'sort_order'] as const;
/** product/category/all; without `page` every category (the product form's and filters' choices). */
export const adminCategoryListQuerySchema = z.object({
  search: searchTermSchema.optional(),
  ...listSortSchema(categorySortColumns, 'name', 'asc'),
  page: pageNumberSchema.optional(),
  per_page: perPageSchema(100).default(20),
});
export type AdminCategoryListQuery = z.input<typeof adminCategoryListQuerySchema>;
export const categoryBulkDeleteSchema = z.object({ ids: chosenIdsSchema('Select at least one category.') });

export const manufacturerInputSchema = z.object({
  name: z.string().trim().min(1, 'The name is required.').max(255),
  name_translations: translatedTextsSchema({ max: 255, label: 'The name' }),
  slug: slugInputSchema.default(''),
  status: flagSchema.default(1),
  sort_order: z.coerce.number().int().min(-100_000).max(100_000).default(0),
});
export type ManufacturerInput = z.input<typeof manufacturerInputSchema>;

export const adminManufacturerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_translations: translatedTextsOutSchema,
  slug: z.string(),
  status: z.number().int(),
  sort_order: z.number().int(),
  logo: z.string(),
  has_logo: z.boolean(),
  products: z.number().int(),
});
export type AdminManufacturer = z.infer<typeof adminManufacturerSchema>;
export const adminManufacturerResponseSchema = z.object({ data: adminManufacturerSchema });
export const adminManufacturerListResponseSchema = z.object({
  data: z.array(adminManufacturerSchema),
  meta: pageMetaSchema,
});
export const manufacturerSortColumns = ['name', 'sort_order'] as const;
/** product/manufacturer/all; without `page` every manufacturer (the product form's choices). */
export const adminManufacturerListQuerySchema = z.object({
  search: searchTermSchema.optional(),
  ...listSortSchema(manufacturerSortColumns, 'sort_order', 'asc'),
  page: pageNumberSchema.optional(),
  per_page: perPageSchema(100).default(20),
});
export type AdminManufacturerListQuery = z.input<typeof adminManufacturerListQuerySchema>;
export const manufacturerBulkDeleteSchema = z.object({
  ids: chosenIdsSchema('Select at least one manufacturer.'),
});

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export const reviewStatusSchema = z.enum(reviewStatuses);

export const adminReviewInputSchema = z.object({
  product_id: idSchema,
  author: z.string().trim().min(1, 'The author is required.').max(100),
  rating: z.coerce.number().int().min(1).max(5),
  text: z.string().trim().min(1, 'The text is required.').max(5000),
  status: reviewStatusSchema.default('approved'),
});
export type AdminReviewInput = z.input<typeof adminReviewInputSchema>;

export const adminReviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  author: z.string(),
  rating: z.number().int(),
  text: z.string(),
  status: reviewStatusSchema,
  created_at: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewResponseSchema = z.object({ data: adminReviewSchema });
export const reviewSortColumns = ['date_added', 'rating', 'product', 'status'] as const;
export const adminReviewListQuerySchema = z.object({
  status: reviewStatusSchema.optional(),
  rating: wholeNumberSchema(1, 5, 'Choose a rating from 1 to 5.').optional(),
  product_id: idSchema.optional(),
  ...listSortSchema(reviewSortColumns, 'date_added'),
  page: pageNumberSchema.default(1),
  per_page: perPageSchema(200).default(25),
});
export type AdminReviewListQuery = z.input<typeof adminReviewListQuerySchema>;
const chosenReviews = chosenIdsSchema('Select at least one review.');
/** The review list's bulk actions: all of the chosen reviews or none. */
export const reviewBulkStatusSchema = z.object({ ids: chosenReviews, status: reviewStatusSchema });
export const reviewBulkDeleteSchema = z.object({ ids: chosenReviews });
export const adminReviewListResponseSchema = z.object({
  data: z.array(adminReviewSchema),
  meta: pageMetaSchema,
});

export const restockStatuses = ['waiting', 'notified'] as const;
export const adminRestockSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  email: z.string(),
  name: z.string(),
  locale: z.string(),
  status: z.enum(restockStatuses),
  created_at: z.string(),
  notified_at: z.string().nullable(),
});
export type AdminRestock = z.infer<typeof adminRestockSchema>;
export const adminRestockListQuerySchema = z.object({
  status: z.enum(restockStatuses).optional(),
  page: pageNumberSchema.default(1),
  per_page: perPageSchema(200).default(25),
});
export const adminRestockListResponseSchema = z.object({
  data: z.array(adminRestockSchema),
  meta: pageMetaSchema,
});

export const optionNamesSchema = z
  .record(localeSchema, z.string().trim().min(1).max(100))
  .refine((names) => Object.keys(names).length > 0, 'Add at least one name.');

export const optionInputSchema = z.object({
  type: z.enum(['select', 'radio', 'color']).default('select'),
  names: optionNamesSchema,
  sort_order: z.coerce.number().int().min(-100_000).max(100_000).default(0),
});
export const optionValueInputSchema = z.object({
  names: optionNamesSchema,
  sort_order: z.coerce.number().int().min(-100_000).max(100_000).default(0),
});

export const adminOptionValueSchema = z.object({
  id: z.number().int(),
  option_id: z.number().int(),
  names: z.record(z.string(), z.string()),
  sort_order: z.number().int(),
});
export const adminOptionSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  names: z.record(z.string(), z.string()),
  sort_order: z.number().int(),
  values: z.array(adminOptionValueSchema),
});
export type AdminOption = z.infer<typeof adminOptionSchema>;
export const adminOptionResponseSchema = z.object({ data: adminOptionSchema });
export const adminOptionListResponseSchema = z.object({ data: z.array(adminOptionSchema) });
export const adminOptionValueResponseSchema = z.object({ data: adminOptionValueSchema });

export const adminGroupPriceSchema = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  price: z.number(),
  group_price: z.number(),
});
export const adminGroupPriceListResponseSchema = z.object({
  data: z.object({ group: customerGroupSchema, prices: z.array(adminGroupPriceSchema) }),
});
export const setGroupPriceSchema = z.object({
  product_id: idSchema,
  /** null removes the group's own price. */
  price: moneySchema.nullable(),
});

/** CSV columns, in file order. Multi-valued cells are joined with '|'. */
export const productCsvColumns = [
  'sku',
  'type',
  'parent_sku',
  'status',
  'name',
  'slug',
  'description',
  'price',
  'sale_price',
  'quantity',
  'quantity_discount_status',
  'is_digital',
  'featured',
  'manufacturer',
  'categories',
  /** Variants: their option values, e.g. Color:Red|Size:M */
  'options',
  'weight',
  'length',
  'width',
  'height',
  'tax_class_id',
] as const;
export type ProductCsvColumn = (typeof productCsvColumns)[number];

export const productImportSchema = z.object({
  rows: z
    .array(z.record(z.string(), z.string().max(200_000).nullable()))
    .min(1, 'The file has no rows.')
    .max(1000),
  /** Row number of the first row in the file (for error messages when a file is sent in batches). */
  first_row: z.number().int().min(1).default(2),
  dry_run: z.boolean().default(false),
  locale: localeSchema.default('en'),
});
export const productImportReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  dry_run: z.boolean(),
});
export type ProductImportReport = z.infer<typeof productImportReportSchema>;
export const productImportResponseSchema = z.object({ data: productImportReportSchema });

export const adminVariantSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int(),
  sku: z.string(),
  price: z.number(),
  sale_price: z.number().nullable(),
  quantity: z.number().int(),
  status: z.number().int(),
  weight: z.number(),
  translations: z.array(z.object({ locale: z.string(), name: z.string() })),
  option_value_ids: z.array(z.number().int()),
  image: z.string(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;
export const adminVariantResponseSchema = z.object({ data: adminVariantSchema });
export const adminVariantListResponseSchema = z.object({
  data: z.object({ parent: adminProductRowSchema, variants: z.array(adminVariantSchema) }),
});
export const adminImageResponseSchema = z.object({ data: adminImageSchema });
export const imageOrderSchema = z.object({ ids: z.array(idSchema).min(1).max(100) });
export const uploadedPictureResponseSchema = z.object({ data: z.object({ image: z.string() }) });
export type AdminImageResponse = z.infer<typeof adminImageResponseSchema>;
