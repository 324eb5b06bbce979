import { z } from 'zod';
import { definePaymentMethod } from '../payment-method';
import { providerSdkUrl } from '../provider-http';
import { createBraintreeProvider } from './adapter';
import { braintreeKeysOf, braintreeSettings } from './settings';

/** Card provider A: Braintree's GraphQL API, cards tokenised in the browser by Drop-in. */
export const braintreeMethod = definePaymentMethod({
  id: 'braintree',
  settings: braintreeSettings,
  paymentData: z.object({ nonce: z.string().min(1, 'Please enter your card details.').max(512) }),
  isConfigured: (settings) => {
    const keys = braintreeKeysOf(settings);
    return settings.tokenization !== '' && keys.publicKey !== '' && keys.privateKey !== '';
  },
  clientConfig: (settings) => ({
    method: 'braintree',
    environment: settings.environment === 'production' ? 'production' : 'sandbox',
    tokenization_key: settings.tokenization,
    sdk_url: providerSdkUrl(
      'braintree',
      'https://js.braintreegateway.com/web/dropin/1.43.0/js/dropin.min.js',
    ),
  }),
  createProvider: createBraintreeProvider,
});
