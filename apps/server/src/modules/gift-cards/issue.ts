import type { RequestContext } from '../../kernel/context';
import { formatMoney } from '../../kernel/money-format';
import { listPaymentsOfOrder } from '../../payments';
import {
  canceledStatusId,
  findOrderById,
  insertHistory,
  listOrderItems,
  type OrderRow,
  refundedStatusId,
} from '../orders';
import { currencyByCode } from '../store-settings';
import { maskedGiftCard } from '../totals';
import { giftCardCodeHash, lastFourOf, newGiftCardCode } from './codes';
import { enqueueGiftCardEmail, enqueueGiftCardsSentNotice } from './emails';
import {
  type GiftCardRow,
  insertMovement,
  insertPendingCards,
  lockCardsOfOrder,
  type NewGiftCard,
  updateCard,
} from './queries';

/**
 * One pending card per unit of each gift-card line of the order, with the
 * receiver, message and value (the unit price, in the order's currency). A
 * unit that has its card already keeps it, so this can run any number of times.
 */
export async function reserveGiftCards(ctx: RequestContext, order: OrderRow, origin: string): Promise<void> {
  const rows: NewGiftCard[] = [];
  for (const item of await listOrderItems(ctx.db, ctx.shop.id, [order.id])) {
    const meta = item.meta ?? {};
    if (item.isDigital <= 0 || !meta.gc_email_to) continue;
    for (let unit = 1; unit <= item.quantity; unit += 1) {
      rows.push({
        shopId: ctx.shop.id,
        currencyCode: order.currencyCode,
        initialMinor: item.unitPriceMinor,
        receiverName: meta.gc_receiver_name ?? '',
        receiverEmail: meta.gc_email_to,
        message: meta.gc_message ?? '',
        senderName: `${order.firstname} ${order.lastname}`.trim(),
        orderId: order.id,
        orderItemId: item.id,
        unit,
        origin,
      });
    }
  }
  await insertPendingCards(ctx.db, rows);
}

/** Paid: nothing to pay, or the order's payments hold (captured, not refunded) its whole total. */
async function isPaid(ctx: RequestContext, order: OrderRow): Promise<boolean> {
  if (order.totalMinor <= 0) return true;
  const payments = await listPaymentsOfOrder(ctx.db, ctx.shop.id, order.id);
  const kept = payments.reduce((sum, p) => sum + p.capturedMinor - p.refundedMinor, 0);
  return kept >= order.totalMinor;
}

/**
 * Writes down the cards an order buys and issues them once it is paid: each pending card gets
 * its code (only the hash is kept), its balance and an `issued` ledger line,
 * and its e-mail goes to the receiver. Runs under the order's row lock, and
 * only pending cards are issued, so a payment event heard twice (webhook and
 * staff capture, a redelivered webhook) issues nothing the second time.
 */
export async function issueGiftCardsIfPaid(
  ctx: RequestContext,
  orderId: number,
  options: { origin?: string; tellBuyer: boolean },
): Promise<GiftCardRow[]> {
  const order = await findOrderById(ctx.db, ctx.shop.id, orderId, { forUpdate: true });
  if (!order || order.stockRestored === 1) return [];
  if (order.statusId === canceledStatusId || order.statusId === refundedStatusId) return [];
  // Written down at once (staff see them waiting for the payment), issued once paid.
  await reserveGiftCards(ctx, order, options.origin ?? '');
  if (!(await isPaid(ctx, order))) return [];
  const pending = (await lockCardsOfOrder(ctx.db, ctx.shop.id, orderId)).filter(
    (c) => c.status === 'pending',
  );
  const issued: GiftCardRow[] = [];
  for (const card of pending) {
    const code = newGiftCardCode();
    const row = await updateCard(ctx.db, ctx.shop.id, card.id, {
      status: 'active',
      codeHash: giftCardCodeHash(code),
      codeLast4: lastFourOf(code),
      balanceMinor: card.initialMinor,
      issuedAt: new Date(),
    });
    await insertMovement(ctx.db, ctx.shop.id, {
      giftCardId: row.id,
      kind: 'issued',
      amountMinor: row.initialMinor,
      balanceAfterMinor: row.balanceMinor,
      orderId,
      note: `E-mailed to ${row.receiverEmail}.`,
    });
    await enqueueGiftCardEmail(ctx, row, code, row.origin || options.origin || '');
    issued.push(row);
  }
  if (issued.length === 0) return [];
  const currency = await currencyByCode(ctx, order.currencyCode);
  await insertHistory(ctx.db, ctx.shop.id, {
    orderId,
    statusId: order.statusId,
    comment: issued
      .map(
        (c) =>
          `Gift card ${maskedGiftCard(c.codeLast4)} of ${formatMoney(c.initialMinor, currency)} issued and e-mailed to ${c.receiverEmail}.`,
      )
      .join(' '),
    notify: false,
    adminId: ctx.actor.kind === 'admin' ? ctx.actor.adminId : null,
  });
  if (options.tellBuyer) await enqueueGiftCardsSentNotice(ctx, order, issued);
  return issued;
}
