import type { ActivityKind } from '../logs';

/** How order entries read in the activity log: by reference, opening admin order/{id}. */
export const orderActivity: ActivityKind = {
  kind: 'order',
  areas: ['orders'],
  name: (state) => (typeof state.ref === 'string' ? state.ref : undefined),
  path: (id) => `order/${id}`,
  fields: { status: { label: 'status' }, comment: { label: 'comment' } },
};
