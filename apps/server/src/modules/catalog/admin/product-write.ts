import type {
  bulkStatusSchema,
  ProductInputParsed,
  productBulkCategorySchema,
  productBulkDeleteSchema,
} from '@emporia/contracts/catalog-admin';
import { hasAccessibilityInformation } from '@emporia/contracts/product-accessibility';
import { schema } from '@emporia/db';
import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../../kernel/context';
import { notFound, refuseUnlessAllFound, taken, validationFailed } from '../../../kernel/errors';
import { toGrams, toMinor, toMm } from '../../../kernel/money';
import { recordChange } from '../../logs';
import { assertWithinPlan } from '../../plan-limits';
import { announceProductChange } from '../events';
import { withStockWatch } from '../products/stock';
import { productAuditState } from './product-audit';
import { prepareTranslations } from './translations';

const {
  products,
  productTranslations,
  productCategories,
  productQuantityDiscounts,
  productGroupPrices,
  categories,
  manufacturers,
  customerGroups,
  taxClasses,
} = schema;

/** Every id the product points at must belong to this shop. */
async function checkReferences(ctx: RequestContext, input: ProductInputParsed) {
  const shopId = ctx.shop.id;
  if (input.category_ids.length) {
    const found = await ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.shopId, shopId), inArray(categories.id, input.category_ids)));
    if (found.length !== new Set(input.category_ids).size) {
      throw validationFailed('A chosen category does not exist.', { category_ids: 'Unknown category.' });
    }
  }
  if (input.manufacturer_id) {
    const [found] = await ctx.db
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(and(eq(manufacturers.shopId, shopId), eq(manufacturers.id, input.manufacturer_id)));
    if (!found)
      throw validationFailed('The chosen manufacturer does not exist.', {
        manufacturer_id: 'Unknown manufacturer.',
      });
  }
  if (input.tax_class_id) {
    const [found] = await ctx.db
      .select({ id: taxClasses.id })
      .from(taxClasses)
      .where(and(eq(taxClasses.shopId, shopId), eq(taxClasses.id, input.tax_class_id)));
    if (!found)
      throw validationFailed('The chosen tax class does not exist.', { tax_class_id: 'Unknown tax class.' });
  }
  const groupIds = [...new Set(input.group_prices.map((g) => g.customer_group_id))];
  if (groupIds.length !== input.group_prices.length) {
    throw validationFailed('One price per customer group.', {
      group_prices: 'One price per customer group.',
    });
  }
  if (groupIds.length) {
    const found = await ctx.db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(and(eq(customerGroups.shopId, shopId), inArray(customerGroups.id, groupIds)));
    if (found.length !== groupIds.length) {
      throw validationFailed('A chosen customer group does not exist.', {
        group_prices: 'Unknown customer group.',
      });
    }
  }
}

/** A SKU names one product or variant of the shop; `exceptId` is the one being saved. */
export async function checkSkuFree(ctx: RequestContext, sku: string, exceptId: number | null) {
  const [holder] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.shopId, ctx.shop.id),
        eq(products.sku, sku),
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    );
  if (holder) throw taken('sku', `The SKU ${sku} is already used by another product.`);
}

function columnsOf(input: ProductInputParsed) {
  return {
    type: input.type,
    sku: input.sku,
    status: input.status,
    priceMinor: toMinor(input.price),
    salePriceMinor: input.sale_price === null ? null : toMinor(input.sale_price),
    saleStartsAt: input.sale_starts_at ? new Date(input.sale_starts_at) : null,
    saleEndsAt: input.sale_ends_at ? new Date(input.sale_ends_at) : null,
    quantityDiscountStatus: input.quantity_discount_status,
    isDigital: input.is_digital,
    featured: input.featured,
    taxClassId: input.tax_class_id,
    manufacturerId: input.manufacturer_id,
    weightGrams: toGrams(input.weight),
    lengthMm: toMm(input.length),
    widthMm: toMm(input.width),
    heightMm: toMm(input.height),
    sortOrder: input.sort_order,
    // Nothing said is stored as nothing, so the page and the structured data leave it out.
    ...(input.accessibility
      ? { accessibility: hasAccessibilityInformation(input.accessibility) ? input.accessibility : null }
      : {}),
  };
}

/** Texts, categories, tiers and group prices: replaced as a whole on every save. */
async function writeRelations(ctx: RequestContext, productId: number, input: ProductInputParsed) {
  const shopId = ctx.shop.id;
  const translations = await prepareTranslations(ctx, 'product', productId, input.translations);
  await ctx.db
    .delete(productTranslations)
    .where(and(eq(productTranslations.shopId, shopId), eq(productTranslations.productId, productId)));
  await ctx.db.insert(productTranslations).values(translations.map((t) => ({ ...t, shopId, productId })));
  await ctx.db
    .delete(productCategories)
    .where(and(eq(productCategories.shopId, shopId), eq(productCategories.productId, productId)));
  if (input.category_ids.length) {
    await ctx.db
      .insert(productCategories)
      .values([...new Set(input.category_ids)].map((categoryId) => ({ shopId, productId, categoryId })));
  }
  await ctx.db
    .delete(productQuantityDiscounts)
    .where(
      and(eq(productQuantityDiscounts.shopId, shopId), eq(productQuantityDiscounts.productId, productId)),
    );
  if (input.tiers.length) {
    await ctx.db.insert(productQuantityDiscounts).values(
      input.tiers.map((t) => ({
        shopId,
        productId,
        minQuantity: t.min_quantity,
        priceMinor: toMinor(t.price),
      })),
    );
  }
  await ctx.db
    .delete(productGroupPrices)
    .where(and(eq(productGroupPrices.shopId, shopId), eq(productGroupPrices.productId, productId)));
  if (input.group_prices.length) {
    await ctx.db.insert(productGroupPrices).values(
      input.group_prices.map((g) => ({
        shopId,
        productId,
        customerGroupId: g.customer_group_id,
        priceMinor: toMinor(g.price),
      })),
    );
  }
}

