import { scopeCovers } from '@emporia/contracts/app-scopes';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { adoptAppVersion } from '../api-versions';
import { forbidden, unauthorized } from '../errors';
import { anyApp, appScopeOf, staffOnly } from './app-operation-scopes';
import { hashToken, newToken } from './tokens';

/** App access tokens carry this prefix, so the guard knows which table to ask (and leaks show up in scans). */
export const appTokenPrefix = 'emp_app_';

export const newAppToken = (): string => `${appTokenPrefix}${newToken()}`;
export const isAppToken = (token: string): boolean => token.startsWith(appTokenPrefix);

/**
 * Lets an installed app into a staff route (ADR 0105): the token must belong to
 * a live installation in this shop, and the app must hold the scope the one
 * table of Admin API operations names for this route (app-operation-scopes.ts).
 * An operation the table marks staff only, or does not list, is refused.
 */
export async function requireAppScope(request: FastifyRequest, token: string): Promise<void> {
  const { db, shop } = request.ctx;
  const { appInstallations, apps } = schema;
  const [installation] = await db
    .select({
      id: appInstallations.id,
      appId: appInstallations.appId,
      scopes: appInstallations.scopes,
      apiVersion: apps.apiVersion,
    })
    .from(appInstallations)
    .innerJoin(apps, eq(apps.id, appInstallations.appId))
    .where(
      and(
        eq(appInstallations.shopId, shop.id),
        eq(appInstallations.tokenHash, hashToken(token)),
        eq(appInstallations.status, 'active'),
      ),
    );
  if (!installation) throw unauthorized('This app access token is not valid for this shop, or was revoked.');
  request.ctx.actor = {
    kind: 'app',
    appId: installation.appId,
    installationId: installation.id,
    scopes: installation.scopes,
  };
  adoptAppVersion(request, installation.apiVersion);
  const needed = appScopeOf(request.method, request.routeOptions.url ?? '');
  if (!needed || needed === staffOnly)
    throw forbidden('Apps cannot use this endpoint; it is for staff only.');
  if (needed === anyApp) {
    // The route holds the app to what the request needs.
  } else if (typeof needed === 'object') {
    if (!needed.oneOf.some((scope) => scopeCovers(installation.scopes, scope)))
      throw forbidden(`This app lacks the ${needed.oneOf.join(', ').replace(/, ([^,]*)$/, ' or $1')} scope.`);
  } else if (!scopeCovers(installation.scopes, needed)) {
    throw forbidden(`This app lacks the ${needed} scope.`);
  }
  // Last use is shown to the owner; once a minute at most would do, but a write per call is cheap here.
  await db
    .update(appInstallations)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(appInstallations.shopId, shop.id), eq(appInstallations.id, installation.id)));
}
