import type { RequestContext } from '../kernel/context';
import type { PaymentEventRow, PaymentRow } from './queries';

/** What happened to a payment after checkout: an admin capture/refund/void, or a provider's webhook. */
export interface PaymentChange {
  payment: PaymentRow;
  event: PaymentEventRow;
  previousStatus: string;
  source: 'admin' | 'webhook';
}

export type PaymentListener = (ctx: RequestContext, change: PaymentChange) => Promise<void>;

const listeners = new Set<PaymentListener>();

/**
 * The orders area subscribes here to keep orders in step with their payments
 * (order status, order history line with the provider's answer). Listeners run
 * in the transaction that records the change; pass a module-level function so
 * registering twice (one app per test file) keeps one subscription.
 */
export function onPaymentChange(listener: PaymentListener): void {
  listeners.add(listener);
}

export async function notifyPaymentChange(ctx: RequestContext, change: PaymentChange): Promise<void> {
  for (const listener of listeners) await listener(ctx, change);
}
