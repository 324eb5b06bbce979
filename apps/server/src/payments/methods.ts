import type { PaymentMethodId } from '@emporia/contracts/payments';
import { braintreeMethod } from './braintree/index';
import { moneyorderMethod } from './moneyorder/index';
import type { PaymentMethod } from './payment-method';
import { paypalMethod } from './paypal/index';
import { squareMethod } from './square/index';
import { stripeMethod } from './stripe/index';

/** The five payment methods (SPEC §9 module registry), one folder each. */
export const paymentMethods: Record<PaymentMethodId, PaymentMethod> = {
  braintree: braintreeMethod,
  moneyorder: moneyorderMethod,
  paypal: paypalMethod,
  square: squareMethod,
  stripe: stripeMethod,
};
