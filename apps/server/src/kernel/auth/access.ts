import type { AdminPermission } from '@emporia/contracts/permissions';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import '../fastify-types';
import { optionalCustomer, requireAdmin, requireCustomer } from './guards';
import type { RouteAccess } from './route-access';

export const access = {
  public: { kind: 'public' },
  guestOrCustomer: { kind: 'guest-or-customer' },
  customer: { kind: 'customer' },
  staff: (permission: AdminPermission, ...or: AdminPermission[]): RouteAccess =>
    or.length ? { kind: 'staff', permission, or } : { kind: 'staff', permission },
  anyStaff: { kind: 'any-staff' },
  platformOperator: { kind: 'platform-operator' },
  developer: { kind: 'developer' },
} as const satisfies Record<
  string,
  RouteAccess | ((p: AdminPermission, ...or: AdminPermission[]) => RouteAccess)
>;

/** One declared route, as the enumeration tests see it. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

const guardOf = (declared: RouteAccess): onRequestHookHandler | undefined => {
  switch (declared.kind) {
    case 'customer':
      return requireCustomer;
    case 'guest-or-customer':
      return optionalCustomer;
    case 'staff':
      return requireAdmin(declared.permission, ...(declared.or ?? []));
    case 'any-staff':
      return requireAdmin();
    default:
      return undefined;
  }
};

/** Paths that are not API operations: the interactive API documentation. */
const undeclaredPrefixes = ['/api/docs'];

/**
 * Installs the rule on `app` before any route is added. Returns the list of
 * declared routes, filled as routes are registered.
 */
export function enforceRouteAccess(app: FastifyInstance): DeclaredRoute[] {
  const declared: DeclaredRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || undeclaredPrefixes.some((p) => route.url.startsWith(p))) return;
    const methods = ([] as string[]).concat(route.method);
    const routeAccess = route.config?.access;
    if (!routeAccess) {
      throw new Error(
        `${methods.join(',')} ${route.url} declares no access: add config.access (kernel/auth/access.ts).`,
      );
    }
    if (
      route.url.startsWith('/api/v1/admin/') &&
      routeAccess.kind !== 'staff' &&
      routeAccess.kind !== 'any-staff'
    ) {
      throw new Error(
        `${methods.join(',')} ${route.url} is an admin route but is open to ${routeAccess.kind}.`,
      );
    }
    const guard = guardOf(routeAccess);
    if (guard) route.onRequest = [guard, ...([] as onRequestHookHandler[]).concat(route.onRequest ?? [])];
    for (const method of methods) declared.push({ method, url: route.url, access: routeAccess });
  });
  return declared;
}
