import type {
  AdminReview,
  adminReviewInputSchema,
  adminReviewListQuerySchema,
  reviewBulkDeleteSchema,
  reviewBulkStatusSchema,
} from '@emporia/contracts/catalog-admin';
import { schema } from '@emporia/db';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../../kernel/context';
import { notFound, refuseUnlessAllFound, validationFailed } from '../../../kernel/errors';
import { announceProductChange } from '../events';
import { recountRating } from './queries';

type ReviewInput = z.output<typeof adminReviewInputSchema>;
type ListQuery = z.output<typeof adminReviewListQuerySchema>;
type Status = AdminReview['status'];
const { productReviews, products, productTranslations } = schema;

function selection(ctx: RequestContext) {
  return ctx.db
    .select({ review: productReviews, name: productTranslations.name })
    .from(productReviews)
    .leftJoin(
      productTranslations,
      and(
        eq(productTranslations.shopId, productReviews.shopId),
        eq(productTranslations.productId, productReviews.productId),
        eq(productTranslations.locale, ctx.shop.defaultLanguage),
      ),
    );
}

const toAdmin = (row: { review: typeof productReviews.$inferSelect; name: string | null }): AdminReview => ({
  id: row.review.id,
  product_id: row.review.productId,
  product_name: row.name ?? '',
  author: row.review.author,
  rating: row.review.rating,
  text: row.review.text,
  status: row.review.status as Status,
  created_at: row.review.createdAt.toISOString(),
});

/** The allow-listed sort columns of product/review/all (the contract refuses any other). */
const sortColumns: Record<ListQuery['sort'], SQL> = {
  date_added: sql`${productReviews.createdAt}`,
  rating: sql`${productReviews.rating}`,
  product: sql`lower(coalesce(${productTranslations.name}, ''))`,
  status: sql`${productReviews.status}`,
};

export async function listAdminReviews(ctx: RequestContext, query: ListQuery) {
  const direction = query.order === 'asc' ? asc : desc;
  const where = and(
    eq(productReviews.shopId, ctx.shop.id),
    query.status ? eq(productReviews.status, query.status) : undefined,
    query.rating ? eq(productReviews.rating, query.rating) : undefined,
    query.product_id ? eq(productReviews.productId, query.product_id) : undefined,
  );
  const rows = await selection(ctx)
    .where(where)
    .orderBy(direction(sortColumns[query.sort]), direction(productReviews.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await ctx.db.select({ n: count() }).from(productReviews).where(where);
  return {
    data: rows.map(toAdmin),
    meta: { total: total?.n ?? 0, page: query.page, per_page: query.per_page },
  };
}

export async function getAdminReview(ctx: RequestContext, id: number): Promise<AdminReview> {
  const [row] = await selection(ctx).where(
    and(eq(productReviews.shopId, ctx.shop.id), eq(productReviews.id, id)),
  );
  if (!row) throw notFound('This review does not exist.');
  return toAdmin(row);
}

async function afterChange(ctx: RequestContext, productId: number) {
  await recountRating(ctx.db, ctx.shop.id, productId);
  await announceProductChange(ctx, [productId]);
}

export async function createAdminReview(ctx: RequestContext, input: ReviewInput): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const [product] = await tx.db
      .select({ id: products.id, parentId: products.parentId })
      .from(products)
      .where(and(eq(products.shopId, tx.shop.id), eq(products.id, input.product_id)));
    if (!product || product.parentId !== null) {
      throw validationFailed('The product does not exist.', { product_id: 'Unknown product.' });
    }
    const [row] = await tx.db
      .insert(productReviews)
      .values({
        shopId: tx.shop.id,
        productId: input.product_id,
        author: input.author,
        rating: input.rating,
        text: input.text,
        status: input.status,
      })
      .returning({ id: productReviews.id });
    await afterChange(tx, input.product_id);
    return row!.id;
  });
}

export async function updateAdminReview(ctx: RequestContext, id: number, input: ReviewInput): Promise<void> {
  const current = await getAdminReview(ctx, id);
  if (current.product_id !== input.product_id) {
    throw validationFailed('A review stays with its product.', { product_id: 'Cannot move a review.' });
  }
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(productReviews)
      .set({
        author: input.author,
        rating: input.rating,
        text: input.text,
        status: input.status,
        updatedAt: new Date(),
      })
      .where(and(eq(productReviews.shopId, tx.shop.id), eq(productReviews.id, id)));
    await afterChange(tx, current.product_id);
  });
}

/** Moderation: approved reviews show and count toward the rating; rejected and pending ones do not. */
export async function moderateReview(ctx: RequestContext, id: number, status: Status): Promise<void> {
  const current = await getAdminReview(ctx, id);
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(productReviews)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(productReviews.shopId, tx.shop.id), eq(productReviews.id, id)));
    await afterChange(tx, current.product_id);
  });
}

export async function deleteAdminReview(ctx: RequestContext, id: number): Promise<void> {
  const current = await getAdminReview(ctx, id);
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .delete(productReviews)
      .where(and(eq(productReviews.shopId, tx.shop.id), eq(productReviews.id, id)));
    await afterChange(tx, current.product_id);
  });
}

/** Locks the chosen reviews of this shop; one missing refuses the whole bulk action. Returns their products. */
async function lockChosenReviews(tx: RequestContext, ids: number[]) {
  const found = await tx.db
    .select({ id: productReviews.id, productId: productReviews.productId })
    .from(productReviews)
    .where(and(eq(productReviews.shopId, tx.shop.id), inArray(productReviews.id, ids)))
    .for('update');
  refuseUnlessAllFound(found.length, ids.length, 'reviews');
  return [...new Set(found.map((r) => r.productId))];
}

/** Ratings of the touched products are recounted, since only approved reviews count. */
async function afterBulkChange(tx: RequestContext, productIds: number[]) {
  for (const productId of productIds) await recountRating(tx.db, tx.shop.id, productId);
  await announceProductChange(tx, productIds);
}

export async function setReviewsStatus(ctx: RequestContext, body: z.output<typeof reviewBulkStatusSchema>) {
  return inTransaction(ctx, async (tx) => {
    const productIds = await lockChosenReviews(tx, body.ids);
    await tx.db
      .update(productReviews)
      .set({ status: body.status, updatedAt: new Date() })
      .where(and(eq(productReviews.shopId, tx.shop.id), inArray(productReviews.id, body.ids)));
    await afterBulkChange(tx, productIds);
    return body.ids.length;
  });
}

export async function deleteReviews(ctx: RequestContext, body: z.output<typeof reviewBulkDeleteSchema>) {
  return inTransaction(ctx, async (tx) => {
    const productIds = await lockChosenReviews(tx, body.ids);
    await tx.db
      .delete(productReviews)
      .where(and(eq(productReviews.shopId, tx.shop.id), inArray(productReviews.id, body.ids)));
    await afterBulkChange(tx, productIds);
    return body.ids.length;
  });
}
