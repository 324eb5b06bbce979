import type {
  AdminOrder,
  orderBulkStatusSchema,
  orderCloseSchema,
  orderStatusChangeSchema,
} from '@emporia/contracts/admin-orders';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { announce } from '../../kernel/domain-events';
import { conflict, notFound, validationFailed } from '../../kernel/errors';
import { toCm, toKg } from '../../kernel/money';
import { listPaymentsOfOrder, refundPayment, voidPayment } from '../../payments';
import { announceProductChange } from '../catalog';
import { closeGiftCardsOfOrder } from '../gift-cards';
import { recordChange } from '../logs';
import { enqueueStatusUpdate } from './emails';
import { refundedStatusId } from './payment-sync';
import { findOrderById, listOrderItems, type OrderRow, statusExists, statusNames } from './queries';
import { canceledStatusId, returnsOfOrder } from './returns-service';
import { orderViewOf } from './view';
import { insertHistory, restoreStock, topLevelIds } from './write-queries';

const { orders } = schema;

export async function adminOrderOf(ctx: RequestContext, row: OrderRow): Promise<AdminOrder> {
  const view = await orderViewOf(ctx, row);
  return {
    ...view,
    customer_id: row.customerId,
    refunded: row.refundedMinor / 100,
    source: row.source,
    stock_restored: row.stockRestored === 1,
    returns: await returnsOfOrder(ctx, row.id),
    packages: row.packages.map((box) => ({
      box_id: box.boxId,
      name: box.name,
      length: toCm(box.lengthMm),
      width: toCm(box.widthMm),
      height: toCm(box.heightMm),
      weight: toKg(box.weightGrams),
      oversize: box.oversize,
      items: box.items.map((item) => ({
        product_id: item.productId,
        name: item.name,
        sku: item.sku,
        quantity: item.quantity,
      })),
    })),
  };
}

export async function adminOrder(ctx: RequestContext, id: number): Promise<AdminOrder> {
  const row = await findOrderById(ctx.db, ctx.shop.id, id);
  if (!row) throw notFound('This order does not exist.');
  return adminOrderOf(ctx, row);
}

const adminIdOf = (ctx: RequestContext) => (ctx.actor.kind === 'admin' ? ctx.actor.adminId : null);

type StatusChange = z.output<typeof orderStatusChangeSchema>;

async function checkStatus(ctx: RequestContext, statusId: number) {
  if (!(await statusExists(ctx.db, ctx.shop.id, statusId))) {
    throw validationFailed('Choose an order status from the list.', {
      status_id: 'Choose an order status from the list.',
    });
  }
}

/** Inside the caller's transaction: the locked order gets the status, a history line and maybe an e-mail. */
async function applyStatus(tx: RequestContext, order: OrderRow, input: StatusChange, origin: string) {
  // History from another platform is read-only: a status change here would e-mail its customer.
  if (order.source === 'import')
    throw conflict(
      `Order ${order.ref} was imported from another platform; it is history and cannot be changed.`,
    );
  const names = await statusNames(tx.db, tx.shop.id);
  await recordChange(tx, {
    entity: 'order',
    id: order.id,
    // The reference names the order in the log's sentence; it is the same before and after.
    before: { ref: order.ref, status: names.get(order.statusId) ?? order.statusId },
    after: {
      ref: order.ref,
      status: names.get(input.status_id) ?? input.status_id,
      comment: input.comment || undefined,
    },
  });
  await tx.db
    .update(orders)
    .set({ statusId: input.status_id, updatedAt: new Date() })
    .where(and(eq(orders.shopId, tx.shop.id), eq(orders.id, order.id)));
  await insertHistory(tx.db, tx.shop.id, {
    orderId: order.id,
    statusId: input.status_id,
    comment: input.comment,
    notify: input.notify,
    adminId: adminIdOf(tx),
  });
  if (input.notify) {
    await enqueueStatusUpdate(tx, order, names.get(input.status_id) ?? '', input.comment, origin);
  }
  const what = orderEventOfStatus(order.statusId, input.status_id);
  if (what) await announce(tx, { kind: 'order', what, orderId: order.id });
}

const shippedStatusId = 3;
const completeStatusId = 5;

/** Moving to Shipped or Complete fulfils an order, to Canceled cancels it (the seeded statuses' fixed ids). */
function orderEventOfStatus(from: number, to: number): 'fulfilled' | 'cancelled' | undefined {
  if (from === to) return undefined;
  if (to === shippedStatusId || to === completeStatusId) return 'fulfilled';
  return to === canceledStatusId ? 'cancelled' : undefined;
}

