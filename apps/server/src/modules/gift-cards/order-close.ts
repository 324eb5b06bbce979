import type { RequestContext } from '../../kernel/context';
import { listOrderItems } from '../orders';
import { creditGiftCardsOfOrder, voidGiftCardsOfOrder } from './ledger';

/** An order cancelled or refunded as a whole: its gift-card payments come back, the cards it bought stop working. */
export async function closeGiftCardsOfOrder(
  ctx: RequestContext,
  orderId: number,
  how: 'cancel' | 'refund',
): Promise<void> {
  await creditGiftCardsOfOrder(ctx, orderId);
  await voidGiftCardsOfOrder(
    ctx,
    orderId,
    how === 'cancel' ? 'The order was cancelled.' : 'The order was refunded.',
  );
}

/**
 * A completed return of gift-card units voids as many of that line's cards:
 * the least spent first, so a card already used keeps working for its holder
 * while one nobody has touched is the one taken back.
 */
export async function voidReturnedGiftCards(ctx: RequestContext, orderId: number): Promise<void> {
  const items = new Map((await listOrderItems(ctx.db, ctx.shop.id, [orderId])).map((i) => [i.id, i]));
  await voidGiftCardsOfOrder(ctx, orderId, 'The gift card was returned.', (card, ofLine) => {
    const item = card.orderItemId === null ? undefined : items.get(card.orderItemId);
    if (!item) return true;
    const keepCount = item.quantity - item.returnedQuantity;
    const mostSpentFirst = [...ofLine].sort(
      (a, b) => a.balanceMinor - a.initialMinor - (b.balanceMinor - b.initialMinor) || a.id - b.id,
    );
    return mostSpentFirst.indexOf(card) < keepCount;
  });
}
