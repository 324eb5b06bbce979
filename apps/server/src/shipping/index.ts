// The shipping module's public entry: what other modules import from it, and nothing else.
export {
  type CarrierRate,
  type CartSummary,
  quoted,
  type ShippingAddress,
  type ShippingCarrier,
} from './carrier';
export { decimalNumberToMinor, minorToDecimal } from './money';
export { registerShippingPlugins } from './plugin-carriers';
