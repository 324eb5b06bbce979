import { type ActivityKind, words } from '../logs';

/** How staff entries read in the activity log (admin users). */
export const staffActivity: ActivityKind = {
  kind: 'staff member',
  areas: ['users', 'roles'],
  path: () => 'users',
  fields: {
    status: { label: 'status', words: (s) => (s === 'disabled' ? 'Disabled' : 'Active') },
    enable_2fa: { label: 'two-step sign-in', words: words.onOff },
    is_owner: null,
    has_password: null,
    created_at: null,
  },
};