export async function createProduct(ctx: RequestContext, input: ProductInputParsed): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    await assertWithinPlan(tx, 'products');
    await checkReferences(tx, input);
    await checkSkuFree(tx, input.sku, null);
    const [row] = await tx.db
      .insert(products)
      .values({
        shopId: tx.shop.id,
        ...columnsOf(input),
        // A configurable product has what its variants have, and none yet.
        quantity: input.type === 'configurable' ? 0 : input.quantity,
      })
      .returning({ id: products.id });
    await writeRelations(tx, row!.id, input);
    await announceProductChange(tx, [row!.id]);
    return row!.id;
  });
}

async function existingTopLevel(ctx: RequestContext, id: number) {
  const [row] = await ctx.db
    .select({ id: products.id, type: products.type })
    .from(products)
    .where(and(eq(products.shopId, ctx.shop.id), eq(products.id, id), isNull(products.parentId)));
  if (!row) throw notFound('This product does not exist.');
  return row;
}

/** Saves every field; stock coming back tells the restock subscribers (see withStockWatch). */
export async function updateProduct(
  ctx: RequestContext,
  id: number,
  input: ProductInputParsed,
  origin: string,
) {
  const current = await existingTopLevel(ctx, id);
  await withStockWatch(ctx, [id], origin, async (tx) => {
    const before = await productAuditState(tx, id);
    if (current.type === 'configurable' && input.type === 'simple') {
      const [children] = await tx.db
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.shopId, tx.shop.id), eq(products.parentId, id)));
      if (children && children.n > 0) {
        throw validationFailed('Remove the variants before making this a simple product.', {
          type: 'This product has variants.',
        });
      }
    }
    await checkReferences(tx, input);
    await checkSkuFree(tx, input.sku, id);
    await tx.db
      .update(products)
      .set({
        ...columnsOf(input),
        ...(input.type === 'simple' ? { quantity: input.quantity } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(products.shopId, tx.shop.id), eq(products.id, id)));
    await writeRelations(tx, id, input);
    await recordChange(tx, { entity: 'product', id, before, after: await productAuditState(tx, id) });
  });
}

export async function deleteProduct(ctx: RequestContext, id: number): Promise<void> {
  await existingTopLevel(ctx, id);
  await inTransaction(ctx, async (tx) => {
    // The log names what was deleted: afterwards nothing is left to read the name from.
    await recordChange(tx, { entity: 'product', id, before: await productAuditState(tx, id), after: null });
    await tx.db.delete(products).where(and(eq(products.shopId, tx.shop.id), eq(products.id, id)));
    await announceProductChange(tx, [id]);
  });
}

/**
 * Locks the chosen top-level products of this shop; one missing (deleted meanwhile, a variant,
 * another shop's) refuses the whole bulk action, so it changes all of them or none.
 */
async function lockChosenProducts(tx: RequestContext, ids: number[]): Promise<void> {
  const found = await tx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, tx.shop.id), inArray(products.id, ids), isNull(products.parentId)))
    .for('update');
  refuseUnlessAllFound(found.length, ids.length, 'products');
}

export async function setProductsStatus(
  ctx: RequestContext,
  body: z.output<typeof bulkStatusSchema>,
): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    await lockChosenProducts(tx, body.ids);
    await tx.db
      .update(products)
      .set({ status: body.status, updatedAt: new Date() })
      .where(and(eq(products.shopId, tx.shop.id), inArray(products.id, body.ids)));
    await announceProductChange(tx, body.ids);
    return body.ids.length;
  });
}

/** Deletes the chosen products with their variants, all or none. */
export async function deleteProducts(
  ctx: RequestContext,
  body: z.output<typeof productBulkDeleteSchema>,
): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    await lockChosenProducts(tx, body.ids);
    await tx.db.delete(products).where(and(eq(products.shopId, tx.shop.id), inArray(products.id, body.ids)));
    await announceProductChange(tx, body.ids);
    return body.ids.length;
  });
}

/** Puts the chosen products in a category (as their only one, or one more) or takes them out of it. */
export async function setProductsCategory(
  ctx: RequestContext,
  body: z.output<typeof productBulkCategorySchema>,
): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const shopId = tx.shop.id;
    const [category] = await tx.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.shopId, shopId), eq(categories.id, body.category_id)));
    if (!category)
      throw validationFailed('The chosen category does not exist.', { category_id: 'Unknown category.' });
    await lockChosenProducts(tx, body.ids);
    const chosen = and(eq(productCategories.shopId, shopId), inArray(productCategories.productId, body.ids));
    if (body.mode === 'remove') {
      await tx.db
        .delete(productCategories)
        .where(and(chosen, eq(productCategories.categoryId, body.category_id)));
    } else {
      if (body.mode === 'replace') await tx.db.delete(productCategories).where(chosen);
      await tx.db
        .insert(productCategories)
        .values(body.ids.map((productId) => ({ shopId, productId, categoryId: body.category_id })))
        .onConflictDoNothing();
    }
    await announceProductChange(tx, body.ids);
    return body.ids.length;
  });
}
