import type { AdminVariant, variantInputSchema } from '@emporia/contracts/catalog-admin';
import { schema } from '@emporia/db';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../../kernel/context';
import { conflict, notFound, validationFailed } from '../../../kernel/errors';
import { toDecimal, toDecimalOrNull, toGrams, toKg, toMinor } from '../../../kernel/money';
import { pictureUrl } from '../images';
import { withStockWatch } from '../products/stock';
import { checkSkuFree } from './product-write';

type VariantInput = z.output<typeof variantInputSchema>;
const { products, productTranslations, productVariantValues, productOptionValues, productImages } = schema;

async function configurableParent(ctx: RequestContext, parentId: number) {
  const [parent] = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.shopId, ctx.shop.id), eq(products.id, parentId)));
  if (!parent || parent.parentId !== null) throw notFound('This product does not exist.');
  if (parent.type !== 'configurable') {
    throw validationFailed('Only a configurable product has variants.', {
      type: 'Make the product configurable first.',
    });
  }
  return parent;
}

async function existingVariant(ctx: RequestContext, parentId: number, id: number) {
  const [variant] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, ctx.shop.id), eq(products.id, id), eq(products.parentId, parentId)));
  if (!variant) throw notFound('This variant does not exist.');
  return variant;
}

/** Option values must be of this shop, one per option, and the combination new among the siblings. */
async function checkCombination(
  ctx: RequestContext,
  parentId: number,
  valueIds: number[],
  exceptId: number | null,
) {
  const values = await ctx.db
    .select({ id: productOptionValues.id, optionId: productOptionValues.optionId })
    .from(productOptionValues)
    .where(and(eq(productOptionValues.shopId, ctx.shop.id), inArray(productOptionValues.id, valueIds)));
  if (values.length !== new Set(valueIds).size) {
    throw validationFailed('A chosen option value does not exist.', {
      option_value_ids: 'Unknown option value.',
    });
  }
  if (new Set(values.map((v) => v.optionId)).size !== values.length) {
    throw validationFailed('Pick one value per option.', {
      option_value_ids: 'Two values of the same option.',
    });
  }
  const siblings = await ctx.db
    .select({ productId: productVariantValues.productId, valueId: productVariantValues.optionValueId })
    .from(productVariantValues)
    .innerJoin(
      products,
      and(eq(products.shopId, productVariantValues.shopId), eq(products.id, productVariantValues.productId)),
    )
    .where(
      and(
        eq(products.shopId, ctx.shop.id),
        eq(products.parentId, parentId),
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    );
  const combinations = new Map<number, Set<number>>();
  for (const s of siblings)
    combinations.set(s.productId, (combinations.get(s.productId) ?? new Set()).add(s.valueId));
  const wanted = new Set(valueIds);
  for (const combination of combinations.values()) {
    if (combination.size === wanted.size && [...wanted].every((v) => combination.has(v))) {
      throw conflict('Another variant already has these option values.');
    }
  }
  return values;
}

async function writeVariantRelations(
  ctx: RequestContext,
  id: number,
  input: VariantInput,
  values: { id: number; optionId: number }[],
) {
  const shopId = ctx.shop.id;
  await ctx.db
    .delete(productTranslations)
    .where(and(eq(productTranslations.shopId, shopId), eq(productTranslations.productId, id)));
  await ctx.db
    .insert(productTranslations)
    .values(
      input.translations.map((t) => ({ shopId, productId: id, locale: t.locale, name: t.name, slug: null })),
    );
  await ctx.db
    .delete(productVariantValues)
    .where(and(eq(productVariantValues.shopId, shopId), eq(productVariantValues.productId, id)));
  await ctx.db
    .insert(productVariantValues)
    .values(values.map((v) => ({ shopId, productId: id, optionId: v.optionId, optionValueId: v.id })));
}

const variantColumns = (input: VariantInput) => ({
  sku: input.sku,
  priceMinor: toMinor(input.price),
  salePriceMinor: input.sale_price === null ? null : toMinor(input.sale_price),
  quantity: input.quantity,
  status: input.status,
  weightGrams: toGrams(input.weight),
});

export async function createVariant(
  ctx: RequestContext,
  parentId: number,
  input: VariantInput,
  origin: string,
) {
  const parent = await configurableParent(ctx, parentId);
  return withStockWatch(ctx, [parentId], origin, async (tx) => {
    const values = await checkCombination(tx, parentId, input.option_value_ids, null);
    await checkSkuFree(tx, input.sku, null);
    const [row] = await tx.db
      .insert(products)
      .values({
        shopId: tx.shop.id,
        parentId,
        type: 'simple',
        ...variantColumns(input),
        // A variant sells on its parent's sale window, tax class and measures.
        saleStartsAt: parent.saleStartsAt,
        saleEndsAt: parent.saleEndsAt,
        taxClassId: parent.taxClassId,
        isDigital: parent.isDigital,
        lengthMm: parent.lengthMm,
        widthMm: parent.widthMm,
        heightMm: parent.heightMm,
      })
      .returning({ id: products.id });
    await writeVariantRelations(tx, row!.id, input, values);
    return row!.id;
  });
}

export async function updateVariant(
  ctx: RequestContext,
  parentId: number,
  id: number,
  input: VariantInput,
  origin: string,
) {
  await configurableParent(ctx, parentId);
  await existingVariant(ctx, parentId, id);
  await withStockWatch(ctx, [id], origin, async (tx) => {
    const values = await checkCombination(tx, parentId, input.option_value_ids, id);
    await checkSkuFree(tx, input.sku, id);
    await tx.db
      .update(products)
      .set({ ...variantColumns(input), updatedAt: new Date() })
      .where(and(eq(products.shopId, tx.shop.id), eq(products.id, id)));
    await writeVariantRelations(tx, id, input, values);
  });
}

export async function deleteVariant(ctx: RequestContext, parentId: number, id: number, origin: string) {
  await existingVariant(ctx, parentId, id);
  await withStockWatch(ctx, [parentId], origin, async (tx) => {
    await tx.db.delete(products).where(and(eq(products.shopId, tx.shop.id), eq(products.id, id)));
  });
}

export async function listVariants(ctx: RequestContext, parentId: number): Promise<AdminVariant[]> {
  const shopId = ctx.shop.id;
  const rows = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.parentId, parentId)))
    .orderBy(asc(products.sortOrder), asc(products.id));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [translations, values, images] = await Promise.all([
    ctx.db
      .select()
      .from(productTranslations)
      .where(and(eq(productTranslations.shopId, shopId), inArray(productTranslations.productId, ids))),
    ctx.db
      .select()
      .from(productVariantValues)
      .where(and(eq(productVariantValues.shopId, shopId), inArray(productVariantValues.productId, ids)))
      .orderBy(asc(productVariantValues.optionId)),
    ctx.db
      .select()
      .from(productImages)
      .where(and(eq(productImages.shopId, shopId), inArray(productImages.productId, ids)))
      .orderBy(asc(productImages.sortOrder)),
  ]);
  return rows.map((r) => ({
    id: r.id,
    parent_id: parentId,
    sku: r.sku,
    price: toDecimal(r.priceMinor),
    sale_price: toDecimalOrNull(r.salePriceMinor),
    quantity: r.quantity,
    status: r.status,
    weight: toKg(r.weightGrams),
    translations: translations
      .filter((t) => t.productId === r.id)
      .map((t) => ({ locale: t.locale, name: t.name })),
    option_value_ids: values.filter((v) => v.productId === r.id).map((v) => v.optionValueId),
    image: pictureUrl(images.find((i) => i.productId === r.id)?.image, 'thumb'),
  }));
}
