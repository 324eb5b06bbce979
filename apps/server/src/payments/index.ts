// The payments module's public entry: what other modules import from it, and nothing else.
export {
  type AuthorisePaymentResult,
  attachPaymentToOrder,
  authorisePayment,
  preparePayment,
  refundPayment,
  releasePaymentWithoutOrder,
  voidPayment,
} from './checkout-payment';
export { onPaymentChange, type PaymentChange } from './payment-listeners';
export { at, callProvider } from './provider-http';
export { listPaymentsOfOrder } from './queries';
export { usablePaymentMethods } from './settings-service';
