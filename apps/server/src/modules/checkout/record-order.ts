import type { schema } from '@emporia/db';
import type { RequestContext } from '../../kernel/context';
import { announce } from '../../kernel/domain-events';
import type { PricedCart } from '../cart';
import { totalLinesOf } from '../cart';
import { announceProductChange } from '../catalog';
import type { ShippingAddress } from '../customers';
import {
  insertHistory,
  insertOrder,
  insertOrderItems,
  type NewOrderItem,
  recordCouponUse,
  takeStock,
  writeOrderTotals,
} from '../orders';

export interface OrderToRecord {
  ref: string;
  buyer: { customerId: number | null; email: string; firstname: string; lastname: string; telephone: string };
  address: ShippingAddress | null;
  /** null or left out: billed to the shipping address. */
  billingAddress?: ShippingAddress | null;
  priced: PricedCart;
  paymentMethod: string;
  statusId: number;
  comment: string;
  idempotencyKey: string | null;
  cartId: number | null;
  source: 'storefront' | 'admin';
  adminId?: number | null;
  /** The boxes it ships in, as packed at checkout. */
  packages?: schema.OrderPackage[];
}

export function orderItemsOf(priced: PricedCart): NewOrderItem[] {
  const byKey = new Map(priced.totals.lines.map((l) => [l.key, l]));
  return priced.lines.map((line) => {
    const totals = byKey.get(line.key);
    return {
      productId: line.productId,
      name: line.row.name,
      sku: line.row.sku,
      options: (line.row.attributes ?? []).map((a) => `${a.name}: ${a.value}`).join(', '),
      quantity: line.quantity,
      unitPriceMinor: line.unitMinor,
      totalMinor: totals?.totalMinor ?? line.unitMinor * line.quantity,
      discountMinor: totals?.discountMinor ?? 0,
      taxMinor: totals?.taxMinor ?? 0,
      isDigital: line.row.is_digital,
      meta: line.row.meta ?? {},
    };
  });
}

/** The total lines and discount rows an order keeps of its priced cart. */
export function orderTotalsOf(priced: PricedCart) {
  const lines = totalLinesOf(priced.totals, {
    couponCode: priced.coupon?.code ?? null,
    shippingTitle: priced.shippingMethod?.title ?? null,
  });
  const discounts =
    priced.coupon && priced.totals.discountMinor > 0
      ? [
          {
            couponId: priced.coupon.id,
            code: priced.coupon.code,
            title: priced.coupon.name,
            amountMinor: priced.totals.discountMinor,
            freeShipping: priced.coupon.type === 'free_shipping',
          },
        ]
      : [];
  return { lines, discounts };
}

/**
 * Writes an order inside the caller's transaction: the order, its lines,
 * total lines, discounts and first history entry, and counts the coupon use.
 * The caller ends with takeStockAndAnnounce. Shared by the storefront checkout and staff-made orders.
 */
export async function recordPlacedOrder(
  ctx: RequestContext,
  order: OrderToRecord,
): Promise<{ id: number; productIds: number[]; items: NewOrderItem[] }> {
  const { priced } = order;
  const shopId = ctx.shop.id;
  const orderId = await insertOrder(ctx.db, shopId, {
    ref: order.ref,
    customerId: order.buyer.customerId,
    email: order.buyer.email,
    firstname: order.buyer.firstname,
    lastname: order.buyer.lastname,
    telephone: order.buyer.telephone,
    address: order.address,
    billingAddress: order.billingAddress ?? null,
    shippingMethod: priced.shippingMethod,
    paymentMethod: order.paymentMethod,
    statusId: order.statusId,
    currencyCode: priced.currency.code,
    totals: priced.totals,
    couponCode: priced.coupon?.code ?? null,
    comment: order.comment,
    idempotencyKey: order.idempotencyKey,
    cartId: order.cartId,
    source: order.source,
    packages: order.packages ?? [],
  });
  const items = orderItemsOf(priced);
  await insertOrderItems(ctx.db, shopId, orderId, items);
  const { lines, discounts } = orderTotalsOf(priced);
  await writeOrderTotals(ctx.db, shopId, orderId, lines, discounts);
  await insertHistory(ctx.db, shopId, {
    orderId,
    statusId: order.statusId,
    comment: '',
    notify: true,
    adminId: order.adminId ?? null,
  });
  if (priced.coupon) {
    await recordCouponUse(ctx.db, shopId, {
      couponId: priced.coupon.id,
      code: priced.coupon.code,
      orderId,
      customerId: order.buyer.customerId,
      email: order.buyer.email,
    });
  }
  await announce(ctx, { kind: 'order', what: 'created', orderId });
  const productIds = priced.lines.map((l) => l.parentId ?? l.productId);
  return { id: orderId, productIds, items };
}

/**
 * The placement's last step: take the stock, then tell the catalogue. Last,
 * because a product row stays locked from here until the commit, and
 * concurrent orders of the same product wait for exactly that long.
 */
export async function takeStockAndAnnounce(
  ctx: RequestContext,
  order: { productIds: number[]; items: NewOrderItem[] },
): Promise<void> {
  await takeStock(ctx.db, ctx.shop.id, order.items);
  await announceProductChange(ctx, order.productIds);
}
