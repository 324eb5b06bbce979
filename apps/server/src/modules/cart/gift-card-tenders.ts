import type { RequestContext } from '../../kernel/context';
import type { ShopCurrency } from '../store-settings';
import type { GiftCardTender } from '../totals';

/** The cart's gift cards that can pay now, and why the others cannot (for the shopper). */
export interface GiftCardTenders {
  cards: GiftCardTender[];
  problems: string[];
}

export type GiftCardTendersOf = (
  ctx: RequestContext,
  ids: readonly number[],
  lines: readonly { isDigital: boolean }[],
  currency: ShopCurrency,
) => Promise<GiftCardTenders>;

/**
 * How the cart learns what its gift cards pay (gift-cards/hooks.ts registers it as the gift-card
 * routes register). Gift cards stand on the cart (applying a card changes it, placing an order
 * clears it), so the cart asks through this registry instead of importing them. Until they
 * register (no app), a cart's cards pay nothing.
 */
let tendersOf: GiftCardTendersOf | undefined;

export function registerGiftCardTenders(registered: GiftCardTendersOf): void {
  tendersOf = registered;
}

export const giftCardTendersOf: GiftCardTendersOf = async (ctx, ids, lines, currency) =>
  tendersOf && ids.length > 0 ? tendersOf(ctx, ids, lines, currency) : { cards: [], problems: [] };
