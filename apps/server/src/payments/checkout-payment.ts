import { bookToDecimalString } from '@emporia/contracts/currency-units';
import { type PaymentMethodId, type PaymentStatus, paymentMethodIdSchema } from '@emporia/contracts/payments';
import { inTransaction, type RequestContext } from '../kernel/context';
import { announce } from '../kernel/domain-events';
import { badRequest, conflict, notFound } from '../kernel/errors';
import { notifyPaymentChange } from './payment-listeners';
import type { PaymentOutcome } from './provider';
import { providerTimeoutMs } from './provider-http';
import {
  claimProviderCall,
  countSettledCalls,
  findPayment,
  findPaymentByKey,
  hasRefundEvent,
  insertPaymentEvent,
  insertPaymentOnce,
  lockPayment,
  type PaymentEventRow,
  type PaymentRow,
  updatePayment,
  updatePaymentIfStill,
} from './queries';
import { loadPaymentMethod } from './settings-service';

/*
 * The seam between the checkout (orders) and the payment methods.
 *
 * Order placement: reserve nothing yet → authorisePayment (outside any open
 * transaction: it calls the provider and records the attempt itself) → on
 * { ok: true } create the order with `orderStatusId`, take the stock and
 * attachPaymentToOrder in one transaction; on { ok: false } show `message`,
 * create no order, take no stock. If the order cannot be created after all,
 * voidPayment (or refundPayment when captured) gives the money back.
 */

export interface AuthorisePaymentInput {
  /** The method the shopper chose (SPEC §3 identifier). */
  method: string;
  amountMinor: number;
  /** ISO code, e.g. USD. */
  currency: string;
  /** The shop's reference of the order being paid, shown at the provider. */
  orderRef: string;
  /**
   * One key per payment attempt: the same key again (a retried request, a
   * double click) never charges twice and answers as the first time. Use a new
   * key when the shopper changes their payment data after a decline.
   */
  idempotencyKey: string;
  /** What the method's payment-step component handed over (onReady). */
  paymentData: unknown;
  /** false holds the money for a later capture from the admin order page; default true (take it now). */
  capture?: boolean;
}

export type AuthorisePaymentResult =
  | {
      ok: true;
      paymentId: number;
      status: PaymentStatus;
      providerReference: string;
      /** The order reference the provider knows this payment by: the order must be written with it. */
      orderRef: string;
      orderStatusId: number;
    }
  | {
      ok: false;
      /** unavailable: method off or not set up · invalid: payment data missing · declined · requires_action · error: provider failed or timed out */
      code: 'unavailable' | 'invalid' | 'declined' | 'requires_action' | 'error';
      message: string;
      paymentId?: number;
      /** With requires_action: what the browser needs to finish (Stripe: stripeClientSecret); then retry with the same key. */
      action?: Record<string, string>;
    };

const unavailable = {
  ok: false,
  code: 'unavailable',
  message: 'This payment method is not available. Please choose another one.',
} as const;

function checkAmount(amountMinor: number, currency: string): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
    throw badRequest('The amount to pay must be a positive whole number of minor units.');
  if (!/^[A-Z]{3}$/.test(currency)) throw badRequest('The currency must be an ISO code such as USD.');
}

