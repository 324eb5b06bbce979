// The shipping module's public entry: what other modules import from it, and nothing else.
export {
  type CarrierRate,
  type CartSummary,
  quoted,
  type ShippingAddress,
  type ShippingCarrier,
} from './carrier';
export { recordCarrierFailures } from './carrier-errors';
export { decimalNumberToMinor, minorToDecimal } from './money';
export { packShipment } from './packing/parcels';
export { registerShippingPlugins } from './plugin-carriers';
export {
  boxOut,
  offersShippingTo,
  type QuotedMethod,
  type QuoteLine,
  quoteShipping,
  type ShippingQuote,
} from './quote';
