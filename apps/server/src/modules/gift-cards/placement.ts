import type { RequestContext } from '../../kernel/context';
import type { PricedCart } from '../cart';
import { type CartRow, updateCart } from '../cart';
import { issueGiftCardsIfPaid } from './issue';
import { redeemGiftCards } from './ledger';

/**
 * The gift-card part of placing an order, inside its transaction (after the
 * order and its payment are recorded, before the stock is taken): the applied
 * cards pay what the priced order said they pay, and the gift cards the order
 * buys are written down, and issued at once when nothing is left to pay.
 */
export async function settleGiftCardsOfPlacement(
  ctx: RequestContext,
  placed: { orderId: number; cart: CartRow | null; priced: PricedCart; origin: string },
): Promise<void> {
  const { orderId, cart, priced } = placed;
  if (priced.totals.giftCards.length > 0) await redeemGiftCards(ctx, orderId, priced.totals.giftCards);
  if (cart && cart.giftCardIds.length > 0)
    await updateCart(ctx.db, ctx.shop.id, cart.id, { giftCardIds: [] });
  if (priced.lines.some((line) => line.isDigital))
    await issueGiftCardsIfPaid(ctx, orderId, { origin: placed.origin, tellBuyer: false });
}
