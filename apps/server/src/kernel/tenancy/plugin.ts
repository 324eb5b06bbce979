import { errorCodes } from '@emporia/contracts/errors';
import type { Db } from '@emporia/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../context';
import '../fastify-types';
import { shopClosedPage, shopNotFoundPage, shopSuspendedPage } from '../pages/not-found-page';
import type { ShopResolver } from './resolve';

/** The code a suspended shop's admin API answers with; the admin shows its message. */
export const shopSuspendedCode = 'SHOP_SUSPENDED';
/** The code a suspended shop's storefront API answers with. */
export const shopClosedCode = 'SHOP_CLOSED';

/**
 * Resolves the shop of every request from its Host before anything else runs.
 * An unknown shop gets a bare 404 that names nothing; a suspended one is closed for now to
 * shoppers (503) and tells its staff why at the admin door (403).
 */
export function registerTenancy(
  app: FastifyInstance,
  resolver: ShopResolver,
  db: Db,
  /** Answers requests to the platform's own host (its home and sign-up, ADR 0074). */
  platformHost?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  app.decorateRequest('shop', null);
  app.decorateRequest('ctx', null as unknown as RequestContext);

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.tenancy === 'none') return;
    const { shop, hostname, primaryHost, platform, suspended } = await resolver.resolveHost(
      request.headers.host,
    );
    if (platform && platformHost) return platformHost(request, reply);
    if (suspended) {
      return isAdminDoor(request, suspended.adminPath)
        ? sendShopSuspended(request, reply, suspended.reason)
        : sendShopClosed(request, reply, suspended.name);
    }
    if (!shop) return sendShopNotFound(request, reply);
    if (primaryHost && hostname !== primaryHost && redirectsToPrimary(request, shop.adminPath)) {
      return reply.redirect(primaryUrl(request, primaryHost), 301);
    }
    request.shop = shop;
    request.ctx = { shop, actor: { kind: 'guest' }, db };
  });
}

export function sendShopNotFound(request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  if (request.url.startsWith('/api/')) {
    return reply.code(404).send({ message: 'Shop not found.', code: errorCodes.shopNotFound });
  }
  return reply.code(404).type('text/html; charset=utf-8').send(shopNotFoundPage);
}

/** The admin pages and the admin's API: where staff of a suspended shop learn why (ADR 0076). */
function isAdminDoor(request: FastifyRequest, adminPath: string): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  return (
    pathname === adminPath ||
    pathname.startsWith(`${adminPath}/`) ||
    pathname.startsWith('/api/v1/admin-') ||
    pathname.startsWith('/api/v1/admin/')
  );
}

function sendShopSuspended(request: FastifyRequest, reply: FastifyReply, reason: string | null) {
  reply.header('cache-control', 'no-store');
  const message = `This shop is suspended${reason ? `: ${reason}` : '.'} Please contact the platform's support.`;
  if (request.url.startsWith('/api/')) {
    return reply.code(403).send({ message, code: shopSuspendedCode });
  }
  return reply.code(403).type('text/html; charset=utf-8').send(shopSuspendedPage(message));
}

/**
 * A suspended shop's storefront, API and files: closed for now, as a paused one is (503, to come
 * back later), naming the shop but not the operator's reason, which is for its staff.
 */
function sendShopClosed(request: FastifyRequest, reply: FastifyReply, shopName: string) {
  reply.header('cache-control', 'no-store').header('retry-after', '3600');
  if (request.url.startsWith('/api/')) {
    return reply.code(503).send({ message: 'This shop is closed for now.', code: shopClosedCode });
  }
  return reply.code(503).type('text/html; charset=utf-8').send(shopClosedPage(shopName));
}

/**
 * Storefront pages move to the shop's primary domain (one address for search engines and
 * shoppers). The API, the admin, files and ACME challenges stay on every host, so the admin keeps
 * working on the platform host and a page's scripts load from where the page came.
 */
function redirectsToPrimary(request: FastifyRequest, adminPath: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/') || pathname.startsWith('/.well-known/')) return false;
  if (pathname === adminPath || pathname.startsWith(`${adminPath}/`)) return false;
  // Files (scripts, pictures, robots.txt, sitemaps) are answered on the host that asked.
  return !/\.[a-z0-9]+$/i.test(pathname);
}

function primaryUrl(request: FastifyRequest, primaryHost: string): string {
  const port = /:(\d+)$/.exec(request.headers.host ?? '')?.[1];
  return `${request.protocol}://${primaryHost}${port ? `:${port}` : ''}${request.url}`;
}
