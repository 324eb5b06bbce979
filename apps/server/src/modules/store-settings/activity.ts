import type { ActivityKind } from '../logs';

/** The general settings page's entries (admin setting/general). */
export const generalSettingsActivity: ActivityKind = {
  kind: 'setting:general',
  noun: 'settings',
  name: () => 'General',
  path: () => 'setting/general',
  fields: {
    order_status_id: { label: 'status of new orders', words: (id) => `#${id}` },
    abandoned_cart_minutes: { label: 'abandoned after (minutes)' },
  },
};
