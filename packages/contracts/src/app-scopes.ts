import type { AdminPermission } from './permissions';

/**
 * What an app may be granted: read_X and write_X per admin area (ADR 0070).
 * Each admin permission maps to one resource name; an app's call to a route
 * needing that permission is a read when it is GET/HEAD and a write otherwise.
 * Staff accounts, apps and the subscription are never an app's business.
 */
export const scopeResources = {
  catalog: 'products',
  customers: 'customers',
  orders: 'orders',
  discounts: 'discounts',
  settings: 'settings',
  appearance: 'themes',
  analytics: 'analytics',
  plugins: 'plugins',
} as const satisfies Partial<Record<AdminPermission, string>>;

export type ScopeResource = (typeof scopeResources)[keyof typeof scopeResources];
export type AppScope = `read_${ScopeResource}` | `write_${ScopeResource}`;

export const appScopes: readonly AppScope[] = Object.values(scopeResources).flatMap((r) => [
  `read_${r}` as const,
  `write_${r}` as const,
]);

export const isAppScope = (value: string): value is AppScope =>
  (appScopes as readonly string[]).includes(value);

/** The scope an app needs to call a route guarded by `permission` with `method`; none for staff matters. */
export function scopeFor(permission: AdminPermission, method: string): AppScope | undefined {
  const resource = (scopeResources as Partial<Record<AdminPermission, ScopeResource>>)[permission];
  if (!resource) return undefined;
  return ['GET', 'HEAD'].includes(method.toUpperCase()) ? `read_${resource}` : `write_${resource}`;
}

/** True when `granted` covers `needed`: a write scope includes reading the same thing. */
export function scopeCovers(granted: readonly string[], needed: AppScope): boolean {
  if (granted.includes(needed)) return true;
  return needed.startsWith('read_') && granted.includes(needed.replace('read_', 'write_'));
}

const resourceWords: Record<ScopeResource, string> = {
  products: 'products, collections and stock',
  customers: 'customers and their addresses',
  orders: 'orders, returns and payments',
  discounts: 'discounts, coupons and gift cards',
  settings: 'store settings',
  themes: 'theme and storefront look',
  analytics: 'reports and analytics',
  plugins: 'plugins',
};

/** The scope in plain words for the consent screen: "See your products…", "Change your orders…". */
export function scopeInWords(scope: AppScope): string {
  const [verb, resource] = scope.split('_') as ['read' | 'write', ScopeResource];
  return `${verb === 'read' ? 'See' : 'Change'} your ${resourceWords[resource]}`;
}
