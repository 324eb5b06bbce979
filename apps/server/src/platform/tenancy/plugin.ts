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
    const shop = await resolver.resolve(request.headers.host);
    if (!shop) return sendShopNotFound(request, reply);
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
