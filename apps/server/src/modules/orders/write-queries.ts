import type { LineMeta } from '@emporia/contracts/cart';
import { type Db, schema } from '@emporia/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { conflict } from '../../kernel/errors';
import { stockMessage } from '../cart';
import type { ShippingAddress } from '../customers';
import type { Totals } from '../totals';

const { orders, orderItems, orderTotals, orderDiscounts, orderHistory, couponUsages, coupons, products } =
  schema;

export interface NewOrder {
  ref: string;
  customerId: number | null;
  email: string;
  firstname: string;
  lastname: string;
  telephone: string;
  address: ShippingAddress | null;
  billingAddress: ShippingAddress | null;
  shippingMethod: { code: string; title: string } | null;
  paymentMethod: string;
  statusId: number;
  currencyCode: string;
  totals: Totals;
  couponCode: string | null;
  comment: string;
  idempotencyKey: string | null;
  cartId: number | null;
  source: 'storefront' | 'admin';
  packages: schema.OrderPackage[];
}

export const addressColumns = (address: ShippingAddress | null) => ({
  shippingFirstname: address?.firstname ?? '',
  shippingLastname: address?.lastname ?? '',
  shippingCompany: address?.company ?? '',
  shippingAddress1: address?.address1 ?? '',
  shippingAddress2: address?.address2 ?? '',
  shippingCity: address?.city ?? '',
  shippingPostcode: address?.postcode ?? '',
  shippingCountryCode: address?.countryCode ?? '',
  shippingCountry: address?.country ?? '',
  shippingZoneCode: address?.zoneCode ?? '',
  shippingZone: address?.zone ?? '',
});

export async function insertOrder(db: Db, shopId: number, order: NewOrder): Promise<number> {
  const [row] = await db
    .insert(orders)
    .values({
      shopId,
      ref: order.ref,
      customerId: order.customerId,
      email: order.email,
      firstname: order.firstname,
      lastname: order.lastname,
      telephone: order.telephone,
      ...addressColumns(order.address),
      billingAddress: order.billingAddress,
      shippingMethodCode: order.shippingMethod?.code ?? null,
      shippingMethodTitle: order.shippingMethod?.title ?? '',
      paymentMethod: order.paymentMethod,
      statusId: order.statusId,
      currencyCode: order.currencyCode,
      subtotalMinor: order.totals.subtotalMinor,
      discountMinor: order.totals.discountMinor,
      shippingMinor: order.totals.shippingMinor,
      taxMinor: order.totals.taxMinor,
      shippingTaxMinor: order.totals.shippingTaxMinor,
      totalMinor: order.totals.totalMinor,
      couponCode: order.couponCode,
      comment: order.comment,
      idempotencyKey: order.idempotencyKey,
      cartId: order.cartId,
      source: order.source,
      packages: order.packages,
    })
    .returning({ id: orders.id });
  return row!.id;
}

export interface NewOrderItem {
  productId: number | null;
  name: string;
  sku: string;
  options: string;
  quantity: number;
  unitPriceMinor: number;
  totalMinor: number;
  discountMinor: number;
  taxMinor: number;
  isDigital: number;
  meta: LineMeta;
}

export async function insertOrderItems(
  db: Db,
  shopId: number,
  orderId: number,
  items: readonly NewOrderItem[],
): Promise<void> {
  if (items.length === 0) return;
  await db.insert(orderItems).values(items.map((item) => ({ ...item, shopId, orderId })));
}

/** Replaces the order's total lines and discounts (placement, and staff edits). */
export async function writeOrderTotals(
  db: Db,
  shopId: number,
  orderId: number,
  lines: readonly { code: string; title: string; valueMinor: number }[],
  discounts: readonly {
    couponId: number | null;
    code: string;
    title: string;
    amountMinor: number;
    freeShipping: boolean;
  }[],
): Promise<void> {
  await db.delete(orderTotals).where(and(eq(orderTotals.shopId, shopId), eq(orderTotals.orderId, orderId)));
  await db
    .delete(orderDiscounts)
    .where(and(eq(orderDiscounts.shopId, shopId), eq(orderDiscounts.orderId, orderId)));
  await db
    .insert(orderTotals)
    .values(lines.map((line, i) => ({ shopId, orderId, ...line, sortOrder: i + 1 })));
  if (discounts.length > 0) {
    await db
      .insert(orderDiscounts)
      .values(discounts.map((d) => ({ shopId, orderId, ...d, freeShipping: d.freeShipping ? 1 : 0 })));
  }
}

