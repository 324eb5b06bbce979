import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { formatMoney } from '../../kernel/money-format';
import { onPaymentChange, type PaymentChange } from '../../payments';
import { currencyByCode } from '../store-settings';
import { insertHistory } from './write-queries';

/** The seeded status of a fully refunded order. */
export const refundedStatusId = 11;

/**
 * Keeps an order's history in step with its payment: every capture, refund,
 * void or provider notice after checkout becomes a history line for staff;
 * a payment refunded in full moves the order to Refunded.
 */
export async function recordPaymentChange(ctx: RequestContext, change: PaymentChange): Promise<void> {
  const { payment, event } = change;
  if (payment.orderId === null || event.outcome !== 'success') return;
  const { orders } = schema;
  const [order] = await ctx.db
    .select({ id: orders.id, statusId: orders.statusId })
    .from(orders)
    .where(and(eq(orders.shopId, ctx.shop.id), eq(orders.id, payment.orderId)));
  if (!order) return;
  const currency = await currencyByCode(ctx, payment.currency);
  const amount = event.amountMinor ? ` ${formatMoney(event.amountMinor, currency)}` : '';
  const what = {
    capture: 'captured',
    refund: 'refunded',
    void: 'voided',
    authorise: 'authorised',
    webhook: 'updated by the provider',
  }[event.kind as 'capture'];
  const fullyRefunded = payment.status === 'refunded' && change.previousStatus !== 'refunded';
  const statusId = fullyRefunded ? refundedStatusId : order.statusId;
  if (statusId !== order.statusId) {
    await ctx.db
      .update(orders)
      .set({ statusId, refundedMinor: payment.refundedMinor, updatedAt: new Date() })
      .where(and(eq(orders.shopId, ctx.shop.id), eq(orders.id, order.id)));
  } else if (event.kind === 'refund') {
    await ctx.db
      .update(orders)
      .set({ refundedMinor: payment.refundedMinor, updatedAt: new Date() })
      .where(and(eq(orders.shopId, ctx.shop.id), eq(orders.id, order.id)));
  }
  await insertHistory(ctx.db, ctx.shop.id, {
    orderId: order.id,
    statusId,
    comment: `Payment ${what ?? event.kind}${amount}.`,
    notify: false,
    adminId: event.adminId,
  });
}

/** Subscribes once per process (each test file's app registers again; the set keeps one). */
export function registerPaymentSync(): void {
  onPaymentChange(recordPaymentChange);
}