/** Takes (or holds) the money for an order through the chosen method. Declines are answers, not errors. */
export async function authorisePayment(
  ctx: RequestContext,
  input: AuthorisePaymentInput,
): Promise<AuthorisePaymentResult> {
  checkAmount(input.amountMinor, input.currency);
  if (!input.idempotencyKey || input.idempotencyKey.length > 200)
    throw badRequest('A payment needs an idempotency key of at most 200 characters.');
  const methodId = paymentMethodIdSchema.safeParse(input.method);
  if (!methodId.success) return unavailable;
  const method = await loadPaymentMethod(ctx, methodId.data);
  if (!method.active || !method.configured) return unavailable;
  const paymentData = method.paymentData.safeParse(input.paymentData ?? {});
  if (!paymentData.success)
    return {
      ok: false,
      code: 'invalid',
      message: paymentData.error.issues[0]?.message ?? 'Please check your payment details.',
    };

  const claim = {
    method: methodId.data,
    orderRef: input.orderRef,
    amountMinor: input.amountMinor,
    currency: input.currency,
    idempotencyKey: input.idempotencyKey,
  };
  const callMs = providerCallWindowMs();
  let payment = await insertPaymentOnce(ctx.db, ctx.shop.id, claim, callMs);
  if (!payment) {
    const earlier = await resumeAttempt(ctx, claim, callMs);
    if (!('askAgain' in earlier)) return earlier.answer ?? resultOf(earlier.settled, method.orderStatusId);
    payment = earlier.askAgain;
  }

  const provider = method.provider();
  // What the provider will know this payment by, when known already: kept first, so a crash during
  // the call leaves the reconciliation something to look up.
  const known = provider.referenceBeforeCall?.(paymentData.data);
  if (known && payment.providerReference !== known)
    payment = await updatePayment(ctx.db, ctx.shop.id, payment.id, { providerReference: known });
  const outcome = await provider.authorise({
    amountMinor: input.amountMinor,
    currency: input.currency,
    // The first attempt's reference: a retry must send the provider exactly what the first call sent.
    orderRef: payment.orderRef,
    idempotencyKey: input.idempotencyKey,
    paymentData: paymentData.data,
    capture: input.capture ?? true,
  });
  const paymentId = payment.id;
  const recorded = await inTransaction(ctx, async (tx) => {
    const status: PaymentStatus =
      outcome.kind === 'success'
        ? outcome.status
        : outcome.kind === 'decline'
          ? outcome.code === 'requires_action'
            ? 'processing'
            : 'declined'
          : 'failed';
    // Only an unsettled attempt takes this answer: a settled one (reconciled meanwhile) keeps its own.
    const row = await updatePaymentIfStill(tx.db, tx.shop.id, paymentId, retryableStatuses, {
      status,
      callUntil: null,
      message: outcome.kind === 'success' ? '' : outcome.message,
      rawAnswer: outcome.raw ?? null,
      ...(outcome.kind === 'success' ? { providerReference: outcome.providerReference } : {}),
      ...(outcome.kind === 'decline' && outcome.providerReference
        ? { providerReference: outcome.providerReference }
        : {}),
      capturedMinor: outcome.kind === 'success' && outcome.status === 'captured' ? outcome.amountMinor : 0,
    });
    if (!row) return (await findPayment(tx.db, tx.shop.id, paymentId))!;
    await insertPaymentEvent(
      tx.db,
      tx.shop.id,
      paymentId,
      eventOf('authorise', outcome, row.status, input.amountMinor, actorAdminId(ctx)),
    );
    return row;
  });
  if (recorded.status === 'processing' && outcome.kind === 'decline' && outcome.code === 'requires_action') {
    return {
      ok: false,
      code: 'requires_action',
      message: outcome.message,
      paymentId,
      action: outcome.clientAction ?? {},
    };
  }
  return resultOf(recorded, method.orderStatusId);
}

/** Statuses whose attempt has no final answer yet: asked (again) until the provider gives one. */
const retryableStatuses = ['processing', 'failed'] as const;
/** Statuses an order can be paid with. */
const payingStatuses: readonly string[] = ['pending', 'authorised', 'captured'];

/** How long one provider call may keep others waiting (twin requests, the reconciliation): its deadline and a margin. */
export const providerCallWindowMs = () => providerTimeoutMs() + 5_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A key seen before. A settled attempt answers as it did; one whose provider
 * call is in flight (a twin request, a double click) is waited for, so the
 * twins get the same answer instead of asking the provider concurrently; one
 * that failed or waits for the buyer is asked again by whoever takes the turn
 * first (the provider dedupes by key).
 */