/** A status change with its comment; the customer hears of it when `notify` is set. */
export async function changeOrderStatus(
  ctx: RequestContext,
  id: number,
  input: StatusChange,
  origin: string,
): Promise<AdminOrder> {
  await checkStatus(ctx, input.status_id);
  await inTransaction(ctx, async (tx) => {
    const order = await findOrderById(tx.db, tx.shop.id, id, { forUpdate: true });
    if (!order) throw notFound('This order does not exist.');
    await applyStatus(tx, order, input, origin);
  });
  return adminOrder(ctx, id);
}

/**
 * The order list's bulk change: every chosen order gets the status (and its history line and
 * e-mail) in one transaction, or none does when one of them is missing.
 */
export async function changeOrdersStatus(
  ctx: RequestContext,
  input: z.output<typeof orderBulkStatusSchema>,
  origin: string,
): Promise<number> {
  await checkStatus(ctx, input.status_id);
  await inTransaction(ctx, async (tx) => {
    // Locked in id order, as every writer of several orders should, so two bulk changes never deadlock.
    for (const id of [...input.ids].sort((a, b) => a - b)) {
      const order = await findOrderById(tx.db, tx.shop.id, id, { forUpdate: true });
      if (!order) throw notFound(`Order ${id} does not exist any more. No order was changed.`);
      await applyStatus(tx, order, input, origin);
    }
  });
  return input.ids.length;
}

/**
 * Cancels (or refunds) the whole order: the units not already taken back by
 * returns go back to stock, once; the status and a history line record it.
 * Then the money: a held or pending payment is released, a taken one refunded
 * when refunding (a provider refusal is recorded on the payment for staff).
 */
async function closeOrder(
  ctx: RequestContext,
  id: number,
  how: 'cancel' | 'refund',
  input: z.output<typeof orderCloseSchema>,
  origin: string,
): Promise<AdminOrder> {
  const statusId = how === 'cancel' ? canceledStatusId : refundedStatusId;
  await inTransaction(ctx, async (tx) => {
    const order = await findOrderById(tx.db, tx.shop.id, id, { forUpdate: true });
    if (!order) throw notFound('This order does not exist.');
    if (order.stockRestored === 1) throw conflict('This order has already been cancelled or refunded.');
    // Gift cards before stock: every writer locks cards before products, so none deadlock.
    await closeGiftCardsOfOrder(tx, id, how);
    const items = await listOrderItems(tx.db, tx.shop.id, [id]);
    await restoreStock(
      tx.db,
      tx.shop.id,
      items.map((i) => ({ productId: i.productId, quantity: i.quantity - i.returnedQuantity, name: i.name })),
    );
    await tx.db
      .update(orders)
      .set({ statusId, stockRestored: 1, updatedAt: new Date() })
      .where(and(eq(orders.shopId, tx.shop.id), eq(orders.id, id)));
    const comment =
      input.comment ||
      (how === 'cancel' ? 'Order cancelled; stock restored.' : 'Order refunded; stock restored.');
    await insertHistory(tx.db, tx.shop.id, {
      orderId: id,
      statusId,
      comment,
      notify: input.notify,
      adminId: adminIdOf(tx),
    });
    if (input.notify) {
      const names = await statusNames(tx.db, tx.shop.id);
      await enqueueStatusUpdate(tx, order, names.get(statusId) ?? '', comment, origin);
    }
    if (how === 'cancel') await announce(tx, { kind: 'order', what: 'cancelled', orderId: id });
    await announceProductChange(
      tx,
      await topLevelIds(
        tx.db,
        tx.shop.id,
        items.map((i) => i.productId),
      ),
    );
  });
  for (const payment of await listPaymentsOfOrder(ctx.db, ctx.shop.id, id)) {
    try {
      if (payment.status === 'authorised' || payment.status === 'pending') await voidPayment(ctx, payment);
      else if (
        how === 'refund' &&
        (payment.status === 'captured' || payment.status === 'partially_refunded')
      ) {
        await refundPayment(ctx, payment);
      }
    } catch {
      // Recorded on the payment (its events); staff see it on the order page and can retry there.
    }
  }
  return adminOrder(ctx, id);
}

export const cancelOrder = (
  ctx: RequestContext,
  id: number,
  input: z.output<typeof orderCloseSchema>,
  origin: string,
) => closeOrder(ctx, id, 'cancel', input, origin);
export const refundOrder = (
  ctx: RequestContext,
  id: number,
  input: z.output<typeof orderCloseSchema>,
  origin: string,
) => closeOrder(ctx, id, 'refund', input, origin);
