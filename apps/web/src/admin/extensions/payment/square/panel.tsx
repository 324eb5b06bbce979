import { providerPanel } from '../provider-panel';

export const title = 'Square';

/**
 * SPEC §2 provider C. The data model spells the sandbox keys `sanbox_` (SPEC §3);
 * the keys keep it, the labels do not.
 */
export default providerPanel('square', {
  enableLabel: 'Enable Square module',
  live: { value: 'live', label: 'Live' },
  keys: [
    { field: 'sanbox_application_id', label: 'Sandbox Application ID' },
    { field: 'sanbox_access_token', label: 'Sandbox Access Token', hidden: true },
    { field: 'production_application_id', label: 'Production Application ID' },
    { field: 'production_access_token', label: 'Production Access Token', hidden: true },
    { field: 'sanbox_location_id', label: 'Sandbox Location ID' },
    { field: 'location_id', label: 'Production Location ID' },
  ],
});