async function resumeAttempt(
  ctx: RequestContext,
  claim: { method: string; amountMinor: number; currency: string; idempotencyKey: string },
  callMs: number,
): Promise<{ settled: PaymentRow; answer?: AuthorisePaymentResult } | { askAgain: PaymentRow }> {
  const giveUpAt = Date.now() + callMs + 1_000;
  for (;;) {
    const earlier = await findPaymentByKey(ctx.db, ctx.shop.id, claim.idempotencyKey);
    if (!earlier) throw conflict('The payment is being recorded. Please try again.');
    if (
      earlier.method !== claim.method ||
      earlier.amountMinor !== claim.amountMinor ||
      earlier.currency !== claim.currency
    ) {
      return {
        settled: earlier,
        answer: {
          ok: false,
          code: 'invalid',
          message: 'This payment was already started with other details. Please reload the checkout.',
        },
      };
    }
    if (!(retryableStatuses as readonly string[]).includes(earlier.status)) return { settled: earlier };
    const turn = await claimProviderCall(ctx.db, ctx.shop.id, earlier.id, {
      statuses: retryableStatuses,
      callMs,
    });
    if (turn) return { askAgain: turn };
    if (Date.now() > giveUpAt) return { settled: earlier };
    await pause(50);
  }
}

function resultOf(payment: PaymentRow, orderStatusId: number): AuthorisePaymentResult {
  if (payment.status === 'declined')
    return { ok: false, code: 'declined', message: payment.message, paymentId: payment.id };
  if (payment.status === 'processing' && payment.callUntil !== null) {
    // Another request's call to the provider outlasted the wait.
    return {
      ok: false,
      code: 'error',
      message: 'Your payment is still being processed. Please try again in a moment.',
      paymentId: payment.id,
    };
  }
  if (
    !payingStatuses.includes(payment.status) &&
    payment.status !== 'failed' &&
    payment.status !== 'processing'
  ) {
    // Released (voided, refunded) or abandoned: this attempt can no longer pay for an order.
    return {
      ok: false,
      code: 'error',
      message: 'This payment attempt was cancelled. Please place your order again.',
      paymentId: payment.id,
    };
  }
  if (!payingStatuses.includes(payment.status) || !payment.providerReference) {
    return {
      ok: false,
      code: 'error',
      message: payment.message || 'The payment could not be completed. Please try again.',
      paymentId: payment.id,
    };
  }
  return {
    ok: true,
    paymentId: payment.id,
    status: payment.status as PaymentStatus,
    providerReference: payment.providerReference,
    orderRef: payment.orderRef,
    orderStatusId,
  };
}

export type PreparePaymentResult =
  | { ok: true; clientData: Record<string, string> }
  | { ok: false; code: 'unavailable' | 'declined' | 'error'; message: string };

/**
 * Before the buyer approves in the provider's window, for methods that want
 * the payment created first (PayPal: the buttons' createOrder). Others answer
 * { ok: true, clientData: {} }. The checkout computes the amount from the cart.
 */
export async function preparePayment(
  ctx: RequestContext,
  input: Omit<AuthorisePaymentInput, 'paymentData'>,
): Promise<PreparePaymentResult> {
  checkAmount(input.amountMinor, input.currency);
  const methodId = paymentMethodIdSchema.safeParse(input.method);
  if (!methodId.success) return unavailable;
  const method = await loadPaymentMethod(ctx, methodId.data);
  if (!method.active || !method.configured) return unavailable;
  const provider = method.provider();
  if (!provider.prepare) return { ok: true, clientData: {} };
  const outcome = await provider.prepare({ ...input, capture: input.capture ?? true });
  if (outcome.kind === 'success') return { ok: true, clientData: outcome.clientData };
  return { ok: false, code: outcome.kind === 'decline' ? 'declined' : 'error', message: outcome.message };
}

/**
 * Links a successful payment to the order created for it; call inside the
 * order's transaction. The payment row stays locked until that commits, so
 * the reconciliation never releases a payment an order is being written for,
 * and an order is never written for a payment it released (or is releasing).
 */
