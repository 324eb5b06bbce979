import { z } from 'zod';
import { definePaymentMethod } from '../payment-method';
import { providerSdkUrl } from '../provider-http';
import { createSquareProvider } from './adapter';
import { squareCredentialsOf, squareSettings } from './settings';

/** Provider C: Square's Payments API, cards tokenised in the browser by the Web Payments SDK. */
export const squareMethod = definePaymentMethod({
  id: 'square',
  settings: squareSettings,
  paymentData: z.object({ sourceId: z.string().min(1, 'Please enter your card details.').max(512) }),
  isConfigured: (settings) => {
    const credentials = squareCredentialsOf(settings);
    return (
      credentials.applicationId !== '' && credentials.accessToken !== '' && credentials.locationId !== ''
    );
  },
  clientConfig: (settings) => {
    const credentials = squareCredentialsOf(settings);
    const live = settings.environment === 'live';
    return {
      method: 'square',
      environment: live ? 'live' : 'sandbox',
      application_id: credentials.applicationId,
      location_id: credentials.locationId,
      sdk_url: providerSdkUrl(
        'square',
        live ? 'https://web.squarecdn.com/v1/square.js' : 'https://sandbox.web.squarecdn.com/v1/square.js',
      ),
    };
  },
  createProvider: createSquareProvider,
});