export async function insertHistory(
  db: Db,
  shopId: number,
  entry: { orderId: number; statusId: number; comment: string; notify: boolean; adminId: number | null },
): Promise<void> {
  await db.insert(orderHistory).values({ shopId, ...entry, notify: entry.notify ? 1 : 0 });
}

/** Sums units per product, in product id order, so concurrent orders lock rows in one order and never deadlock. */
export function unitsByProduct(
  lines: readonly { productId: number | null; quantity: number; name: string }[],
) {
  const byProduct = new Map<number, { productId: number; quantity: number; name: string }>();
  for (const line of lines) {
    if (line.productId === null) continue;
    const entry = byProduct.get(line.productId) ?? {
      productId: line.productId,
      quantity: 0,
      name: line.name,
    };
    entry.quantity += line.quantity;
    byProduct.set(line.productId, entry);
  }
  return [...byProduct.values()].sort((a, b) => a.productId - b.productId);
}

/**
 * Takes the ordered units out of stock. Each UPDATE only succeeds while enough
 * units are left (it waits for the row lock of a concurrent order and then
 * re-checks), so stock never goes below zero and no unit is sold twice.
 */
export async function takeStock(
  db: Db,
  shopId: number,
  lines: readonly { productId: number | null; quantity: number; name: string }[],
) {
  for (const line of unitsByProduct(lines)) {
    const taken = await db
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${line.quantity}`, updatedAt: new Date() })
      .where(
        and(
          eq(products.shopId, shopId),
          eq(products.id, line.productId),
          sql`${products.quantity} >= ${line.quantity}`,
        ),
      )
      .returning({ id: products.id });
    if (taken.length === 0) {
      const [left] = await db
        .select({ quantity: products.quantity })
        .from(products)
        .where(and(eq(products.shopId, shopId), eq(products.id, line.productId)));
      throw conflict(`Sorry: ${stockMessage(line.name, left?.quantity ?? 0)} Please update your cart.`);
    }
  }
}

/** Puts units back (cancelled or refunded orders, processed returns). Products deleted since are skipped. */
export async function restoreStock(
  db: Db,
  shopId: number,
  lines: readonly { productId: number | null; quantity: number; name: string }[],
) {
  for (const line of unitsByProduct(lines)) {
    if (line.quantity <= 0) continue;
    await db
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${line.quantity}`, updatedAt: new Date() })
      .where(and(eq(products.shopId, shopId), eq(products.id, line.productId)));
  }
}

/**
 * Counts one use of the coupon for this order. The conditional UPDATE holds
 * the coupon row until commit, so two orders racing for the last use cannot
 * both get it, and the per-customer count below sees every committed use.
 */
export async function recordCouponUse(
  db: Db,
  shopId: number,
  use: { couponId: number; code: string; orderId: number; customerId: number | null; email: string },
): Promise<void> {
  const [coupon] = await db
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
    .where(
      and(
        eq(coupons.shopId, shopId),
        eq(coupons.id, use.couponId),
        sql`(${coupons.usesTotal} IS NULL OR ${coupons.timesUsed} < ${coupons.usesTotal})`,
      ),
    )
    .returning({ usesPerCustomer: coupons.usesPerCustomer });
  if (!coupon)
    throw conflict(
      `The coupon ${use.code} has reached its usage limit. Please remove the coupon to continue.`,
    );
  if (coupon.usesPerCustomer !== null) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(couponUsages)
      .where(
        and(
          eq(couponUsages.shopId, shopId),
          eq(couponUsages.couponId, use.couponId),
          sql`(${use.customerId !== null ? sql`${couponUsages.customerId} = ${use.customerId} OR ` : sql``}lower(${couponUsages.email}) = ${use.email.toLowerCase()})`,
        ),
      );
    if ((row?.n ?? 0) >= coupon.usesPerCustomer) {
      throw conflict(
        `You have already used the coupon ${use.code} as many times as it allows. Please remove the coupon to continue.`,
      );
    }
  }
  await db.insert(couponUsages).values({
    shopId,
    couponId: use.couponId,
    orderId: use.orderId,
    customerId: use.customerId,
    email: use.email,
  });
}

/** The products as the catalogue announces changes: a variant by its parent. */
export async function topLevelIds(
  db: Db,
  shopId: number,
  ids: readonly (number | null)[],
): Promise<number[]> {
  const known = [...new Set(ids.filter((id): id is number => id !== null))];
  if (known.length === 0) return [];
  const rows = await db
    .select({ id: products.id, parentId: products.parentId })
    .from(products)
    .where(and(eq(products.shopId, shopId), inArray(products.id, known)));
  return [...new Set(rows.map((r) => r.parentId ?? r.id))];
}
