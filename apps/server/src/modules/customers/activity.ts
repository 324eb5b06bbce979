import type { ActivityKind } from '../logs';

/** How customer entries read in the activity log (admin customer/{id}). */
export const customerActivity: ActivityKind = {
  kind: 'customer',
  areas: ['customers'],
  path: (id) => `customer/${id}`,
};
