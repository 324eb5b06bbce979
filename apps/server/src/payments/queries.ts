import { type Db, schema } from '@emporia/db';
import { and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';

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
