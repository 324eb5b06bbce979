import type { AdminOrder, orderEditSchema } from '@emporia/contracts/admin-orders';
import type { LineMeta } from '@emporia/contracts/cart';
import { schema } from '@emporia/db';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { conflict, notFound, validationFailed } from '../../kernel/errors';
import { formatMoney } from '../../kernel/money-format';
import { findAddableProduct, lineMetaFor, type PricedCart, priceItems, withShipping } from '../cart';
import { announceProductChange } from '../catalog';
import { chosenMethod, orderItemsOf, orderTotalsOf, shippingMethodsFor, shippingOf } from '../checkout';
import { destinationOf, resolveTypedAddress, type ShippingAddress } from '../customers';
import { findCouponByCode, type StoredCoupon } from '../discounts';
import { orderHasGiftCards } from '../gift-cards';
import { adminOrder } from './order-admin';
import { findOrderById, listOrderItems } from './queries';
import { shippingAddressOfOrder } from './view';
import {
  addressColumns,
  insertHistory,
  insertOrderItems,
  restoreStock,
  takeStock,
  topLevelIds,
  unitsByProduct,
  writeOrderTotals,
} from './write-queries';

type EditInput = z.output<typeof orderEditSchema>;

/** Lines staff typed: products of this shop that can be sold, gift cards with their fields. */
export async function checkedLines(ctx: RequestContext, lines: EditInput['lines']) {
  const checked: { productId: number; quantity: number; meta: LineMeta }[] = [];
  for (const [index, line] of lines.entries()) {
    const product = await findAddableProduct(ctx.db, ctx.shop.id, line.product_id, ctx.shop.defaultLanguage);
    if (!product)
      throw validationFailed('Choose products of this shop.', {
        [`lines.${index}.product_id`]: 'Choose a product.',
      });
    if (product.type === 'configurable') {
      throw validationFailed(`Choose a variant of ${product.name}.`, {
        [`lines.${index}.product_id`]: 'Choose a variant.',
      });
    }
    checked.push({
      productId: product.id,
      quantity: line.quantity,
      meta: lineMetaFor(product.is_digital, line.meta),
    });
  }
  return checked;
}

/**
 * Prices and ships `lines` to `address` with the chosen method; throws a 422
 * the editor can act on. An edit passes the prices the order sold at and the
 * order's own coupon, which then applies without its limits.
 */
export async function priceForStaff(
  ctx: RequestContext,
  lines: EditInput['lines'],
  buyer: { customerId: number | null; email: string | null },
  address: ShippingAddress | null,
  shippingCode: string | null,
  options: {
    couponCode?: string | null;
    soldAt?: Map<number | null, number>;
    coupon?: StoredCoupon | null;
  } = {},
): Promise<{ priced: PricedCart; address: ShippingAddress | null }> {
  const items = await checkedLines(ctx, lines);
  const destination = address ? destinationOf(address) : null;
  const base = await priceItems(ctx, items, buyer, { destination, couponCode: options.couponCode ?? null });
  const soldAt = options.soldAt;
  const priced: PricedCart = soldAt
    ? { ...base, lines: base.lines.map((l) => ({ ...l, unitMinor: soldAt.get(l.productId) ?? l.unitMinor })) }
    : base;
  if (options.coupon !== undefined) {
    priced.coupon = options.coupon;
    priced.couponProblem = null;
  }
  let method = null;
  if (priced.needsShipping) {
    if (!address)
      throw validationFailed('Enter the shipping address.', { address: 'Enter the shipping address.' });
    if (!shippingCode)
      throw validationFailed('Choose a shipping method.', { shipping_method: 'Choose a shipping method.' });
    method = chosenMethod(await shippingMethodsFor(ctx, priced.lines, destinationOf(address)), shippingCode);
  }
  return { priced: withShipping(priced, shippingOf(method)), address: priced.needsShipping ? address : null };
}

/** The methods an order's lines can ship to `address` by (the staff order forms' choice). */
export async function staffShippingOptions(
  ctx: RequestContext,
  lines: EditInput['lines'],
  address: EditInput['address'],
) {
  if (!address) return [];
  const shipTo = await resolveTypedAddress(ctx, address);
  const items = await checkedLines(ctx, lines);
  const priced = await priceItems(
    ctx,
    items,
    { customerId: null, email: null },
    { destination: destinationOf(shipTo) },
  );
  return priced.needsShipping ? shippingMethodsFor(ctx, priced.lines, destinationOf(shipTo)) : [];
}

