import { type Db, schema } from '@emporia/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

const { orders, orderItems, orderTotals, orderDiscounts, orderHistory, orderStatuses } = schema;

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export async function findOrderByIdempotencyKey(db: Db, shopId: number, key: string) {
  const [row] = await db
    .select({ id: orders.id, ref: orders.ref, totalMinor: orders.totalMinor, cartId: orders.cartId })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.idempotencyKey, key)));
  return row;
}

export async function findOrderByRef(db: Db, shopId: number, ref: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.ref, ref)));
  return row;
}

export async function findOrderById(
  db: Db,
  shopId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function listOrderItems(
  db: Db,
  shopId: number,
  orderIds: readonly number[],
): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.shopId, shopId), inArray(orderItems.orderId, [...orderIds])))
    .orderBy(asc(orderItems.id));
}

export async function listOrderTotals(db: Db, shopId: number, orderId: number) {
  return db
    .select()
    .from(orderTotals)
    .where(and(eq(orderTotals.shopId, shopId), eq(orderTotals.orderId, orderId)))
    .orderBy(asc(orderTotals.sortOrder));
}

export async function listOrderDiscounts(db: Db, shopId: number, orderId: number) {
  return db
    .select()
    .from(orderDiscounts)
    .where(and(eq(orderDiscounts.shopId, shopId), eq(orderDiscounts.orderId, orderId)))
    .orderBy(asc(orderDiscounts.id));
}

/** The order's status changes, oldest first, with the status names. */
export async function listOrderHistory(db: Db, shopId: number, orderId: number) {
  return db
    .select({
      statusId: orderHistory.statusId,
      statusName: sql<string>`coalesce(${orderStatuses.name}, '')`,
      comment: orderHistory.comment,
      notify: orderHistory.notify,
      adminId: orderHistory.adminId,
      createdAt: orderHistory.createdAt,
    })
    .from(orderHistory)
    .leftJoin(
      orderStatuses,
      and(eq(orderStatuses.shopId, orderHistory.shopId), eq(orderStatuses.id, orderHistory.statusId)),
    )
    .where(and(eq(orderHistory.shopId, shopId), eq(orderHistory.orderId, orderId)))
    .orderBy(asc(orderHistory.createdAt), asc(orderHistory.id));
}

/** Status names of the shop by id. */
export async function statusNames(db: Db, shopId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: orderStatuses.id, name: orderStatuses.name })
    .from(orderStatuses)
    .where(eq(orderStatuses.shopId, shopId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function statusExists(db: Db, shopId: number, statusId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderStatuses.id })
    .from(orderStatuses)
    .where(and(eq(orderStatuses.shopId, shopId), eq(orderStatuses.id, statusId)));
  return !!row;
}

/** A customer's orders, newest first. */
export async function listOrdersOfCustomer(db: Db, shopId: number, customerId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.customerId, customerId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}
