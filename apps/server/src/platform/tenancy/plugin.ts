import { errorCodes } from '@emporia/contracts/errors';
import type { Db } from '@emporia/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../context';
import '../fastify-types';
import { shopNotFoundPage } from '../pages/not-found-page';
import type { ShopResolver } from './resolve';

/**
 * Resolves the shop of every request from its Host before anything else runs.
 * An unknown or suspended shop gets a bare 404 that names nothing.
 */
export function registerTenancy(app: FastifyInstance, resolver: ShopResolver, db: Db): void {
  app.decorateRequest('shop', null);
  app.decorateRequest('ctx', null as unknown as RequestContext);

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.tenancy === 'none') return;
    const { shop, hostname, primaryHost } = await resolver.resolveHost(request.headers.host);
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
