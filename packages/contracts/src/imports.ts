import { z } from 'zod';
import { idSchema } from './primitives';

/**
 * Moving a shop in (Admin → Catalog → Import, /api/v1/admin/imports, permission `catalog`):
 * an export of another platform is read into normalised records, checked, and made or updated
 * in the background. Every row that cannot be imported is a report line, never an error answer.
 */

export const importSources = ['shopify', 'woocommerce', 'emporia'] as const;
export const importSourceSchema = z.enum(importSources, 'Choose shopify, woocommerce or emporia.');
export type ImportSource = z.infer<typeof importSourceSchema>;

export const importKinds = ['products', 'customers', 'orders'] as const;
export const importKindSchema = z.enum(importKinds, 'Choose products, customers or orders.');
export type ImportKind = z.infer<typeof importKindSchema>;

export const importStates = ['queued', 'running', 'done', 'failed'] as const;
export const importStateSchema = z.enum(importStates);
export type ImportState = z.infer<typeof importStateSchema>;

/** A yes/no multipart field: a form sends text. */
const formFlag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off', ''])])
    .default(fallback)
    .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/** The multipart fields besides the file (`file`). */
export const importRequestSchema = z.object({
  source: importSourceSchema,
  kind: importKindSchema,
  /** Preview only: what would be made, nothing written. */
  dry_run: formFlag(false),
  /** A product whose SKU (Shopify: variant SKU, else handle) the shop has is updated; off: skipped. */
  update_existing: formFlag(true),
  /** Every imported product is published; off: each keeps the status of the file. */
  publish: formFlag(false),
  /**
   * Orders only: count the imported orders in the shop's sales figures (ADR 0110). Off by default:
   * history from another platform is not new sales.
   */
  count_in_sales: formFlag(false),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

export const importOptionsSchema = z.object({
  update_existing: z.boolean(),
  publish: z.boolean(),
  /** Orders only: imported history counts in sales figures (ADR 0110). */
  count_in_sales: z.boolean().optional(),
});
export type ImportOptions = z.infer<typeof importOptionsSchema>;

/** A row of the file (1 = the first line after the header) and why it was skipped or only partly made. */
export const importRowErrorSchema = z.object({
  row: z.number().int().min(0),
  reason: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** An old address of the other platform and the new page it should lead to (301). */
export const importRedirectSchema = z.object({ from: z.string(), to: z.string() });
export type ImportRedirect = z.infer<typeof importRedirectSchema>;

/** One variant of an imported product; prices in the shop currency's minor units. */
export const importedVariantSchema = z.object({
  row: z.number().int(),
  sku: z.string(),
  /** Option name → value, in the product's option order. */
  options: z.record(z.string(), z.string()),
  price_minor: z.number().int().nullable(),
  compare_at_minor: z.number().int().nullable(),
  /** null: the file does not say (stock left as it is). */
  stock: z.number().int().nullable(),
  grams: z.number().int().nullable(),
  barcode: z.string(),
  picture: z.string().nullable(),
});
export type ImportedVariant = z.infer<typeof importedVariantSchema>;

export const importedPictureSchema = z.object({ url: z.string(), alt: z.string(), position: z.number() });
export type ImportedPicture = z.infer<typeof importedPictureSchema>;

/** What a source reader makes of one product of the file, whatever the platform. */
export const importedProductSchema = z.object({
  /** First row of the product in the file. */
  row: z.number().int(),
  /** The other platform's handle or slug: matched on re-import together with the SKU. */
  handle: z.string(),
  sku: z.string(),
  name: z.string(),
  description_html: z.string(),
  short_description_html: z.string(),
  published: z.boolean(),
  /** Category paths, each from the top: [['Clothing', 'Shirts']]. */
  categories: z.array(z.array(z.string())),
  manufacturer: z.string(),
  tags: z.array(z.string()),
  /** Option names in order (Shopify Option1..3, WooCommerce Attribute N). */
  options: z.array(z.string()),
  /** Empty: a simple product whose price and stock are below. */
  variants: z.array(importedVariantSchema),
  price_minor: z.number().int().nullable(),
  compare_at_minor: z.number().int().nullable(),
  stock: z.number().int().nullable(),
  grams: z.number().int().nullable(),
  /** cm */
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  pictures: z.array(importedPictureSchema),
  seo_title: z.string(),
  seo_description: z.string(),
  /** Where the product lived on the other platform, e.g. /products/red-shirt. */
  old_path: z.string(),
  /** Old category addresses, e.g. /product-category/clothing/shirts. */
  old_category_paths: z.array(z.object({ path: z.array(z.string()), from: z.string() })),
});
export type ImportedProduct = z.infer<typeof importedProductSchema>;

/** A postal address as another platform exports it; countries and states as ISO codes. */
export const importedAddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  postcode: z.string(),
  /** ISO 3166-1 alpha-2, upper case. */
  country_code: z.string(),
  /** The state or province code (ISO 3166-2 without the country), may be empty. */
  zone_code: z.string(),
  phone: z.string(),
});
export type ImportedAddress = z.infer<typeof importedAddressSchema>;

/** What a source reader makes of one customer, matched by e-mail in the shop. */
export const importedCustomerSchema = z.object({
  row: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  accepts_email: z.boolean(),
  accepts_sms: z.boolean(),
  tags: z.array(z.string()),
  /** Shopify's Note: staff's note on the customer. */
  note: z.string(),
  /** Shopify's Tax Exempt. */
  tax_exempt: z.boolean(),
  addresses: z.array(importedAddressSchema),
  /** A WordPress password hash (phpass or bcrypt), kept so the customer signs in as before. */
  password_hash: z.string(),
});
export type ImportedCustomer = z.infer<typeof importedCustomerSchema>;

export const importedOrderLineSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  unit_price_minor: z.number().int(),
  total_minor: z.number().int(),
});
export type ImportedOrderLine = z.infer<typeof importedOrderLineSchema>;

