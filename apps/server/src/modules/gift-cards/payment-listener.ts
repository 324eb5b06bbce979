import type { RequestContext } from '../../kernel/context';
import { onPaymentChange, type PaymentChange } from '../../payments';
import { issueGiftCardsIfPaid } from './issue';
import { voidGiftCardsOfOrder } from './ledger';

/**
 * Gift cards follow the money: a capture (staff capture, a money order
 * recorded as received, a provider's webhook) issues the cards of an order
 * that is now paid in full; a payment refunded in full voids them. Runs in
 * the transaction that records the payment change.
 */
export async function giftCardsFollowPayment(ctx: RequestContext, change: PaymentChange): Promise<void> {
  const { payment, event } = change;
  if (payment.orderId === null || event.outcome !== 'success') return;
  if (payment.status === 'captured') {
    await issueGiftCardsIfPaid(ctx, payment.orderId, { tellBuyer: true });
  } else if (payment.status === 'refunded' && change.previousStatus !== 'refunded') {
    await voidGiftCardsOfOrder(ctx, payment.orderId, 'The payment was refunded.');
  }
}

/** Subscribes once per process (each test file's app registers again; the set keeps one). */
export function registerGiftCardPaymentListener(): void {
  onPaymentChange(giftCardsFollowPayment);
}
