import type {
  Coupon,
  couponBulkDeleteSchema,
  couponBulkStatusSchema,
  couponFormSchema,
  couponListQuerySchema,
} from '@emporia/contracts/discounts';
import { schema } from '@emporia/db';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { isUniqueViolation } from '../../kernel/database-errors';
import { notFound, refuseUnlessAllFound, taken, validationFailed } from '../../kernel/errors';
import { likePattern } from '../../kernel/like-pattern';
import { keysetOf, type Paging, type ReadPage } from '../../kernel/list-pages';
import { milliToPercent, percentToMilli, toDecimal, toMinor } from '../../kernel/money';
import { recordChange } from '../logs';

const { coupons, couponProducts, couponCategories, products, categories } = schema;
type CouponInput = z.output<typeof couponFormSchema>;
type CouponRow = typeof coupons.$inferSelect;

const day = 24 * 3600 * 1000;
const dayStart = (date: string) => new Date(`${date}T00:00:00.000Z`);
const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

function couponOf(row: CouponRow, productIds: number[], categoryIds: number[]): Coupon {
  const type = row.type === 'fixed' || row.type === 'free_shipping' ? row.type : 'percent';
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    type,
    value:
      type === 'percent'
        ? milliToPercent(row.percentMilli)
        : type === 'fixed'
          ? toDecimal(row.amountMinor)
          : 0,
    minimum_total: toDecimal(row.minimumTotalMinor),
    starts_on: row.startsAt ? dateOnly(row.startsAt) : null,
    // Stored as the first moment it no longer works; shown as the last day it does.
    ends_on: row.endsAt ? dateOnly(new Date(row.endsAt.getTime() - day)) : null,
    uses_total: row.usesTotal,
    uses_per_customer: row.usesPerCustomer,
    times_used: row.timesUsed,
    status: row.status === 1,
    product_ids: productIds,
    category_ids: categoryIds,
    date_added: row.createdAt.toISOString(),
  };
}

async function scopeOf(ctx: RequestContext, couponIds: number[]) {
  if (couponIds.length === 0)
    return { products: new Map<number, number[]>(), categories: new Map<number, number[]>() };
  const [productRows, categoryRows] = await Promise.all([
    ctx.db
      .select()
      .from(couponProducts)
      .where(and(eq(couponProducts.shopId, ctx.shop.id), inArray(couponProducts.couponId, couponIds))),
    ctx.db
      .select()
      .from(couponCategories)
      .where(and(eq(couponCategories.shopId, ctx.shop.id), inArray(couponCategories.couponId, couponIds))),
  ]);
  const group = <T extends { couponId: number }>(rows: T[], pick: (r: T) => number) => {
    const map = new Map<number, number[]>();
    for (const r of rows) map.set(r.couponId, [...(map.get(r.couponId) ?? []), pick(r)]);
    return map;
  };
  return {
    products: group(productRows, (r) => r.productId),
    categories: group(categoryRows, (r) => r.categoryId),
  };
}

type ListQuery = z.output<typeof couponListQuerySchema>;
/** The allow-listed sort columns of discount/all (the contract refuses any other). */
const sortColumns: Record<ListQuery['sort'], SQL> = {
  date_added: sql`${coupons.createdAt}`,
  code: sql`lower(${coupons.code})`,
  name: sql`lower(${coupons.name})`,
  times_used: sql`${coupons.timesUsed}`,
  status: sql`${coupons.status}`,
};

export async function listCoupons(
  ctx: RequestContext,
  query: ListQuery,
  paging: Paging,
): Promise<ReadPage<Coupon>> {
  const direction = query.order === 'asc' ? asc : desc;
  const where = and(
    eq(coupons.shopId, ctx.shop.id),
    query.status ? eq(coupons.status, query.status === 'enabled' ? 1 : 0) : undefined,
    query.search
      ? sql`(${coupons.code} ILIKE ${likePattern(query.search)} OR ${coupons.name} ILIKE ${likePattern(query.search)})`
      : undefined,
  );
  const chosen = ctx.db.select().from(coupons);
  let rows: CouponRow[];
  let total: number | undefined;
  if (paging.by === 'cursor') {
    // Cursor pages show no total: counting on every call is what they spare.
    const keyset = keysetOf(paging, sql`${coupons.id}`);
    rows = await chosen.where(and(where, keyset.condition)).orderBy(keyset.orderBy).limit(keyset.rows);
  } else {
    const [page, [counted]] = await Promise.all([
      chosen
        .where(where)
        .orderBy(direction(sortColumns[query.sort]), direction(coupons.id))
        .limit(paging.perPage)
        .offset((paging.page - 1) * paging.perPage),
      ctx.db.select({ n: count() }).from(coupons).where(where),
    ]);
    rows = page;
    total = counted?.n ?? 0;
  }
  const scope = await scopeOf(
    ctx,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => couponOf(r, scope.products.get(r.id) ?? [], scope.categories.get(r.id) ?? [])),
    ...(total === undefined ? {} : { total }),
  };
}

export async function getCoupon(ctx: RequestContext, id: number): Promise<Coupon> {
  const [row] = await ctx.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.shopId, ctx.shop.id), eq(coupons.id, id)));
  if (!row) throw notFound('This coupon does not exist.');
  const scope = await scopeOf(ctx, [id]);
  return couponOf(row, scope.products.get(id) ?? [], scope.categories.get(id) ?? []);
}

