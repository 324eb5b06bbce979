import type { Db } from '@emporia/db';
import type { FastifyInstance } from 'fastify';
import { shopClosedPage } from '../../kernel/pages/not-found-page';
import { isPaused } from './queries';

/**
 * Storefront reads the admin makes too (the shop's config on a language switch, the country list
 * of the zone settings): they reveal nothing a closed shop hides, and the admin stays usable.
 */
const adminAlsoReads = (pathname: string) =>
  pathname === '/api/v1/storefront/config' || pathname.startsWith('/api/v1/storefront/countries');

/**
 * Closes the storefront of a shop whose subscription is paused (renewal unpaid after the grace
 * period, or a trial that ended): its pages show the closed page and its storefront API answers
 * 423 shop_paused. The admin, files and every other route stay open, so the owner can pay.
 */
export function registerPausedStorefront(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request, reply) => {
    const shop = request.shop;
    if (!shop) return;
    const pathname = request.url.split('?')[0] ?? '/';
    const api = pathname.startsWith('/api/v1/storefront/') && !adminAlsoReads(pathname);
    const page =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/.well-known/') &&
      pathname !== shop.adminPath &&
      !pathname.startsWith(`${shop.adminPath}/`) &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (!api && !page) return;
    if (!(await isPaused(db, shop.id))) return;
    reply.header('cache-control', 'no-store');
    if (api) {
      return reply.code(423).send({ message: 'This shop is closed for now.', code: 'shop_paused' });
    }
    return reply
      .code(503)
      .header('retry-after', '3600')
      .type('text/html; charset=utf-8')
      .send(shopClosedPage(shop.name));
  });
}
