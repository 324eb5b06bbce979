import type { AdminOrder, returnProcessSchema } from '@emporia/contracts/admin-orders';
import { type Db, schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { conflict, notFound, validationFailed } from '../../kernel/errors';
import { toMinor } from '../../kernel/money';
import { formatMoney } from '../../kernel/money-format';
import { listPaymentsOfOrder, refundPayment } from '../../payments';
import { announceProductChange } from '../catalog';
import { enqueueTemplatedEmail } from '../email-layouts';
import { voidReturnedGiftCards } from '../gift-cards';
import { currencyByCode } from '../store-settings';
import { adminOrder } from './order-admin';
import { findOrderById } from './queries';
import { restoreStock, topLevelIds } from './write-queries';

const { orderReturns, orderReturnItems, orderReturnHistory, orderItems, orders } = schema;

/** Where a return may go from each status; completed and rejected are final. */
const nextStatuses: Record<string, readonly string[]> = {
  requested: ['approved', 'rejected', 'completed'],
  approved: ['completed', 'rejected'],
  completed: [],
  rejected: [],
};

async function returnItemsOf(db: Db, shopId: number, returnId: number) {
  return db
    .select({
      itemId: orderReturnItems.orderItemId,
      quantity: orderReturnItems.quantity,
      productId: orderItems.productId,
      name: orderItems.name,
    })
    .from(orderReturnItems)
    .innerJoin(
      orderItems,
      and(eq(orderItems.shopId, orderReturnItems.shopId), eq(orderItems.id, orderReturnItems.orderItemId)),
    )
    .where(and(eq(orderReturnItems.shopId, shopId), eq(orderReturnItems.returnId, returnId)));
}

/**
 * Staff process a return (order/{id}/return): approve, reject or complete it.
 * Completing puts the returned units back in stock (unless told not to) and
 * records the refund, which is paid back through the order's payment when
 * the money was taken.
 */
export async function processReturn(
  ctx: RequestContext,
  orderId: number,
  returnId: number,
  input: z.output<typeof returnProcessSchema>,
): Promise<AdminOrder> {
  const refundMinor = input.status === 'completed' ? toMinor(input.refund) : 0;
  const changed = await inTransaction(ctx, async (tx) => {
    const order = await findOrderById(tx.db, tx.shop.id, orderId, { forUpdate: true });
    if (!order) throw notFound('This order does not exist.');
    const [ret] = await tx.db
      .select()
      .from(orderReturns)
      .where(
        and(
          eq(orderReturns.shopId, tx.shop.id),
          eq(orderReturns.orderId, orderId),
          eq(orderReturns.id, returnId),
        ),
      );
    if (!ret) throw notFound('This return does not exist.');
    if (!nextStatuses[ret.status]?.includes(input.status)) {
      throw conflict(`A return that is ${ret.status} cannot become ${input.status}.`);
    }
    if (refundMinor > order.totalMinor - order.refundedMinor) {
      throw validationFailed('The refund cannot be more than what is left of the order total.', {
        refund: 'More than what is left of the order total.',
      });
    }
    await tx.db
      .update(orderReturns)
      .set({ status: input.status, refundMinor, updatedAt: new Date() })
      .where(and(eq(orderReturns.shopId, tx.shop.id), eq(orderReturns.id, returnId)));
    await tx.db.insert(orderReturnHistory).values({
      shopId: tx.shop.id,
      returnId,
      status: input.status,
      comment: input.comment,
      adminId: tx.actor.kind === 'admin' ? tx.actor.adminId : null,
    });
    if (input.status === 'completed') {
      const items = await returnItemsOf(tx.db, tx.shop.id, returnId);
      for (const item of items) {
        await tx.db
          .update(orderItems)
          .set({
            returnedQuantity: sql`least(${orderItems.quantity}, ${orderItems.returnedQuantity} + ${item.quantity})`,
          })
          .where(and(eq(orderItems.shopId, tx.shop.id), eq(orderItems.id, item.itemId)));
      }
      await voidReturnedGiftCards(tx, orderId);
      // A cancelled order's stock is back already.
      if (input.restock && order.stockRestored === 0) {
        await restoreStock(tx.db, tx.shop.id, items);
        await announceProductChange(
          tx,
          await topLevelIds(
            tx.db,
            tx.shop.id,
            items.map((i) => i.productId),
          ),
        );
      }
      if (refundMinor > 0) {
        await tx.db
          .update(orders)
          .set({ refundedMinor: order.refundedMinor + refundMinor, updatedAt: new Date() })
          .where(and(eq(orders.shopId, tx.shop.id), eq(orders.id, orderId)));
      }
    }
    const currency = await currencyByCode(tx, order.currencyCode);
    await enqueueTemplatedEmail(tx, 'return-update', {
      to: order.email,
      origin: '',
      values: {
        customer: { firstname: order.firstname },
        order: { ref: order.ref },
        return: {
          status: input.status,
          refund: refundMinor > 0 ? formatMoney(refundMinor, currency) : '',
          comment: input.comment ?? '',
        },
      },
    });
    return true;
  });
  if (changed && refundMinor > 0) {
    const taken = (await listPaymentsOfOrder(ctx.db, ctx.shop.id, orderId)).find(
      (p) =>
        (p.status === 'captured' || p.status === 'partially_refunded') &&
        p.capturedMinor - p.refundedMinor >= refundMinor,
    );
    // Money not taken through a provider (a money order still pending) is refunded by staff outside the shop.
    if (taken) await refundPayment(ctx, taken, refundMinor).catch(() => undefined);
  }
  return adminOrder(ctx, orderId);
}
