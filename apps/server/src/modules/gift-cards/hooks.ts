import { registerGiftCardTenders } from '../cart';
import { registerGiftCardStates } from '../orders';
import { registerGiftCardPaymentListener } from './payment-listener';
import { cardStatesByLine } from './queries';
import { giftCardTendersOf } from './tenders';

/**
 * What gift cards plug into the modules they stand on, as the gift-card routes register: the
 * cart's pricing asks them what the applied cards pay, the order confirmation what became of
 * the cards an order bought, and a payment's capture or refund issues or voids them. Each
 * registry keeps one entry, so registering again (each test file's app) changes nothing.
 */
export function registerGiftCardHooks(): void {
  registerGiftCardTenders(giftCardTendersOf);
  registerGiftCardStates((ctx, orderId) => cardStatesByLine(ctx.db, ctx.shop.id, orderId));
  registerGiftCardPaymentListener();
}
