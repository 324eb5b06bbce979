import {
  type ProductImportReport,
  productInputSchema,
  variantInputSchema,
} from '@emporia/contracts/catalog-admin';
import { type Db, schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { RequestContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import { getAdminProduct } from '../admin/product-read';
import { createProduct, updateProduct } from '../admin/product-write';
import { createVariant, listVariants, updateVariant } from '../admin/variants';
import { allCategories } from '../categories/queries';

type Row = Record<string, string | null>;

interface Lookups {
  categoryBySlug: Map<string, number>;
  manufacturerBySlug: Map<string, number>;
  /** 'color:red' → value id, by option and value names in the import language */
  optionValue: Map<string, number>;
}

async function lookupsOf(ctx: RequestContext, locale: string): Promise<Lookups> {
  const categories = await allCategories(ctx.db, ctx.shop.id, false);
  const categoryBySlug = new Map<string, number>();
  for (const c of categories)
    for (const t of c.translations) if (t.locale === locale) categoryBySlug.set(t.slug, c.id);
  const brands = await ctx.db
    .select()
    .from(schema.manufacturers)
    .where(eq(schema.manufacturers.shopId, ctx.shop.id));
  const manufacturerBySlug = new Map<string, number>();
  for (const b of brands) {
    manufacturerBySlug.set(b.slug, b.id);
    manufacturerBySlug.set(b.name.toLowerCase(), b.id);
  }
  const options = await ctx.db
    .select()
    .from(schema.productOptions)
    .where(eq(schema.productOptions.shopId, ctx.shop.id));
  const values = await ctx.db
    .select()
    .from(schema.productOptionValues)
    .where(eq(schema.productOptionValues.shopId, ctx.shop.id));
  const optionValue = new Map<string, number>();
  for (const v of values) {
    const option = options.find((o) => o.id === v.optionId);
    const optionName = option?.names[locale] ?? Object.values(option?.names ?? {})[0] ?? '';
    const valueName = v.names[locale] ?? Object.values(v.names)[0] ?? '';
    optionValue.set(`${optionName.toLowerCase()}:${valueName.toLowerCase()}`, v.id);
  }
  return { categoryBySlug, manufacturerBySlug, optionValue };
}

const has = (row: Row, column: string) => Object.hasOwn(row, column);
const cell = (row: Row, column: string) => (row[column] ?? '').trim();
const numberOr = (text: string, fallback: number) => (text === '' ? fallback : Number(text));

class RowProblem extends Error {}

function listOf(text: string): string[] {
  return text
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
}

async function productBySku(db: Db, shopId: number, sku: string) {
  const [row] = await db
    .select({ id: schema.products.id, parentId: schema.products.parentId })
    .from(schema.products)
    .where(and(eq(schema.products.shopId, shopId), eq(schema.products.sku, sku)));
  return row;
}

/** A top-level product row: the current values, overwritten by the columns the file has. */
async function importProduct(
  ctx: RequestContext,
  row: Row,
  lookups: Lookups,
  locale: string,
  origin: string,
) {
  const sku = cell(row, 'sku');
  const existing = await productBySku(ctx.db, ctx.shop.id, sku);
  if (existing?.parentId) throw new RowProblem(`SKU ${sku} is a variant; give it a parent_sku.`);
  const current = existing ? await getAdminProduct(ctx, existing.id) : undefined;
  const currentText = current?.translations.find((t) => t.locale === locale);
  const pick = (column: string, fallback: string | number | null | undefined) =>
    has(row, column)
      ? cell(row, column)
      : fallback === null || fallback === undefined
        ? ''
        : String(fallback);
  const categories = has(row, 'categories') ? listOf(cell(row, 'categories')) : undefined;
  const unknownCategory = categories?.find((slug) => !lookups.categoryBySlug.has(slug));
  if (unknownCategory) throw new RowProblem(`Unknown category "${unknownCategory}".`);
  const brand = pick('manufacturer', '');
  const manufacturerId = has(row, 'manufacturer')
    ? brand
      ? (lookups.manufacturerBySlug.get(brand) ?? lookups.manufacturerBySlug.get(brand.toLowerCase()))
      : null
    : (current?.manufacturer_id ?? null);
  if (manufacturerId === undefined) throw new RowProblem(`Unknown manufacturer "${brand}".`);
  const salePrice = pick('sale_price', current?.sale_price);
  const input = productInputSchema.parse({
    ...(current ?? {}),
    sku,
    type: pick('type', current?.type ?? 'simple') || 'simple',
    status: numberOr(pick('status', current?.status ?? 1), 1),
    price: numberOr(pick('price', current?.price), Number.NaN),
    sale_price: salePrice === '' ? null : Number(salePrice),
    quantity: numberOr(pick('quantity', current?.quantity ?? 0), 0),
    quantity_discount_status: numberOr(
      pick('quantity_discount_status', current?.quantity_discount_status ?? 0),
      0,
    ),
    is_digital: numberOr(pick('is_digital', current?.is_digital ?? 0), 0),
    featured: numberOr(pick('featured', current?.featured ?? 0), 0),
    manufacturer_id: manufacturerId,
    category_ids: categories
      ? categories.map((slug) => lookups.categoryBySlug.get(slug)!)
      : (current?.category_ids ?? []),
    weight: numberOr(pick('weight', current?.weight ?? 0), 0),
    length: numberOr(pick('length', current?.length ?? 0), 0),
    width: numberOr(pick('width', current?.width ?? 0), 0),
    height: numberOr(pick('height', current?.height ?? 0), 0),
    tax_class_id:
      pick('tax_class_id', current?.tax_class_id) === ''
        ? null
        : Number(pick('tax_class_id', current?.tax_class_id)),
    translations: [
      ...(current?.translations.filter((t) => t.locale !== locale) ?? []),
      {
        ...(currentText ?? {}),
        locale,
        name: pick('name', currentText?.name),
        slug: pick('slug', currentText?.slug),
        description: pick('description', currentText?.description),
      },
    ],
  });
  if (existing) {
    await updateProduct(ctx, existing.id, input, origin);
    return 'updated' as const;
  }
  await createProduct(ctx, input);
  return 'created' as const;
}

/** A variant row (parent_sku set): price, stock, name and option values of one variant. */
async function importVariant(
  ctx: RequestContext,
  row: Row,
  lookups: Lookups,
  locale: string,
  origin: string,
) {
  const sku = cell(row, 'sku');
  const parent = await productBySku(ctx.db, ctx.shop.id, cell(row, 'parent_sku'));
  if (!parent || parent.parentId) throw new RowProblem(`Unknown parent_sku "${cell(row, 'parent_sku')}".`);
  const existing = await productBySku(ctx.db, ctx.shop.id, sku);
  if (existing && existing.parentId !== parent.id)
    throw new RowProblem(`SKU ${sku} belongs to another product.`);
  const current = existing
    ? (await listVariants(ctx, parent.id)).find((v) => v.id === existing.id)
    : undefined;
  const pick = (column: string, fallback: string | number | null | undefined) =>
    has(row, column)
      ? cell(row, column)
      : fallback === null || fallback === undefined
        ? ''
        : String(fallback);
  let valueIds = current?.option_value_ids ?? [];
  if (has(row, 'options')) {
    valueIds = listOf(cell(row, 'options')).map((pair) => {
      const id = lookups.optionValue.get(pair.toLowerCase().replace(/\s*:\s*/, ':'));
      if (!id) throw new RowProblem(`Unknown option value "${pair}" (use Option:Value).`);
      return id;
    });
  }
  const salePrice = pick('sale_price', current?.sale_price);
  const name = pick('name', current?.translations.find((t) => t.locale === locale)?.name);
  const input = variantInputSchema.parse({
    sku,
    price: numberOr(pick('price', current?.price), Number.NaN),
    sale_price: salePrice === '' ? null : Number(salePrice),
    quantity: numberOr(pick('quantity', current?.quantity ?? 0), 0),
    status: numberOr(pick('status', current?.status ?? 1), 1),
    weight: numberOr(pick('weight', current?.weight ?? 0), 0),
    translations: [...(current?.translations.filter((t) => t.locale !== locale) ?? []), { locale, name }],
    option_value_ids: valueIds,
  });
  if (current) {
    await updateVariant(ctx, parent.id, current.id, input, origin);
    return 'updated' as const;
  }
  await createVariant(ctx, parent.id, input, origin);
  return 'created' as const;
}

function problemOf(error: unknown): string {
  if (error instanceof RowProblem) return error.message;
  if (error instanceof ZodError) {
    return error.issues.map((i) => `${i.path.join('.') || 'row'}: ${i.message}`).join('; ');
  }
  if (error instanceof AppError) {
    const fields = error.fields ? Object.keys(error.fields).join(', ') : '';
    return fields ? `${error.message} (${fields})` : error.message;
  }
  throw error;
}

class DryRunDone extends Error {}

type ImportOptions = { firstRow: number; dryRun: boolean; locale: string; origin: string };

/**
 * Lets waiting requests run between rows. PGlite executes on this thread and one transaction at a
 * time, and its query promises resolve without returning to the event loop, so without this a
 * batch would hold every other request (health checks, product pages) until its last row.
 */
const letOthersRun = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs each row through `inTransaction` (its own transaction or savepoint), collecting the report. */
async function importRows(
  ctx: RequestContext,
  rows: Row[],
  options: ImportOptions,
  lookups: Lookups,
  report: ProductImportReport,
  inTransaction: <T>(work: (db: Db) => Promise<T>) => Promise<T>,
) {
  for (const [index, row] of rows.entries()) {
    const rowNumber = options.firstRow + index;
    if (!cell(row, 'sku')) {
      report.errors.push({ row: rowNumber, message: 'The sku column is empty.' });
      continue;
    }
    try {
      const outcome = await inTransaction((db) => {
        const rowCtx = { ...ctx, db };
        return cell(row, 'parent_sku')
          ? importVariant(rowCtx, row, lookups, options.locale, options.origin)
          : importProduct(rowCtx, row, lookups, options.locale, options.origin);
      });
      report[outcome] += 1;
    } catch (error) {
      report.errors.push({ row: rowNumber, message: problemOf(error) });
    }
    await letOthersRun();
  }
}

/**
 * Imports CSV rows (as papaparse objects keyed by header). Each row succeeds or fails alone: a
 * real run commits every row in its own short transaction (ADR 0095), so shoppers' requests run
 * between rows instead of waiting for the whole batch. A dry run does everything in one
 * transaction (a savepoint per row) and then rolls all of it back, so its report is exactly what
 * a real run would do, rows that refer to earlier rows of the batch included.
 */
export async function importProducts(
  ctx: RequestContext,
  rows: Row[],
  options: ImportOptions,
): Promise<ProductImportReport> {
  const report: ProductImportReport = { created: 0, updated: 0, errors: [], dry_run: options.dryRun };
  if (!options.dryRun) {
    const lookups = await lookupsOf(ctx, options.locale);
    await importRows(ctx, rows, options, lookups, report, (work) =>
      ctx.db.transaction((tx) => work(tx as unknown as Db)),
    );
    return report;
  }
  try {
    await ctx.db.transaction(async (outer) => {
      const outerCtx = { ...ctx, db: outer as unknown as Db };
      const lookups = await lookupsOf(outerCtx, options.locale);
      await importRows(ctx, rows, options, lookups, report, (work) =>
        outer.transaction((savepoint) => work(savepoint as unknown as Db)),
      );
      throw new DryRunDone();
    });
  } catch (error) {
    if (!(error instanceof DryRunDone)) throw error;
  }
  return report;
}
