// The checkout module's public entry: what other modules import from it, and nothing else.
export { chosenMethod, shippingOf } from './quote-service';
export { orderItemsOf, orderTotalsOf, recordPlacedOrder, takeStockAndAnnounce } from './record-order';
export { shippingMethodsFor, shippingOptionOf } from './shipping-options';
