// The gift-cards module's public entry: what other modules import from it, and nothing else.
export { giftCardLineTitle } from './codes';
export { cardStatesByLine, orderHasGiftCards } from './queries';
export { giftCardTendersOf } from './tenders';
