import type { RequestContext } from '../../kernel/context';

/** Per order line (by item id): how many of its gift cards went out and how many wait for the payment. */
export type GiftCardStates = ReadonlyMap<number | null, { sent: number; waiting: number }>;

export type GiftCardStatesOf = (ctx: RequestContext, orderId: number) => Promise<GiftCardStates>;

/**
 * How the order confirmation learns what became of the gift cards an order bought
 * (gift-cards/hooks.ts registers it as the gift-card routes register). Gift cards stand on
 * orders (their ledger reads orders and writes order history), so the confirmation asks through
 * this registry instead of importing them. Until they register (no app), lines say nothing more.
 */
let statesOf: GiftCardStatesOf | undefined;

export function registerGiftCardStates(registered: GiftCardStatesOf): void {
  statesOf = registered;
}

export async function giftCardStatesOf(
  ctx: RequestContext,
  orderId: number,
): Promise<GiftCardStates | undefined> {
  return statesOf?.(ctx, orderId);
}
