import { schema } from '@emporia/db';
import { and, count, eq, or, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { formatMoney } from '../../kernel/money-format';
import { readConfigEntries } from '../settings';
import type { ShopCurrency } from '../store-settings';
import { type CouponRule, couponCovers, type TotalsLine } from '../totals';

const { coupons, couponProducts, couponCategories, couponUsages } = schema;

/** SPEC §5: the coupon box (and coupons at all) only while the coupon module is active (value 1). */
export const couponModuleKey = 'module_feature_coupon_active';

export async function couponModuleActive(ctx: RequestContext): Promise<boolean> {
  const entries = await readConfigEntries(ctx, couponModuleKey);
  return entries[couponModuleKey] === '1';
}

export interface StoredCoupon extends CouponRule {
  status: number;
  minimumTotalMinor: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usesTotal: number | null;
  usesPerCustomer: number | null;
  timesUsed: number;
}

/** The coupon with this code (case does not matter), with its product and category scope. */
export async function findCouponByCode(ctx: RequestContext, code: string): Promise<StoredCoupon | undefined> {
  const [row] = await ctx.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.shopId, ctx.shop.id), sql`lower(${coupons.code}) = ${code.trim().toLowerCase()}`));
  if (!row) return undefined;
  // One after another: this also runs inside transactions, on one connection.
  const productRows = await ctx.db
    .select({ id: couponProducts.productId })
    .from(couponProducts)
    .where(and(eq(couponProducts.shopId, ctx.shop.id), eq(couponProducts.couponId, row.id)));
  const categoryRows = await ctx.db
    .select({ id: couponCategories.categoryId })
    .from(couponCategories)
    .where(and(eq(couponCategories.shopId, ctx.shop.id), eq(couponCategories.couponId, row.id)));
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type === 'fixed' || row.type === 'free_shipping' ? row.type : 'percent',
    percentMilli: row.percentMilli,
    amountMinor: row.amountMinor,
    productIds: productRows.map((r) => r.id),
    categoryIds: categoryRows.map((r) => r.id),
    status: row.status,
    minimumTotalMinor: row.minimumTotalMinor,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usesTotal: row.usesTotal,
    usesPerCustomer: row.usesPerCustomer,
    timesUsed: row.timesUsed,
  };
}

/** Orders a customer (or a guest, by e-mail) placed with the coupon. */
export async function couponUsesBy(
  ctx: RequestContext,
  couponId: number,
  buyer: { customerId: number | null; email: string | null },
): Promise<number> {
  const who = [
    buyer.customerId ? eq(couponUsages.customerId, buyer.customerId) : undefined,
    buyer.email ? sql`lower(${couponUsages.email}) = ${buyer.email.toLowerCase()}` : undefined,
  ].filter((c) => c !== undefined);
  if (who.length === 0) return 0;
  const [row] = await ctx.db
    .select({ n: count() })
    .from(couponUsages)
    .where(and(eq(couponUsages.shopId, ctx.shop.id), eq(couponUsages.couponId, couponId), or(...who)));
  return row?.n ?? 0;
}

export const invalidCouponMessage = 'This coupon code is not valid.';

const dateText = (d: Date) => d.toISOString().slice(0, 10);

export interface CouponCheck {
  lines: readonly TotalsLine[];
  subtotalMinor: number;
  buyer: { customerId: number | null; email: string | null };
  currency: ShopCurrency;
  now?: Date;
}

/**
 * Why the coupon cannot be used for this cart, or null when it can: unknown
 * or disabled, not started, expired, used up (in total or by this buyer),
 * below its minimum, or covering no line of the cart.
 */
export async function couponProblem(
  ctx: RequestContext,
  coupon: StoredCoupon | undefined,
  check: CouponCheck,
): Promise<string | null> {
  if (coupon?.status !== 1) return invalidCouponMessage;
  const now = check.now ?? new Date();
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime()) {
    return `The coupon ${coupon.code} can be used from ${dateText(coupon.startsAt)}.`;
  }
  if (coupon.endsAt && coupon.endsAt.getTime() <= now.getTime()) {
    return `The coupon ${coupon.code} expired on ${dateText(coupon.endsAt)}.`;
  }
  if (coupon.usesTotal !== null && coupon.timesUsed >= coupon.usesTotal) {
    return `The coupon ${coupon.code} has reached its usage limit.`;
  }
  if (
    coupon.usesPerCustomer !== null &&
    (await couponUsesBy(ctx, coupon.id, check.buyer)) >= coupon.usesPerCustomer
  ) {
    return `You have already used the coupon ${coupon.code} as many times as it allows.`;
  }
  if (check.subtotalMinor < coupon.minimumTotalMinor) {
    return `The coupon ${coupon.code} needs a subtotal of at least ${formatMoney(coupon.minimumTotalMinor, check.currency)}.`;
  }
  if (!check.lines.some((line) => couponCovers(coupon, line))) {
    return `The coupon ${coupon.code} does not apply to the products in your cart.`;
  }
  return null;
}
