import { z } from 'zod';
import { definePaymentMethod } from '../payment-method';
import { providerSdkUrl } from '../provider-http';
import { createPaypalProvider } from './adapter';
import { paypalCredentialsOf, paypalFundingOf, paypalSettings } from './settings';

/** Wallet provider B: PayPal Orders v2, approved in the browser with the PayPal buttons. */
export const paypalMethod = definePaymentMethod({
  id: 'paypal',
  settings: paypalSettings,
  paymentData: z.object({
    paypalOrderId: z.string().regex(/^[A-Z0-9-]{5,64}$/i, 'Please approve the payment with PayPal first.'),
  }),
  isConfigured: (settings) => {
    const credentials = paypalCredentialsOf(settings);
    return credentials.clientId !== '' && credentials.clientSecret !== '';
  },
  clientConfig: (settings, currency) => {
    const funding = paypalFundingOf(settings);
    return {
      method: 'paypal',
      environment: settings.environment === 'live' ? 'live' : 'sandbox',
      client_id: paypalCredentialsOf(settings).clientId,
      currency,
      enable_funding: funding.enable,
      disable_funding: funding.disable,
      sdk_url: providerSdkUrl('paypal', 'https://www.paypal.com/sdk/js'),
    };
  },
  createProvider: createPaypalProvider,
});
