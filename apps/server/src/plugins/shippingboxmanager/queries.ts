import { schema } from '@emporia/db';
import { and, asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';

const { shippingBoxes, productShippingBox, products } = schema;

export type BoxRow = typeof shippingBoxes.$inferSelect;
export type BoxValues = Omit<typeof shippingBoxes.$inferInsert, 'id' | 'shopId' | 'createdAt' | 'updatedAt'>;

export async function listBoxes(ctx: RequestContext) {
  return ctx.db
    .select()
    .from(shippingBoxes)
    .where(eq(shippingBoxes.shopId, ctx.shop.id))
    .orderBy(asc(shippingBoxes.name), asc(shippingBoxes.id));
}

export async function findBox(ctx: RequestContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(shippingBoxes)
    .where(and(eq(shippingBoxes.shopId, ctx.shop.id), eq(shippingBoxes.id, id)));
  return row;
}

export async function insertBox(ctx: RequestContext, values: BoxValues) {
  const [row] = await ctx.db
    .insert(shippingBoxes)
    .values({ shopId: ctx.shop.id, ...values })
    .returning();
  return row!;
}

export async function updateBox(ctx: RequestContext, id: number, values: BoxValues) {
  const [row] = await ctx.db
    .update(shippingBoxes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(shippingBoxes.shopId, ctx.shop.id), eq(shippingBoxes.id, id)))
    .returning();
  return row;
}

export async function deleteBox(ctx: RequestContext, id: number) {
  await ctx.db
    .delete(shippingBoxes)
    .where(and(eq(shippingBoxes.shopId, ctx.shop.id), eq(shippingBoxes.id, id)));
}

export async function findProduct(ctx: RequestContext, productId: number) {
  const [row] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, ctx.shop.id), eq(products.id, productId)));
  return row;
}

export async function findProductBox(ctx: RequestContext, productId: number) {
  const [row] = await ctx.db
    .select()
    .from(productShippingBox)
    .where(and(eq(productShippingBox.shopId, ctx.shop.id), eq(productShippingBox.productId, productId)));
  return row;
}

export async function saveProductBox(
  ctx: RequestContext,
  productId: number,
  values: { shipAlone: number; boxId: number | null },
) {
  await ctx.db
    .insert(productShippingBox)
    .values({ shopId: ctx.shop.id, productId, ...values })
    .onConflictDoUpdate({ target: [productShippingBox.shopId, productShippingBox.productId], set: values });
}
