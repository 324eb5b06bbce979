import type { RequestContext } from '../../kernel/context';
import type { ShopCurrency } from '../store-settings';
import { type GiftCardTender, maskedGiftCard } from '../totals';
import { findCardsByIds, type GiftCardRow } from './queries';

/** Why a card of the cart cannot pay this order now; null when it can. */
export function tenderProblem(card: GiftCardRow, currency: { code: string }): string | null {
  const name = `Gift card ${maskedGiftCard(card.codeLast4)}`;
  if (card.status !== 'active') return `${name} can no longer be used.`;
  if (card.currencyCode !== currency.code) return `${name} is in ${card.currencyCode} and cannot pay here.`;
  if (card.balanceMinor <= 0) return `${name} has no balance left.`;
  return null;
}

export const giftCardsForGiftCardsMessage =
  'A gift card cannot pay for gift cards. Please buy gift cards in an order of their own.';

/**
 * The cart's gift cards as they stand now (balances change as other orders
 * spend them), in the order the shopper applied them. Cards that cannot pay
 * are left out with the reason; no card pays for gift cards.
 */
export async function giftCardTendersOf(
  ctx: RequestContext,
  ids: readonly number[],
  lines: readonly { isDigital: boolean }[],
  currency: ShopCurrency,
): Promise<{ cards: GiftCardTender[]; problems: string[] }> {
  if (ids.length === 0) return { cards: [], problems: [] };
  if (lines.some((line) => line.isDigital)) return { cards: [], problems: [giftCardsForGiftCardsMessage] };
  const rows = new Map((await findCardsByIds(ctx.db, ctx.shop.id, ids)).map((row) => [row.id, row]));
  const cards: GiftCardTender[] = [];
  const problems: string[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    if (!row) continue;
    const problem = tenderProblem(row, currency);
    if (problem) problems.push(problem);
    else cards.push({ cardId: row.id, last4: row.codeLast4, balanceMinor: row.balanceMinor });
  }
  return { cards, problems };
}
