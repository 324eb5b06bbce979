import { providerPanel } from '../provider-panel';

export const title = 'Stripe';

/** SPEC §2 provider D. */
export default providerPanel('stripe', {
  enableLabel: 'Enable Stripe module',
  live: { value: 'live', label: 'Live' },
  keys: [
    { field: 'testing_publishable_key', label: 'Testing Publishable Key' },
    { field: 'testing_secret_key', label: 'Testing Secret Key', hidden: true },
    { field: 'live_publishable_key', label: 'Live Publishable Key' },
    { field: 'live_secret_key', label: 'Live Secret Key', hidden: true },
  ],
});
