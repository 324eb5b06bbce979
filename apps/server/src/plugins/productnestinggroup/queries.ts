import { schema } from '@emporia/db';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';

const {
  productNestingGroups: groups,
  productNestingGroupMembers: members,
  products,
  productTranslations,
} = schema;

export async function listGroups(ctx: RequestContext) {
  return ctx.db
    .select()
    .from(groups)
    .where(eq(groups.shopId, ctx.shop.id))
    .orderBy(asc(groups.name), asc(groups.id));
}

export async function findGroup(ctx: RequestContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(groups)
    .where(and(eq(groups.shopId, ctx.shop.id), eq(groups.id, id)));
  return row;
}

/** Members of the groups with the product's SKU and name in the shop's language. */
export async function membersOf(ctx: RequestContext, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return ctx.db
    .select({ groupId: members.groupId, id: products.id, sku: products.sku, name: productTranslations.name })
    .from(members)
    .innerJoin(products, and(eq(products.id, members.productId), eq(products.shopId, ctx.shop.id)))
    .leftJoin(
      productTranslations,
      and(
        eq(productTranslations.shopId, products.shopId),
        eq(productTranslations.productId, products.id),
        eq(productTranslations.locale, ctx.shop.defaultLanguage),
      ),
    )
    .where(and(eq(members.shopId, ctx.shop.id), inArray(members.groupId, groupIds)))
    .orderBy(asc(products.sku));
}

export async function existingProducts(ctx: RequestContext, productIds: number[]) {
  if (productIds.length === 0) return new Set<number>();
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, ctx.shop.id), inArray(products.id, productIds)));
  return new Set(rows.map((r) => r.id));
}

/** Products of `productIds` already in another group than `exceptGroupId`. */
export async function productsInOtherGroups(
  ctx: RequestContext,
  productIds: number[],
  exceptGroupId: number,
) {
  if (productIds.length === 0) return [];
  return ctx.db
    .select({ productId: members.productId, groupName: groups.name })
    .from(members)
    .innerJoin(groups, and(eq(groups.shopId, members.shopId), eq(groups.id, members.groupId)))
    .where(
      and(
        eq(members.shopId, ctx.shop.id),
        inArray(members.productId, productIds),
        ne(members.groupId, exceptGroupId),
      ),
    );
}

export async function insertGroup(ctx: RequestContext, values: { name: string; stackingHeightMm: number }) {
  const [row] = await ctx.db
    .insert(groups)
    .values({ shopId: ctx.shop.id, ...values })
    .returning({ id: groups.id });
  return row!.id;
}

export async function updateGroup(
  ctx: RequestContext,
  id: number,
  values: { name: string; stackingHeightMm: number },
) {
  await ctx.db
    .update(groups)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(groups.shopId, ctx.shop.id), eq(groups.id, id)));
}

export async function replaceMembers(ctx: RequestContext, groupId: number, productIds: number[]) {
  await ctx.db.delete(members).where(and(eq(members.shopId, ctx.shop.id), eq(members.groupId, groupId)));
  if (productIds.length > 0) {
    await ctx.db
      .insert(members)
      .values(productIds.map((productId) => ({ shopId: ctx.shop.id, groupId, productId })));
  }
}

export async function deleteGroup(ctx: RequestContext, id: number) {
  await ctx.db.delete(groups).where(and(eq(groups.shopId, ctx.shop.id), eq(groups.id, id)));
}
