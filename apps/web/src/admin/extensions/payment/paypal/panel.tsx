import { providerPanel } from '../provider-panel';

export const title = 'PayPal';

/** SPEC §2 wallet/card provider B. */
export default providerPanel('paypal', {
  enableLabel: 'Enable PayPal module',
  live: { value: 'live', label: 'Live' },
  keys: [
    { field: 'sandbox_client_id', label: 'Sandbox Client ID' },
    { field: 'sandbox_client_secret', label: 'Sandbox Client Secret', hidden: true },
    { field: 'live_client_id', label: 'Live Client ID' },
    { field: 'live_client_secret', label: 'Live Client Secret', hidden: true },
  ],
  switches: [
    { field: 'accept_credits', label: 'Accept Credits' },
    { field: 'accept_cards', label: 'Accept Cards' },
    { field: 'venmo', label: 'Enable Venmo' },
    { field: 'paylater', label: 'Enable Paylater' },
  ],
});
