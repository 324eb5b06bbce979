import type { Review, WriteReview } from '@emporia/contracts/catalog';
import { schema } from '@emporia/db';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { RequestContext } from '../../../kernel/context';
import { notFound } from '../../../kernel/errors';

const { productReviews, products } = schema;
export const reviewPageSize = 10;

async function shownProduct(ctx: RequestContext, productId: number) {
  const [product] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.shopId, ctx.shop.id),
        eq(products.id, productId),
        eq(products.status, 1),
        isNull(products.parentId),
      ),
    );
  if (!product) throw notFound('This product does not exist.');
  return product;
}

/** Approved reviews of a product, newest first. */
export async function approvedReviews(ctx: RequestContext, productId: number, page: number) {
  await shownProduct(ctx, productId);
  const where = and(
    eq(productReviews.shopId, ctx.shop.id),
    eq(productReviews.productId, productId),
    eq(productReviews.status, 'approved'),
  );
  const rows = await ctx.db
    .select()
    .from(productReviews)
    .where(where)
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(reviewPageSize)
    .offset((page - 1) * reviewPageSize);
  const [total] = await ctx.db.select({ n: count() }).from(productReviews).where(where);
  const reviews: Review[] = rows.map((r) => ({
    id: r.id,
    author: r.author,
    rating: r.rating,
    text: r.text,
    created_at: r.createdAt.toISOString(),
  }));
  return { reviews, total: total?.n ?? 0, page, per_page: reviewPageSize };
}

/** A shopper's review waits for moderation; it counts once an admin approves it. */
export async function writeReview(
  ctx: RequestContext,
  productId: number,
  review: WriteReview,
): Promise<number> {
  await shownProduct(ctx, productId);
  const [row] = await ctx.db
    .insert(productReviews)
    .values({
      shopId: ctx.shop.id,
      productId,
      customerId: ctx.actor.kind === 'customer' ? ctx.actor.customerId : null,
      author: review.author,
      rating: review.rating,
      text: review.text,
      status: 'pending',
    })
    .returning({ id: productReviews.id });
  return row!.id;
}