/**
 * Staff edit an order (order/{id}/edit): lines, address and shipping. Lines
 * already in the order keep the price they were sold at; new ones take
 * today's; the order's coupon keeps applying. Stock moves by the difference.
 * The payment is not charged again: the history says how the total changed.
 */
export async function editOrder(ctx: RequestContext, id: number, input: EditInput): Promise<AdminOrder> {
  const order = await findOrderById(ctx.db, ctx.shop.id, id);
  if (!order) throw notFound('This order does not exist.');
  if (order.stockRestored === 1) throw conflict('A cancelled or refunded order cannot be edited.');
  const [returns] = await ctx.db
    .select({ n: count() })
    .from(schema.orderReturns)
    .where(and(eq(schema.orderReturns.shopId, ctx.shop.id), eq(schema.orderReturns.orderId, id)));
  if ((returns?.n ?? 0) > 0) throw conflict('An order with returns cannot be edited.');
  if (await orderHasGiftCards(ctx.db, ctx.shop.id, id))
    throw conflict(
      'An order that bought or paid with gift cards cannot be edited. Cancel it and place a new one.',
    );

  const address = input.address
    ? await resolveTypedAddress(ctx, input.address)
    : shippingAddressOfOrder(order);
  const oldItems = await listOrderItems(ctx.db, ctx.shop.id, [id]);
  const coupon = order.couponCode ? ((await findCouponByCode(ctx, order.couponCode)) ?? null) : null;
  const { priced: final, address: shipTo } = await priceForStaff(
    ctx,
    input.lines,
    { customerId: order.customerId, email: order.email },
    address,
    input.shipping_method ?? order.shippingMethodCode,
    { soldAt: new Map(oldItems.map((i) => [i.productId, i.unitPriceMinor])), coupon },
  );
  const { totals } = final;

  await inTransaction(ctx, async (tx) => {
    const locked = await findOrderById(tx.db, tx.shop.id, id, { forUpdate: true });
    if (!locked || locked.updatedAt.getTime() !== order.updatedAt.getTime()) {
      throw conflict('The order changed while you were editing it. Please reload it.');
    }
    const before = new Map(unitsByProduct(oldItems).map((u) => [u.productId, u.quantity]));
    const after = unitsByProduct(orderItemsOf(final));
    const more = after
      .map((u) => ({ ...u, quantity: u.quantity - (before.get(u.productId) ?? 0) }))
      .filter((u) => u.quantity > 0);
    const fewer = [...before].map(([productId, quantity]) => ({
      productId,
      name: '',
      quantity: quantity - (after.find((u) => u.productId === productId)?.quantity ?? 0),
    }));
    await takeStock(tx.db, tx.shop.id, more);
    await restoreStock(tx.db, tx.shop.id, fewer);
    await tx.db
      .delete(schema.orderItems)
      .where(and(eq(schema.orderItems.shopId, tx.shop.id), eq(schema.orderItems.orderId, id)));
    await insertOrderItems(tx.db, tx.shop.id, id, orderItemsOf(final));
    const { lines: totalLines, discounts } = orderTotalsOf(final);
    await writeOrderTotals(tx.db, tx.shop.id, id, totalLines, discounts);
    await tx.db
      .update(schema.orders)
      .set({
        ...addressColumns(shipTo),
        shippingMethodCode: final.shippingMethod?.code ?? null,
        shippingMethodTitle: final.shippingMethod?.title ?? '',
        subtotalMinor: totals.subtotalMinor,
        discountMinor: totals.discountMinor,
        shippingMinor: totals.shippingMinor,
        taxMinor: totals.taxMinor,
        shippingTaxMinor: totals.shippingTaxMinor,
        totalMinor: totals.totalMinor,
        updatedAt: new Date(),
      })
      .where(and(eq(schema.orders.shopId, tx.shop.id), eq(schema.orders.id, id)));
    const money = (minor: number) => formatMoney(minor, final.currency);
    await insertHistory(tx.db, tx.shop.id, {
      orderId: id,
      statusId: order.statusId,
      comment: `Order edited by staff; total ${money(order.totalMinor)} → ${money(totals.totalMinor)}.`,
      notify: false,
      adminId: tx.actor.kind === 'admin' ? tx.actor.adminId : null,
    });
    await announceProductChange(
      tx,
      await topLevelIds(tx.db, tx.shop.id, [...before.keys(), ...after.map((u) => u.productId)]),
    );
  });
  return adminOrder(ctx, id);
}
