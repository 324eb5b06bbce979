/** What an admin role can grant; an owner has all of them. Each admin API area checks one. */
export const adminPermissions = [
  'catalog',
  'customers',
  'orders',
  'discounts',
  'settings',
  'appearance',
  'analytics',
  'apps',
  'subscription',
  'plugins',
  'users',
] as const;
export type AdminPermission = (typeof adminPermissions)[number];