/** The scope must name this shop's products and categories. */
async function checkScope(ctx: RequestContext, input: CouponInput) {
  if (input.product_ids.length > 0) {
    const found = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, ctx.shop.id), inArray(products.id, input.product_ids)));
    if (found.length !== new Set(input.product_ids).size) {
      throw validationFailed('Choose products of this shop.', {
        product_ids: 'Choose products of this shop.',
      });
    }
  }
  if (input.category_ids.length > 0) {
    const found = await ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.shopId, ctx.shop.id), inArray(categories.id, input.category_ids)));
    if (found.length !== new Set(input.category_ids).size) {
      throw validationFailed('Choose categories of this shop.', {
        category_ids: 'Choose categories of this shop.',
      });
    }
  }
}

const valuesOf = (input: CouponInput) => ({
  name: input.name,
  code: input.code,
  type: input.type,
  percentMilli: input.type === 'percent' ? percentToMilli(input.value) : 0,
  amountMinor: input.type === 'fixed' ? toMinor(input.value) : 0,
  minimumTotalMinor: toMinor(input.minimum_total),
  startsAt: input.starts_on ? dayStart(input.starts_on) : null,
  endsAt: input.ends_on ? new Date(dayStart(input.ends_on).getTime() + day) : null,
  usesTotal: input.uses_total,
  usesPerCustomer: input.uses_per_customer,
  status: input.status ? 1 : 0,
  updatedAt: new Date(),
});

const codeTaken = 'A coupon with this code already exists.';

export async function saveCoupon(
  ctx: RequestContext,
  id: number | null,
  input: CouponInput,
): Promise<Coupon> {
  await checkScope(ctx, input);
  try {
    const savedId = await inTransaction(ctx, async (tx) => {
      const before = id === null ? null : await getCoupon(tx, id).catch(() => null);
      let couponId = id;
      if (couponId === null) {
        const [row] = await tx.db
          .insert(coupons)
          .values({ shopId: tx.shop.id, ...valuesOf(input) })
          .returning({ id: coupons.id });
        couponId = row!.id;
      } else {
        const rows = await tx.db
          .update(coupons)
          .set(valuesOf(input))
          .where(and(eq(coupons.shopId, tx.shop.id), eq(coupons.id, couponId)))
          .returning({ id: coupons.id });
        if (rows.length === 0) throw notFound('This coupon does not exist.');
        await tx.db
          .delete(couponProducts)
          .where(and(eq(couponProducts.shopId, tx.shop.id), eq(couponProducts.couponId, couponId)));
        await tx.db
          .delete(couponCategories)
          .where(and(eq(couponCategories.shopId, tx.shop.id), eq(couponCategories.couponId, couponId)));
      }
      const shopId = tx.shop.id;
      const productIds = [...new Set(input.product_ids)];
      const categoryIds = [...new Set(input.category_ids)];
      if (productIds.length > 0) {
        await tx.db
          .insert(couponProducts)
          .values(productIds.map((productId) => ({ shopId, couponId: couponId!, productId })));
      }
      if (categoryIds.length > 0) {
        await tx.db
          .insert(couponCategories)
          .values(categoryIds.map((categoryId) => ({ shopId, couponId: couponId!, categoryId })));
      }
      await recordChange(tx, {
        entity: 'coupon',
        id: couponId,
        before,
        after: await getCoupon(tx, couponId),
      });
      return couponId;
    });
    return getCoupon(ctx, savedId);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken('code', codeTaken);
    throw error;
  }
}

export async function deleteCoupon(ctx: RequestContext, id: number): Promise<void> {
  const rows = await ctx.db
    .delete(coupons)
    .where(and(eq(coupons.shopId, ctx.shop.id), eq(coupons.id, id)))
    .returning({ id: coupons.id });
  if (rows.length === 0) throw notFound('This coupon does not exist.');
}

/** Locks the chosen coupons of this shop; one missing refuses the whole bulk action. */
async function lockChosenCoupons(tx: RequestContext, ids: number[]) {
  const found = await tx.db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.shopId, tx.shop.id), inArray(coupons.id, ids)))
    .for('update');
  refuseUnlessAllFound(found.length, ids.length, 'discounts');
}

export async function setCouponsStatus(ctx: RequestContext, body: z.output<typeof couponBulkStatusSchema>) {
  return inTransaction(ctx, async (tx) => {
    await lockChosenCoupons(tx, body.ids);
    await tx.db
      .update(coupons)
      .set({ status: body.status ? 1 : 0, updatedAt: new Date() })
      .where(and(eq(coupons.shopId, tx.shop.id), inArray(coupons.id, body.ids)));
    return body.ids.length;
  });
}

export async function deleteCoupons(ctx: RequestContext, body: z.output<typeof couponBulkDeleteSchema>) {
  return inTransaction(ctx, async (tx) => {
    await lockChosenCoupons(tx, body.ids);
    await tx.db.delete(coupons).where(and(eq(coupons.shopId, tx.shop.id), inArray(coupons.id, body.ids)));
    return body.ids.length;
  });
}