export async function attachPaymentToOrder(
  ctx: RequestContext,
  paymentId: number,
  orderId: number,
): Promise<PaymentRow> {
  const locked = await lockPayment(ctx.db, ctx.shop.id, paymentId);
  if (!locked) throw notFound('Payment not found.');
  const { payment, busy } = locked;
  if (payment.orderId !== null && payment.orderId !== orderId)
    throw conflict('This payment belongs to another order.');
  if (!payingStatuses.includes(payment.status) || (payment.orderId === null && busy))
    throw conflict('This payment attempt was cancelled. Please place your order again.');
  const attached = await updatePayment(ctx.db, ctx.shop.id, paymentId, { orderId, attention: '' });
  // Taken at checkout: the order is paid as it is placed (later captures announce through payment listeners).
  if (payment.orderId === null && attached.status === 'captured') {
    await announce(ctx, { kind: 'order', what: 'paid', orderId });
  }
  return attached;
}

/**
 * Gives back the money of a payment no order holds: voided when held,
 * refunded when taken. Undefined when there is nothing to release, or an
 * order took the payment meanwhile (then it is that order's). While this runs
 * the payment is claimed, so no order can be written for it.
 */
export async function releasePaymentWithoutOrder(
  ctx: RequestContext,
  paymentId: number,
): Promise<PaymentActionResult | undefined> {
  const releasable = [...payingStatuses, 'partially_refunded'];
  const claimed = await claimProviderCall(ctx.db, ctx.shop.id, paymentId, {
    statuses: releasable,
    callMs: providerCallWindowMs(),
    withoutOrder: true,
  });
  if (!claimed) return undefined;
  try {
    if (claimed.status === 'captured' || claimed.status === 'partially_refunded') {
      return claimed.capturedMinor > claimed.refundedMinor ? await refundPayment(ctx, claimed) : undefined;
    }
    return await voidPayment(ctx, claimed);
  } finally {
    await updatePayment(ctx.db, ctx.shop.id, paymentId, { callUntil: null });
  }
}

export type PaymentActionResult =
  | { ok: true; payment: PaymentRow; event: PaymentEventRow }
  | { ok: false; code: 'declined' | 'error'; message: string; payment: PaymentRow; event: PaymentEventRow };

type PaymentRef = number | { id: number };
type Action = 'capture' | 'refund' | 'void';

/** Takes held money (all that is left when no amount is given); money order: records the money as received. */
export const capturePayment = (ctx: RequestContext, payment: PaymentRef, amountMinor?: number) =>
  followUp(ctx, payment, 'capture', amountMinor);
/** Gives money back, all or part of what was taken and not yet refunded. */
export const refundPayment = (ctx: RequestContext, payment: PaymentRef, amountMinor?: number) =>
  followUp(ctx, payment, 'refund', amountMinor);
/** Releases held money (an authorised, not yet captured payment). */
export const voidPayment = (ctx: RequestContext, payment: PaymentRef) => followUp(ctx, payment, 'void');

const allowedFrom: Record<Action, readonly string[]> = {
  capture: ['authorised', 'pending'],
  refund: ['captured', 'partially_refunded'],
  void: ['authorised', 'pending'],
};
const verbs: Record<Action, string> = { capture: 'captured', refund: 'refunded', void: 'voided' };

