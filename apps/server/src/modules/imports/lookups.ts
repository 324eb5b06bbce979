import { categoryInputSchema, manufacturerInputSchema } from '@emporia/contracts/catalog-admin';
import { schema } from '@emporia/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import {
  allCategories,
  createCategory,
  createManufacturer,
  createOption,
  createOptionValue,
} from '../catalog';

const { products, manufacturers, productOptions, productOptionValues } = schema;

type OptionRow = typeof productOptions.$inferSelect;
type OptionValueRow = typeof productOptionValues.$inferSelect;

/**
 * What a chunk of products reads once instead of once per product and variant: the shop's
 * categories, manufacturers, options and their values, read when first needed. A product whose
 * savepoint is undone may have made some of them, so `forget` drops them all to be read again.
 */
export class ChunkLookups {
  categories?: Awaited<ReturnType<typeof allCategories>>;
  manufacturers?: { id: number; name: string }[];
  options?: OptionRow[];
  values = new Map<number, OptionValueRow[]>();

  forget(): void {
    this.categories = undefined;
    this.manufacturers = undefined;
    this.options = undefined;
    this.values.clear();
  }
}

export const key = (text: string) => text.trim().toLowerCase();

/** The category at the end of `path`, made (with its parents) when the shop has none by those names. */
export async function categoryOf(
  ctx: RequestContext,
  lookups: ChunkLookups,
  path: string[],
  locale: string,
): Promise<number> {
  let parentId: number | null = null;
  for (const name of path) {
    lookups.categories ??= await allCategories(ctx.db, ctx.shop.id, false);
    const found = lookups.categories.find(
      (c) =>
        c.parent_id === parentId &&
        c.translations.some((t) => t.locale === locale && key(t.name) === key(name)),
    );
    if (found) {
      parentId = found.id;
      continue;
    }
    parentId = await createCategory(
      ctx,
      categoryInputSchema.parse({
        parent_id: parentId,
        translations: [{ locale, name: name.slice(0, 255) }],
      }),
    );
    lookups.categories = undefined;
  }
  return parentId!;
}

export async function manufacturerOf(
  ctx: RequestContext,
  lookups: ChunkLookups,
  name: string,
): Promise<number> {
  lookups.manufacturers ??= await ctx.db
    .select({ id: manufacturers.id, name: manufacturers.name })
    .from(manufacturers)
    .where(eq(manufacturers.shopId, ctx.shop.id));
  const found = lookups.manufacturers.find((r) => key(r.name) === key(name));
  if (found) return found.id;
  const id = await createManufacturer(
    ctx,
    manufacturerInputSchema.parse({ name: name.slice(0, 255), name_translations: {} }),
  );
  lookups.manufacturers.push({ id, name });
  return id;
}

const nameOf = (names: Record<string, string>, locale: string) =>
  names[locale] ?? Object.values(names)[0] ?? '';

/** Option value ids by option and value name, made when missing: options merge by name. */
export async function optionValueIds(
  ctx: RequestContext,
  lookups: ChunkLookups,
  wanted: Record<string, string>,
  locale: string,
): Promise<{ optionId: number; valueId: number }[]> {
  const ids: { optionId: number; valueId: number }[] = [];
  for (const [optionName, valueName] of Object.entries(wanted)) {
    lookups.options ??= await ctx.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.shopId, ctx.shop.id));
    const option = lookups.options.find((o) => key(nameOf(o.names, locale)) === key(optionName));
    let optionId = option?.id;
    if (optionId === undefined) {
      optionId = await createOption(ctx, { type: 'select', names: { [locale]: optionName }, sort_order: 0 });
      lookups.options = undefined;
    }
    let values = lookups.values.get(optionId);
    if (!values) {
      values = await ctx.db
        .select()
        .from(productOptionValues)
        .where(and(eq(productOptionValues.shopId, ctx.shop.id), eq(productOptionValues.optionId, optionId)));
      lookups.values.set(optionId, values);
    }
    const value = values.find((v) => key(nameOf(v.names, locale)) === key(valueName));
    let valueId = value?.id;
    if (valueId === undefined) {
      valueId = (
        await createOptionValue(ctx, optionId, {
          names: { [locale]: valueName.slice(0, 100) },
          sort_order: values.length,
        })
      ).id;
      lookups.values.delete(optionId);
    }
    ids.push({ optionId, valueId });
  }
  return ids;
}

/** The shop's top-level products by SKU, of those asked. */
export async function topLevelBySkus(ctx: RequestContext, skus: string[]): Promise<Map<string, number>> {
  if (!skus.length) return new Map();
  const rows = await ctx.db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(eq(products.shopId, ctx.shop.id), inArray(products.sku, skus), isNull(products.parentId)));
  return new Map(rows.map((r) => [r.sku, r.id]));
}
