import type { ApiVersion } from '@emporia/contracts/api-versions';
import type { RouteAccess } from './auth/route-access';
import type { ReadHandle, RequestContext } from './context';
import type { Shop } from './tenancy/shop';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop of this request's Host; null only on routes with `config.tenancy: 'none'`. */
    shop: Shop | null;
    ctx: RequestContext;
    /** Where a GET's catalogue reads may go when a replica is configured (kernel/read-replica.ts). */
    readHandle: ReadHandle | null;
    /** The Admin API version this request is served (kernel/api-versions.ts); the first elsewhere. */
    apiVersion: ApiVersion;
  }
  interface FastifyInstance {
    /** Drops this process's cached shops: a change to the shop row shows on the next request. */
    forgetShops(): void;
  }
  interface FastifyContextConfig {
    /** 'host' (default): the shop comes from the Host header, unknown hosts get 404. 'none': platform route. */
    tenancy?: 'host' | 'none';
    /** Who may call the route; required on every /api route (kernel/auth/access.ts). */
    access?: RouteAccess;
    /**
     * false: this write changes nothing a storefront read shows (a tracking beacon), so its
     * client gets no WAL token and keeps reading the replica (ADR 0087).
     */
    readYourWrites?: boolean;
    /**
     * false: this admin POST changes nothing (a preview, a test mail, a quote), so the activity log
     * leaves it out (modules/logs/audit-trail.ts).
     */
    activity?: false;
  }
}
