// The gift-cards module's public entry: what other modules import from it, and nothing else.
// The cart and the order confirmation reach gift cards through registries the cards fill
// (hooks.ts), not through this entry: gift cards stand on both.
export { closeGiftCardsOfOrder, voidReturnedGiftCards } from './order-close';
export { settleGiftCardsOfPlacement } from './placement';
export { orderHasGiftCards } from './queries';