/** One order of another platform's export: read-only history once imported. */
export const importedOrderSchema = z.object({
  row: z.number().int(),
  /** The other platform's order number (#1001): matched on re-import. */
  number: z.string(),
  email: z.string(),
  placed_at: z.string(),
  /** What became of it there: pending | paid | refunded | cancelled | fulfilled. */
  state: z.enum(['pending', 'paid', 'fulfilled', 'refunded', 'cancelled']),
  subtotal_minor: z.number().int(),
  shipping_minor: z.number().int(),
  tax_minor: z.number().int(),
  discount_minor: z.number().int(),
  total_minor: z.number().int(),
  payment_method: z.string(),
  shipping_method: z.string(),
  billing: importedAddressSchema.nullable(),
  shipping: importedAddressSchema.nullable(),
  lines: z.array(importedOrderLineSchema),
});
export type ImportedOrder = z.infer<typeof importedOrderSchema>;

/**
 * A record of the preview as it will look in the shop. Customers: `name` and `sku` are the
 * name and e-mail; orders: `sku` is the original order number, `price` its total, `variants` its
 * lines; the product-only fields are empty.
 */
export const importPreviewRowSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  sku: z.string(),
  price: z.string(),
  variants: z.number().int(),
  stock: z.number().int().nullable(),
  categories: z.array(z.string()),
  manufacturer: z.string(),
  pictures: z.number().int(),
  /** Would be made, or update the product of this SKU. */
  action: z.enum(['make', 'update']),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importSchema = z.object({
  id: z.number().int(),
  source: importSourceSchema,
  kind: importKindSchema,
  state: importStateSchema,
  dry_run: z.boolean(),
  options: importOptionsSchema,
  file_name: z.string(),
  /** Records (products) found in the file and done so far: the progress bar. */
  total: z.number().int(),
  processed: z.number().int(),
  made: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /** Pictures fetched, waiting to be fetched, and those that could not be. */
  pictures_fetched: z.number().int(),
  pictures_waiting: z.number().int(),
  pictures_failed: z.number().int(),
  report: z.array(importRowErrorSchema),
  preview: z.array(importPreviewRowSchema),
  redirects: z.array(importRedirectSchema),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Import = z.infer<typeof importSchema>;
export const importResponseSchema = z.object({ data: importSchema });

export const importSummarySchema = importSchema.omit({ report: true, preview: true, redirects: true });
export type ImportSummary = z.infer<typeof importSummarySchema>;
export const importListResponseSchema = z.object({
  data: z.array(importSummarySchema),
  /** The largest file the upload takes, for the wizard to say before it is sent. */
  max_upload_bytes: z.number().int(),
});

export const importCreatedResponseSchema = z.object({ id: z.number().int() });
export const importIdParamsSchema = z.object({ id: idSchema });