async function followUp(
  ctx: RequestContext,
  ref: PaymentRef,
  action: Action,
  requestedMinor?: number,
): Promise<PaymentActionResult> {
  const id = typeof ref === 'number' ? ref : ref.id;
  const payment = await findPayment(ctx.db, ctx.shop.id, id);
  if (!payment) throw notFound('Payment not found.');
  if (!allowedFrom[action].includes(payment.status) || !payment.providerReference) {
    throw conflict(`A payment that is ${payment.status.replace('_', ' ')} cannot be ${verbs[action]}.`);
  }
  const remaining =
    action === 'capture'
      ? payment.amountMinor - payment.capturedMinor
      : action === 'refund'
        ? payment.capturedMinor - payment.refundedMinor
        : 0;
  const amountMinor = action === 'void' ? 0 : (requestedMinor ?? remaining);
  if (
    action !== 'void' &&
    (!Number.isSafeInteger(amountMinor) || amountMinor <= 0 || amountMinor > remaining)
  ) {
    throw badRequest(
      `The amount must be more than 0 and at most ${bookToDecimalString(remaining, payment.currency)} ${payment.currency}.`,
      {
        amount: `At most ${bookToDecimalString(remaining, payment.currency)}.`,
      },
    );
  }
  // Numbered keys: a retry after a timeout reuses the key (no double refund); the next refund gets a new one.
  const calls = await countSettledCalls(ctx.db, ctx.shop.id, payment.id, action);
  const method = await loadPaymentMethod(ctx, payment.method as PaymentMethodId);
  const provider = method.provider();
  const request = {
    providerReference: payment.providerReference,
    amountMinor,
    currency: payment.currency,
    orderRef: payment.orderRef,
    idempotencyKey: `${payment.idempotencyKey}:${action}:${calls + 1}`,
  };
  const outcome =
    action === 'capture'
      ? await provider.capture(request)
      : action === 'refund'
        ? await provider.refund(request)
        : await provider.void(request);

  const recorded = await inTransaction(ctx, async (tx) => {
    const current = (await findPayment(tx.db, tx.shop.id, payment.id, { forUpdate: true })) ?? payment;
    let changes: Parameters<typeof updatePayment>[3] = {
      message: outcome.kind === 'success' ? '' : outcome.message,
      rawAnswer: outcome.raw ?? null,
    };
    if (outcome.kind === 'success') {
      if (action === 'capture') {
        changes = {
          ...changes,
          status: 'captured',
          capturedMinor: current.capturedMinor + outcome.amountMinor,
          providerReference: outcome.providerReference,
        };
      } else if (action === 'refund') {
        // The same refund answered twice (a retried key, a release and the reconciliation at once) counts once.
        const seen =
          outcome.operationReference !== undefined &&
          (await hasRefundEvent(tx.db, tx.shop.id, payment.id, outcome.operationReference));
        const refundedMinor = current.refundedMinor + (seen ? 0 : outcome.amountMinor);
        changes = {
          ...changes,
          refundedMinor,
          status: refundedMinor >= current.capturedMinor ? 'refunded' : 'partially_refunded',
        };
      } else {
        changes = { ...changes, status: 'voided' };
      }
    }
    const row = await updatePayment(tx.db, tx.shop.id, payment.id, changes);
    const event = await insertPaymentEvent(
      tx.db,
      tx.shop.id,
      payment.id,
      eventOf(action, outcome, row.status, amountMinor, actorAdminId(ctx)),
    );
    if (!event) throw new Error('payment event not recorded');
    return { row, event };
  });
  // The provider has acted and it is recorded; the orders area now updates the order (status, history).
  await inTransaction(ctx, (tx) =>
    notifyPaymentChange(tx, {
      payment: recorded.row,
      event: recorded.event,
      previousStatus: payment.status,
      source: 'admin',
    }),
  );
  if (outcome.kind === 'success') return { ok: true, payment: recorded.row, event: recorded.event };
  return {
    ok: false,
    code: outcome.kind === 'decline' ? 'declined' : 'error',
    message: outcome.message,
    payment: recorded.row,
    event: recorded.event,
  };
}

function actorAdminId(ctx: RequestContext): number | null {
  return ctx.actor.kind === 'admin' ? ctx.actor.adminId : null;
}

function eventOf(
  kind: Action | 'authorise',
  outcome: PaymentOutcome,
  status: string,
  amountMinor: number,
  adminId: number | null,
) {
  return {
    kind,
    outcome: outcome.kind,
    status,
    amountMinor: outcome.kind === 'success' ? outcome.amountMinor : amountMinor,
    providerReference:
      outcome.kind === 'success'
        ? (outcome.operationReference ?? outcome.providerReference)
        : outcome.kind === 'decline'
          ? (outcome.providerReference ?? null)
          : null,
    message: outcome.kind === 'success' ? '' : outcome.message,
    raw: outcome.raw ?? null,
    adminId,
  };
}
