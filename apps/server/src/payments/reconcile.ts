import type { PaymentMethodId, PaymentStatus } from '@emporia/contracts/payments';
import { inTransaction, type RequestContext } from '../kernel/context';
import { conflict, notFound } from '../kernel/errors';
import { findOrderByIdempotencyKey } from '../modules/orders';
import {
  type PaymentActionResult,
  providerCallWindowMs,
  refundPayment,
  voidPayment,
} from './checkout-payment';
import type { LookupOutcome, ProviderState } from './provider';
import {
  claimPaymentWithoutOrder,
  findPayment,
  insertPaymentEvent,
  type PaymentChanges,
  type PaymentRow,
  updatePayment,
} from './queries';
import { loadPaymentMethod } from './settings-service';

/*
 * Reconciliation (ADR 0022): a payment is recorded before its provider is
 * called and the order is written after (ADR 0009), so a crash in between
 * leaves a payment without its order, possibly holding the buyer's money. For
 * each such payment, claimed by the caller (payments.call_until), ask the
 * provider what it holds and resolve it: attach it to the order its key
 * placed, else give the money back (void what is held, refund what is taken),
 * else mark it abandoned. What cannot be resolved is marked for staff.
 */

export type Resolution = 'attached' | 'released' | 'settled' | 'abandoned' | 'attention';

/** How long one reconciliation may keep a payment claimed: a lookup, then a void or refund. */
export const reconcileCallMs = () => 2 * providerCallWindowMs();

/** Minutes before a payment that could not be resolved is tried again: 1, 2, 4 … capped at an hour. */
const retryAfterSeconds = (attempts: number) => Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));

/** The provider's state as our status, when nothing more is to be done about it. */
const finalStatusOf: Partial<Record<ProviderState, PaymentStatus>> = {
  voided: 'voided',
  declined: 'declined',
  refunded: 'refunded',
};

/** Resolves one claimed payment and releases the claim; never throws for a provider's trouble. */
export async function reconcilePayment(ctx: RequestContext, claimed: PaymentRow): Promise<Resolution> {
  let payment = claimed;
  try {
    const method = await loadPaymentMethod(ctx, payment.method as PaymentMethodId);
    const looked = await method.provider().lookup({
      providerReference: payment.providerReference,
      status: payment.status as PaymentStatus,
      orderRef: payment.orderRef,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      startedAt: payment.createdAt,
    });
    if (looked.kind === 'error')
      return await needsAttention(
        ctx,
        payment,
        `The provider could not say what it holds: ${looked.message}`,
      );
    if (looked.kind === 'absent') {
      await decide(
        ctx,
        payment,
        looked,
        { status: 'abandoned' },
        'The provider has no such payment: abandoned.',
      );
      return 'abandoned';
    }
    const final = finalStatusOf[looked.state];
    if (final) {
      await decide(
        ctx,
        payment,
        looked,
        { status: final, providerReference: looked.providerReference, capturedMinor: looked.capturedMinor },
        `The provider reports it ${looked.state}: nothing is held.`,
      );
      return 'settled';
    }
    if (looked.state === 'incomplete' && !looked.cancellable) {
      await decide(
        ctx,
        payment,
        looked,
        { status: 'abandoned', providerReference: looked.providerReference },
        'Never completed at the provider and nothing is held: abandoned.',
      );
      return 'abandoned';
    }
    // Money is held or taken (or the buyer could still complete it): record what the provider holds.
    const holding: PaymentStatus = looked.state === 'incomplete' ? 'pending' : looked.state;
    const order = payment.idempotencyKey.startsWith('order:')
      ? await findOrderByIdempotencyKey(ctx.db, ctx.shop.id, payment.idempotencyKey.slice('order:'.length))
      : undefined;
    if (order && looked.state !== 'incomplete') {
      await decide(
        ctx,
        payment,
        looked,
        {
          status: holding,
          providerReference: looked.providerReference,
          capturedMinor: looked.capturedMinor,
          orderId: order.id,
        },
        `The provider holds it ${looked.state}; attached to order ${order.ref}, placed with the same key.`,
      );
      return 'attached';
    }
    payment = await decide(
      ctx,
      payment,
      looked,
      { status: holding, providerReference: looked.providerReference, capturedMinor: looked.capturedMinor },
      `The provider holds it ${looked.state} and no order has it: giving it back.`,
    );
    const released = await release(ctx, payment);
    if (!released.ok)
      return await needsAttention(
        ctx,
        released.payment,
        `The provider refused to give it back: ${released.message}`,
      );
    await updatePayment(ctx.db, ctx.shop.id, payment.id, { attention: '', reconcileAfter: null });
    return 'released';
  } catch (error) {
    return needsAttention(
      ctx,
      payment,
      `The reconciliation failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await updatePayment(ctx.db, ctx.shop.id, claimed.id, { callUntil: null });
  }
}

/** Void what is held, refund what is taken and not yet refunded. */
function release(ctx: RequestContext, payment: PaymentRow): Promise<PaymentActionResult> {
  return payment.status === 'captured'
    ? refundPayment(ctx, payment, payment.capturedMinor - payment.refundedMinor)
    : voidPayment(ctx, payment);
}

/** Records a decision: the payment's new state and a reconcile line in its history. */
async function decide(
  ctx: RequestContext,
  payment: PaymentRow,
  looked: LookupOutcome,
  changes: PaymentChanges,
  message: string,
): Promise<PaymentRow> {
  return inTransaction(ctx, async (tx) => {
    const row = await updatePayment(tx.db, tx.shop.id, payment.id, {
      ...changes,
      attention: '',
      reconcileAfter: null,
      reconcileAttempts: payment.reconcileAttempts + 1,
    });
    await insertPaymentEvent(tx.db, tx.shop.id, payment.id, {
      kind: 'reconcile',
      outcome: 'success',
      status: row.status,
      amountMinor: row.capturedMinor,
      providerReference: row.providerReference,
      message,
      raw: looked.raw ?? null,
      adminId: ctx.actor.kind === 'admin' ? ctx.actor.adminId : null,
    });
    return row;
  });
}

/** Leaves the payment as it is, marked for staff, and tries again later. */
async function needsAttention(
  ctx: RequestContext,
  payment: PaymentRow,
  message: string,
): Promise<'attention'> {
  const attempts = payment.reconcileAttempts + 1;
  await inTransaction(ctx, async (tx) => {
    const row = await updatePayment(tx.db, tx.shop.id, payment.id, {
      attention: message,
      reconcileAttempts: attempts,
      reconcileAfter: new Date(Date.now() + retryAfterSeconds(attempts) * 1000),
    });
    await insertPaymentEvent(tx.db, tx.shop.id, payment.id, {
      kind: 'reconcile',
      outcome: 'error',
      status: row.status,
      amountMinor: null,
      providerReference: row.providerReference,
      message,
      raw: null,
      adminId: ctx.actor.kind === 'admin' ? ctx.actor.adminId : null,
    });
  });
  return 'attention';
}

/** Staff's "Try again": resolves one payment now (no grace, no waiting for its next try). */
export async function reconcileNow(ctx: RequestContext, id: number): Promise<PaymentRow> {
  const claimed = await claimPaymentWithoutOrder(ctx.db, ctx.shop.id, id, reconcileCallMs());
  if (!claimed) {
    if (!(await findPayment(ctx.db, ctx.shop.id, id))) throw notFound('Payment not found.');
    throw conflict('This payment has its order, is settled, or is being checked right now.');
  }
  await reconcilePayment(ctx, claimed);
  return (await findPayment(ctx.db, ctx.shop.id, id))!;
}
