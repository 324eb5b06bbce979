import { type Db, schema } from '@emporia/db';
import { and, asc, count, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { inShopKeys } from '../kernel/sql-lists';

const { payments, paymentEvents } = schema;

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type NewPaymentEvent = Omit<typeof paymentEvents.$inferInsert, 'shopId' | 'paymentId'>;

/**
 * Claims an idempotency key: the new row, or undefined when the shop already
 * has a payment with that key. The row is marked as being asked about for
 * `callMs`, so a twin request waits for this call's answer.
 */
export async function insertPaymentOnce(
  db: Db,
  shopId: number,
  values: Pick<
    typeof payments.$inferInsert,
    'method' | 'orderRef' | 'amountMinor' | 'currency' | 'idempotencyKey'
  >,
  callMs: number,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .insert(payments)
    .values({
      shopId,
      ...values,
      status: 'processing',
      callUntil: sql`now() + make_interval(secs => ${callMs / 1000})`,
    })
    .onConflictDoNothing({ target: [payments.shopId, payments.idempotencyKey] })
    .returning();
  return row;
}

/**
 * Takes the turn to ask the provider about a payment for `callMs`: the row,
 * or undefined while someone else's call is in flight, the payment is no
 * longer in one of `statuses`, or (withoutOrder) an order holds it.
 */
export async function claimProviderCall(
  db: Db,
  shopId: number,
  id: number,
  options: { statuses: readonly string[]; callMs: number; withoutOrder?: boolean },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ callUntil: sql`now() + make_interval(secs => ${options.callMs / 1000})` })
    .where(
      and(
        eq(payments.shopId, shopId),
        eq(payments.id, id),
        inArray(payments.status, [...options.statuses]),
        or(isNull(payments.callUntil), lt(payments.callUntil, sql`now()`)),
        options.withoutOrder ? isNull(payments.orderId) : undefined,
      ),
    )
    .returning();
  return row;
}

export async function findPaymentByKey(
  db: Db,
  shopId: number,
  idempotencyKey: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.shopId, shopId), eq(payments.idempotencyKey, idempotencyKey)));
  return row;
}

export async function findPayment(
  db: Db,
  shopId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentRow | undefined> {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.shopId, shopId), eq(payments.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Locks a payment row until the transaction ends; busy while a provider call about it is in flight. */
export async function lockPayment(
  db: Db,
  shopId: number,
  id: number,
): Promise<{ payment: PaymentRow; busy: boolean } | undefined> {
  const [row] = await db
    .select({ payment: payments, busy: sql<boolean>`coalesce(${payments.callUntil} > now(), false)` })
    .from(payments)
    .where(and(eq(payments.shopId, shopId), eq(payments.id, id)))
    .for('update');
  return row;
}

export async function findPaymentByReference(
  db: Db,
  shopId: number,
  method: string,
  providerReference: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.shopId, shopId),
        eq(payments.method, method),
        eq(payments.providerReference, providerReference),
      ),
    )
    .for('update');
  return row;
}

export async function listPaymentsOfOrder(db: Db, shopId: number, orderId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.shopId, shopId), eq(payments.orderId, orderId)))
    .orderBy(asc(payments.id));
}

export type PaymentChanges = Partial<
  Pick<
    PaymentRow,
    | 'status'
    | 'providerReference'
    | 'capturedMinor'
    | 'refundedMinor'
    | 'message'
    | 'rawAnswer'
    | 'orderId'
    | 'callUntil'
    | 'attention'
    | 'reconcileAfter'
    | 'reconcileAttempts'
  >
>;

export async function updatePayment(
  db: Db,
  shopId: number,
  id: number,
  changes: PaymentChanges,
): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(payments.shopId, shopId), eq(payments.id, id)))
    .returning();
  if (!row) throw new Error(`payment ${id} vanished`);
  return row;
}

/** Changes a payment only while it is still in one of `statuses`; undefined when it moved on meanwhile. */
export async function updatePaymentIfStill(
  db: Db,
  shopId: number,
  id: number,
  statuses: readonly string[],
  changes: PaymentChanges,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(payments.shopId, shopId), eq(payments.id, id), inArray(payments.status, [...statuses])))
    .returning();
  return row;
}

/** Records an event; undefined when a webhook event with that provider event id was recorded already. */
export async function insertPaymentEvent(
  db: Db,
  shopId: number,
  paymentId: number,
  event: NewPaymentEvent,
): Promise<PaymentEventRow | undefined> {
  const [row] = await db
    .insert(paymentEvents)
    .values({ shopId, paymentId, ...event })
    .onConflictDoNothing({ target: [paymentEvents.shopId, paymentEvents.providerEventId] })
    .returning();
  return row;
}

export async function listPaymentEvents(
  db: Db,
  shopId: number,
  paymentIds: number[],
): Promise<PaymentEventRow[]> {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.shopId, shopId), inArray(paymentEvents.paymentId, paymentIds)))
    .orderBy(asc(paymentEvents.id));
}

/** Calls of one kind that got a definite answer; the next call of that kind takes the next idempotency key. */
export async function countSettledCalls(
  db: Db,
  shopId: number,
  paymentId: number,
  kind: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.shopId, shopId),
        eq(paymentEvents.paymentId, paymentId),
        eq(paymentEvents.kind, kind),
        inArray(paymentEvents.outcome, ['success', 'decline']),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function hasRefundEvent(
  db: Db,
  shopId: number,
  paymentId: number,
  refundReference: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.shopId, shopId),
        eq(paymentEvents.paymentId, paymentId),
        eq(paymentEvents.providerReference, refundReference),
        eq(paymentEvents.outcome, 'success'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Statuses in which a payment may hold money (or be about to) while no order has it yet. */
export const unresolvedStatuses = ['processing', 'pending', 'authorised', 'captured', 'failed'] as const;

/**
 * Claims up to `limit` payments of any shop left without their order for
 * longer than `graceMs`, due for a try and with no provider call in flight,
 * for `callMs`. FOR UPDATE SKIP LOCKED: several processes never take the same
 * one, and a payment an order transaction is attaching right now is skipped.
 */
export async function claimPaymentsWithoutOrder(
  db: Db,
  options: { graceMs: number; callMs: number; limit: number },
): Promise<PaymentRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ shopId: payments.shopId, id: payments.id })
      .from(payments)
      .where(
        and(
          isNull(payments.orderId),
          inArray(payments.status, [...unresolvedStatuses]),
          lt(payments.createdAt, sql`now() - make_interval(secs => ${options.graceMs / 1000})`),
          or(isNull(payments.reconcileAfter), lte(payments.reconcileAfter, sql`now()`)),
          or(isNull(payments.callUntil), lt(payments.callUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    return tx
      .update(payments)
      .set({ callUntil: sql`now() + make_interval(secs => ${options.callMs / 1000})` })
      .where(inShopKeys(payments.shopId, payments.id, rows))
      .returning();
  });
}

/** One payment of a shop for a retry by staff: claimed when it is still without its order and free. */
export async function claimPaymentWithoutOrder(
  db: Db,
  shopId: number,
  id: number,
  callMs: number,
): Promise<PaymentRow | undefined> {
  return claimProviderCall(db, shopId, id, { statuses: unresolvedStatuses, callMs, withoutOrder: true });
}

/** Payments the reconciliation could not resolve, oldest first: staff must look at them. */
export async function listPaymentsNeedingAttention(db: Db, shopId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.shopId, shopId),
        isNull(payments.orderId),
        inArray(payments.status, [...unresolvedStatuses]),
        ne(payments.attention, ''),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(200);
}
