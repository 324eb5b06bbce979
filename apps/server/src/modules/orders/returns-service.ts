import {
  type OrderReturn,
  type ReturnStatus,
  returnActions,
  returnReasonLabels,
  returnReasons,
  type returnRequestSchema,
  returnStatuses,
} from '@emporia/contracts/orders';
import { type Db, schema } from '@emporia/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { conflict, notFound, validationFailed } from '../../kernel/errors';
import { toDecimal } from '../../kernel/money';
import { enqueueTemplatedEmail } from '../email-layouts';
import { findOrderByRef, listOrderItems, type OrderRow } from './queries';

const { orderReturns, orderReturnItems, orderReturnHistory, orderItems } = schema;

/** The status a cancelled order has (seeded id 7); nothing is returned from it. */
export const canceledStatusId = 7;

export const noMatchingOrder = 'No order matches this order reference and e-mail address.';

/** The order of the track-order and return-exchange forms: its reference and the e-mail it was placed with. */
export async function findOrderForShopper(
  ctx: RequestContext,
  ref: string,
  email: string,
): Promise<OrderRow> {
  const order = await findOrderByRef(ctx.db, ctx.shop.id, ref);
  if (!order || order.email.toLowerCase() !== email.toLowerCase()) throw notFound(noMatchingOrder);
  return order;
}

/** Units of each line already asked back by returns that are not rejected. */
export async function unitsInReturns(db: Db, shopId: number, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ itemId: orderReturnItems.orderItemId, n: sql<number>`sum(${orderReturnItems.quantity})::int` })
    .from(orderReturnItems)
    .innerJoin(
      orderReturns,
      and(eq(orderReturns.shopId, orderReturnItems.shopId), eq(orderReturns.id, orderReturnItems.returnId)),
    )
    .where(
      and(
        eq(orderReturns.shopId, shopId),
        eq(orderReturns.orderId, orderId),
        sql`${orderReturns.status} <> 'rejected'`,
      ),
    )
    .groupBy(orderReturnItems.orderItemId);
  return new Map(rows.map((r) => [r.itemId, r.n]));
}

/** The return-exchange form: a return or exchange of some units of an order. */
export async function requestReturn(ctx: RequestContext, input: z.output<typeof returnRequestSchema>) {
  const order = await findOrderForShopper(ctx, input.ref, input.email);
  if (order.statusId === canceledStatusId)
    throw conflict('This order was cancelled; there is nothing to return.');
  return inTransaction(ctx, async (tx) => {
    // One request at a time per order, so two forms sent together cannot return a unit twice.
    await tx.db.execute(
      sql`SELECT id FROM orders WHERE shop_id = ${tx.shop.id} AND id = ${order.id} FOR UPDATE`,
    );
    const items = new Map((await listOrderItems(tx.db, tx.shop.id, [order.id])).map((i) => [i.id, i]));
    const asked = await unitsInReturns(tx.db, tx.shop.id, order.id);
    const wanted = new Map<number, number>();
    for (const line of input.items) wanted.set(line.item_id, (wanted.get(line.item_id) ?? 0) + line.quantity);
    for (const [itemId, quantity] of wanted) {
      const item = items.get(itemId);
      if (!item)
        throw validationFailed('Choose items of this order.', { items: 'Choose items of this order.' });
      const left = item.quantity - (asked.get(itemId) ?? 0);
      if (quantity > left) {
        const message =
          left > 0
            ? `At most ${left} of ${item.name} can be returned.`
            : `${item.name} has already been returned.`;
        throw validationFailed(message, { items: message });
      }
    }
    const [created] = await tx.db
      .insert(orderReturns)
      .values({
        shopId: tx.shop.id,
        orderId: order.id,
        action: input.action,
        reason: input.reason,
        comment: input.comment,
      })
      .returning({ id: orderReturns.id });
    await tx.db.insert(orderReturnItems).values(
      [...wanted].map(([orderItemId, quantity]) => ({
        shopId: tx.shop.id,
        returnId: created!.id,
        orderItemId,
        quantity,
      })),
    );
    await tx.db
      .insert(orderReturnHistory)
      .values({ shopId: tx.shop.id, returnId: created!.id, status: 'requested', comment: '' });
    await enqueueTemplatedEmail(tx, 'return-request', {
      to: order.email,
      origin: '',
      values: {
        customer: { firstname: order.firstname },
        order: { ref: order.ref },
        return: {
          kind: input.action === 'exchange' ? 'exchange' : 'return',
          reason: returnReasonLabels[input.reason],
        },
      },
    });
    return {
      ref: order.ref,
      id: created!.id,
      message: 'Your return request has been sent. We will be in touch shortly.',
    };
  });
}

const asReturnStatus = (s: string): ReturnStatus =>
  (returnStatuses as readonly string[]).includes(s) ? (s as ReturnStatus) : 'requested';

/** Every return of an order with its lines and history, oldest first. */
export async function returnsOfOrder(ctx: RequestContext, orderId: number): Promise<OrderReturn[]> {
  const returns = await ctx.db
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.shopId, ctx.shop.id), eq(orderReturns.orderId, orderId)))
    .orderBy(asc(orderReturns.id));
  if (returns.length === 0) return [];
  const ids = returns.map((r) => r.id);
  const [lines, history] = await Promise.all([
    ctx.db
      .select({
        returnId: orderReturnItems.returnId,
        itemId: orderReturnItems.orderItemId,
        quantity: orderReturnItems.quantity,
        name: orderItems.name,
        sku: orderItems.sku,
      })
      .from(orderReturnItems)
      .innerJoin(
        orderItems,
        and(eq(orderItems.shopId, orderReturnItems.shopId), eq(orderItems.id, orderReturnItems.orderItemId)),
      )
      .where(and(eq(orderReturnItems.shopId, ctx.shop.id), inArray(orderReturnItems.returnId, ids)))
      .orderBy(asc(orderReturnItems.id)),
    ctx.db
      .select()
      .from(orderReturnHistory)
      .where(and(eq(orderReturnHistory.shopId, ctx.shop.id), inArray(orderReturnHistory.returnId, ids)))
      .orderBy(asc(orderReturnHistory.createdAt), asc(orderReturnHistory.id)),
  ]);
  return returns.map((r) => ({
    id: r.id,
    action: (returnActions as readonly string[]).includes(r.action)
      ? (r.action as OrderReturn['action'])
      : 'refund',
    reason: (returnReasons as readonly string[]).includes(r.reason)
      ? (r.reason as OrderReturn['reason'])
      : 'other',
    comment: r.comment,
    status: asReturnStatus(r.status),
    refund: toDecimal(r.refundMinor),
    date_added: r.createdAt.toISOString(),
    items: lines
      .filter((l) => l.returnId === r.id)
      .map((l) => ({ item_id: l.itemId, name: l.name, sku: l.sku, quantity: l.quantity })),
    history: history
      .filter((h) => h.returnId === r.id)
      .map((h) => ({
        status: asReturnStatus(h.status),
        comment: h.comment,
        date_added: h.createdAt.toISOString(),
      })),
  }));
}
