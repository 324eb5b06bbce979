import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { conflict } from '../../kernel/errors';
import { formatMoney } from '../../kernel/money-format';
import { findOrderById, insertHistory } from '../orders';
import { currencyByCode } from '../store-settings';
import { maskedGiftCard, type Totals } from '../totals';
import {
  type GiftCardRow,
  insertMovement,
  lockCard,
  lockCardsOfOrder,
  redemptionsOfOrder,
  updateCard,
} from './queries';
import { tenderProblem } from './tenders';

const adminIdOf = (ctx: RequestContext) => (ctx.actor.kind === 'admin' ? ctx.actor.adminId : null);

/**
 * Takes what the priced order said each gift card pays off the cards, inside
 * the placement's transaction. Each card is locked (FOR UPDATE, in id order)
 * and debited only if it still holds that much: of two orders racing for one
 * card, the second sees the first one's debit and fails with a 409 (its
 * payment is then released by the placement), so a card is never overspent.
 */
export async function redeemGiftCards(
  ctx: RequestContext,
  orderId: number,
  tendered: Totals['giftCards'],
): Promise<void> {
  const currency = { code: ctx.shop.currencyCode };
  for (const tender of [...tendered].sort((a, b) => a.cardId - b.cardId)) {
    if (tender.amountMinor <= 0) continue;
    const card = await lockCard(ctx.db, ctx.shop.id, tender.cardId);
    const problem = card ? tenderProblem(card, currency) : 'This gift card can no longer be used.';
    if (problem || !card || card.balanceMinor < tender.amountMinor) {
      throw conflict(
        `${problem ?? `The balance of gift card ${maskedGiftCard(tender.last4)} has changed.`} Please review your order.`,
      );
    }
    const balanceMinor = card.balanceMinor - tender.amountMinor;
    await updateCard(ctx.db, ctx.shop.id, card.id, { balanceMinor });
    await insertMovement(ctx.db, ctx.shop.id, {
      giftCardId: card.id,
      kind: 'redeemed',
      amountMinor: -tender.amountMinor,
      balanceAfterMinor: balanceMinor,
      orderId,
    });
  }
}

async function historyLine(ctx: RequestContext, orderId: number, comment: string): Promise<void> {
  const [order] = await ctx.db
    .select({ statusId: schema.orders.statusId })
    .from(schema.orders)
    .where(and(eq(schema.orders.shopId, ctx.shop.id), eq(schema.orders.id, orderId)));
  if (!order) return;
  await insertHistory(ctx.db, ctx.shop.id, {
    orderId,
    statusId: order.statusId,
    comment,
    notify: false,
    adminId: adminIdOf(ctx),
  });
}

/**
 * A cancelled or refunded order gives back what it took from gift cards: each
 * card is credited what the order redeemed and not yet credited (once: the
 * ledger's unique key allows one credit per card and order).
 */
export async function creditGiftCardsOfOrder(ctx: RequestContext, orderId: number): Promise<void> {
  const order = await findOrderById(ctx.db, ctx.shop.id, orderId);
  if (!order) return;
  const currency = await currencyByCode(ctx, order.currencyCode);
  const notes: string[] = [];
  for (const used of await redemptionsOfOrder(ctx.db, ctx.shop.id, orderId)) {
    const due = used.redeemedMinor - used.creditedMinor;
    if (due <= 0) continue;
    const card = await lockCard(ctx.db, ctx.shop.id, used.giftCardId);
    if (!card) continue;
    const balanceMinor = card.balanceMinor + due;
    await updateCard(ctx.db, ctx.shop.id, card.id, { balanceMinor });
    await insertMovement(ctx.db, ctx.shop.id, {
      giftCardId: card.id,
      kind: 'credited',
      amountMinor: due,
      balanceAfterMinor: balanceMinor,
      orderId,
      adminId: adminIdOf(ctx),
    });
    notes.push(`Gift card ${maskedGiftCard(card.codeLast4)} credited back ${formatMoney(due, currency)}.`);
  }
  if (notes.length > 0) await historyLine(ctx, orderId, notes.join(' '));
}

/**
 * Voids cards an order bought, when the order is cancelled or its money given
 * back: what is left on each card is taken off (a voided card pays nothing
 * more), a card not issued yet never will be. `keep` cards of each order line
 * stay (a partial return voids only the returned units, the least spent first).
 */
export async function voidGiftCardsOfOrder(
  ctx: RequestContext,
  orderId: number,
  reason: string,
  keep: (card: GiftCardRow, ofLine: GiftCardRow[]) => boolean = () => false,
): Promise<void> {
  const cards = await lockCardsOfOrder(ctx.db, ctx.shop.id, orderId);
  const live = cards.filter((c) => c.status !== 'void');
  if (live.length === 0) return;
  const order = await findOrderById(ctx.db, ctx.shop.id, orderId);
  const currency = await currencyByCode(ctx, order?.currencyCode ?? ctx.shop.currencyCode);
  const notes: string[] = [];
  for (const card of live) {
    if (
      keep(
        card,
        live.filter((c) => c.orderItemId === card.orderItemId),
      )
    )
      continue;
    await updateCard(ctx.db, ctx.shop.id, card.id, { status: 'void', balanceMinor: 0 });
    await insertMovement(ctx.db, ctx.shop.id, {
      giftCardId: card.id,
      kind: 'voided',
      amountMinor: -card.balanceMinor,
      balanceAfterMinor: 0,
      orderId,
      adminId: adminIdOf(ctx),
      note: reason,
    });
    if (card.status === 'pending') {
      notes.push(`Gift card for ${card.receiverEmail} will not be issued.`);
      continue;
    }
    const spent = card.initialMinor - card.balanceMinor;
    notes.push(
      `Gift card ${maskedGiftCard(card.codeLast4)} voided` +
        (spent > 0 ? ` (${formatMoney(spent, currency)} of it had already been spent).` : '.'),
    );
  }
  if (notes.length > 0) await historyLine(ctx, orderId, notes.join(' '));
}
