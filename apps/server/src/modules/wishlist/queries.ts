import { schema } from '@emporia/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { productNameSql } from '../catalog';

const { wishlistItems, products, customers } = schema;

/** The wished products still on sale at this shop, newest wish first. */
export async function listWishedItems(ctx: RequestContext, customerId: number) {
  return ctx.db
    .select({ productId: wishlistItems.productId, quantity: wishlistItems.quantity })
    .from(wishlistItems)
    .innerJoin(products, and(eq(products.id, wishlistItems.productId), eq(products.shopId, ctx.shop.id)))
    .where(
      and(
        eq(wishlistItems.shopId, ctx.shop.id),
        eq(wishlistItems.customerId, customerId),
        eq(products.status, 1),
      ),
    )
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
}

/** An enabled product of this shop with its name in the shop language (any name if that one is missing). */
export async function findWishableProduct(ctx: RequestContext, productId: number) {
  const [row] = await ctx.db
    .select({
      id: products.id,
      name: sql<string>`${productNameSql({ shopId: sql`${products.shopId}`, id: sql`${products.id}`, parentId: sql`NULL::int`, sku: sql`${products.sku}` }, sql`${ctx.shop.defaultLanguage}`)}`,
    })
    .from(products)
    .where(and(eq(products.shopId, ctx.shop.id), eq(products.id, productId), eq(products.status, 1)));
  return row;
}

export async function upsertWish(
  ctx: RequestContext,
  customerId: number,
  productId: number,
  quantity: number,
) {
  await ctx.db
    .insert(wishlistItems)
    .values({ shopId: ctx.shop.id, customerId, productId, quantity })
    .onConflictDoUpdate({
      target: [wishlistItems.shopId, wishlistItems.customerId, wishlistItems.productId],
      set: { quantity },
    });
}

export async function deleteWish(
  ctx: RequestContext,
  customerId: number,
  productId: number,
): Promise<boolean> {
  const rows = await ctx.db
    .delete(wishlistItems)
    .where(
      and(
        eq(wishlistItems.shopId, ctx.shop.id),
        eq(wishlistItems.customerId, customerId),
        eq(wishlistItems.productId, productId),
      ),
    )
    .returning({ productId: wishlistItems.productId });
  return rows.length > 0;
}

/** The owner of a shared wishlist: first name only, active customers only. */
export async function findWishlistOwner(ctx: RequestContext, customerId: number) {
  const [row] = await ctx.db
    .select({ firstname: customers.firstname })
    .from(customers)
    .where(
      and(eq(customers.shopId, ctx.shop.id), eq(customers.id, customerId), eq(customers.status, 'active')),
    );
  return row;
}
