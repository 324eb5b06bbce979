import { type Db, schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAppToken } from './auth/app-tokens';
import { bearerTokenOf, hashToken } from './auth/tokens';

/**
 * An installed app's Admin API calls count in a bucket of their own, keyed by app and shop
 * rather than by address (ADR 0121): an app calling many shops from one server is limited per
 * shop, and two apps of one shop do not use up each other's requests. Staff, customers and
 * guests keep the per-address limit of kernel/security.ts.
 */

/** The app token of an /api request, if it carries one (then security.ts leaves it to this hook). */
export function appTokenOf(request: FastifyRequest): string | undefined {
  if (!request.url.startsWith('/api/')) return undefined;
  const token = bearerTokenOf(request.headers.authorization);
  return token && isAppToken(token) ? token : undefined;
}

const bucketKeys = new WeakMap<FastifyRequest, string>();

/**
 * Counts app requests once the shop is known (after tenancy's hook, before the routes' guards,
 * so a 401 or 403 is counted and answers with the X-RateLimit-* headers too). A token that is
 * not a live installation of this shop counts against its address, as any other caller does.
 */
export function countAppRequests(app: FastifyInstance, db: Db, appMax: number): void {
  const byApp = app.rateLimit({
    max: appMax,
    keyGenerator: (request) => bucketKeys.get(request) ?? request.ip,
  });
  const byAddress = app.rateLimit();
  const { appInstallations } = schema;
  app.addHook('onRequest', async (request, reply) => {
    const token = appTokenOf(request);
    if (!token || request.routeOptions.config?.rateLimit) return;
    const shopId = request.shop?.id;
    const [installation] = shopId
      ? await db
          .select({ appId: appInstallations.appId })
          .from(appInstallations)
          .where(
            and(
              eq(appInstallations.shopId, shopId),
              eq(appInstallations.tokenHash, hashToken(token)),
              eq(appInstallations.status, 'active'),
            ),
          )
      : [];
    if (!installation) return byAddress.call(app, request, reply);
    bucketKeys.set(request, `app:${installation.appId}:shop:${shopId}`);
    return byApp.call(app, request, reply);
  });
}
