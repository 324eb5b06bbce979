import type { PaymentMethodId } from '@emporia/contracts/payments';
import { inTransaction, type RequestContext } from '../kernel/context';
import { badRequest } from '../kernel/errors';
import { webhookChangeInBookUnits } from './book-units';
import { notifyPaymentChange } from './payment-listeners';
import type { WebhookChange, WebhookRequest } from './provider';
import {
  findPaymentByReference,
  hasRefundEvent,
  insertPaymentEvent,
  type PaymentRow,
  updatePayment,
} from './queries';
import { loadPaymentMethod } from './settings-service';

export type WebhookResult = 'applied' | 'duplicate' | 'ignored' | 'unknown_payment';

/**
 * A provider tells the shop what happened to a payment. The signature is
 * checked by the method's adapter; a redelivered event is applied once (its
 * event id is unique per shop); the orders area hears of the change in the
 * same transaction, so a failure makes the provider deliver it again.
 */
export async function receivePaymentWebhook(
  ctx: RequestContext,
  method: PaymentMethodId,
  request: WebhookRequest,
): Promise<WebhookResult> {
  const loaded = await loadPaymentMethod(ctx, method);
  const parsed = await loaded.provider().parseWebhook(request);
  if (parsed.kind === 'invalid') throw badRequest(parsed.message);
  if (parsed.kind === 'ignored') return 'ignored';

  return inTransaction(ctx, async (tx) => {
    const payment = await findPaymentByReference(tx.db, tx.shop.id, method, parsed.providerReference);
    // Not ours (another shop's integration on the same account) or not recorded yet: nothing to update.
    if (!payment) return 'unknown_payment';
    const change = webhookChangeInBookUnits(parsed.change, payment.currency);
    const changes = await changesFor(tx, payment, change);
    const updated = changes ? await updatePayment(tx.db, tx.shop.id, payment.id, changes) : payment;
    const event = await insertPaymentEvent(tx.db, tx.shop.id, payment.id, {
      kind: 'webhook',
      outcome: 'success',
      status: updated.status,
      amountMinor: amountOf(change),
      providerReference: change.type === 'refund' ? change.refundReference : parsed.providerReference,
      providerEventId: `${method}:${parsed.eventId}`,
      message: messageOf(parsed.eventType, change),
      raw: parsed.raw as object,
    });
    if (!event) throw new DuplicateEvent();
    await notifyPaymentChange(tx, {
      payment: updated,
      event,
      previousStatus: payment.status,
      source: 'webhook',
    });
    return 'applied' as const;
  }).catch((error: unknown) => {
    // The event was applied before: the transaction's changes are rolled back and the delivery acknowledged.
    if (error instanceof DuplicateEvent) return 'duplicate' as const;
    throw error;
  });
}

class DuplicateEvent extends Error {}

const open = new Set(['processing', 'pending', 'authorised']);

/** What an event changes on the payment; undefined when it only goes into the history. */
async function changesFor(
  ctx: RequestContext,
  payment: PaymentRow,
  change: WebhookChange,
): Promise<Parameters<typeof updatePayment>[3] | undefined> {
  switch (change.type) {
    case 'authorised':
      return payment.status === 'processing' ? { status: 'authorised' } : undefined;
    case 'captured':
      if (!open.has(payment.status)) return undefined;
      return { status: 'captured', capturedMinor: change.amountMinor ?? payment.amountMinor };
    case 'refund': {
      // A refund the admin made here is recorded already under the refund's id.
      if (await hasRefundEvent(ctx.db, ctx.shop.id, payment.id, change.refundReference)) return undefined;
      return refundedTo(payment, payment.refundedMinor + change.amountMinor);
    }
    case 'refund_total':
      return change.totalMinor > payment.refundedMinor ? refundedTo(payment, change.totalMinor) : undefined;
    case 'voided':
      return open.has(payment.status) ? { status: 'voided' } : undefined;
    case 'failed':
      return payment.status === 'refunded' || payment.status === 'voided'
        ? undefined
        : { status: 'failed', message: change.message };
    case 'note':
      return undefined;
  }
}

function refundedTo(payment: PaymentRow, refundedMinor: number) {
  const capturedMinor = Math.max(payment.capturedMinor, refundedMinor);
  return {
    refundedMinor,
    capturedMinor,
    status: refundedMinor >= capturedMinor ? 'refunded' : 'partially_refunded',
  };
}

function amountOf(change: WebhookChange): number | null {
  if (change.type === 'refund') return change.amountMinor;
  if (change.type === 'refund_total') return change.totalMinor;
  if (change.type === 'captured') return change.amountMinor ?? null;
  return null;
}

function messageOf(eventType: string, change: WebhookChange): string {
  if (change.type === 'failed' || change.type === 'note') return `${eventType}: ${change.message}`;
  return eventType;
}
