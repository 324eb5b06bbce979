import { z } from 'zod';
import { definePaymentMethod } from '../payment-method';
import { providerSdkUrl } from '../provider-http';
import { createStripeProvider } from './adapter';
import { stripeKeysOf, stripeSettings } from './settings';

/** Provider D: card payments through Stripe PaymentIntents, confirmed with Stripe.js in the browser. */
export const stripeMethod = definePaymentMethod({
  id: 'stripe',
  settings: stripeSettings,
  // A PaymentMethod made by Stripe.js, or an intent the browser already confirmed (3-D Secure).
  paymentData: z.union(
    [
      z.object({ paymentMethodId: z.string().regex(/^pm_\w+$/) }),
      z.object({ paymentIntentId: z.string().regex(/^pi_\w+$/) }),
    ],
    { error: 'Please enter your card details.' },
  ),
  isConfigured: (settings) => {
    const keys = stripeKeysOf(settings);
    return keys.publishable !== '' && keys.secret !== '';
  },
  clientConfig: (settings) => ({
    method: 'stripe',
    environment: settings.environment === 'live' ? 'live' : 'sandbox',
    publishable_key: stripeKeysOf(settings).publishable,
    sdk_url: providerSdkUrl('stripe', 'https://js.stripe.com/v3/'),
  }),
  createProvider: createStripeProvider,
});
