import { scopeCovers, scopeFor } from '@emporia/contracts/app-scopes';
import type { AdminPermission } from '@emporia/contracts/permissions';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import { hashToken, newToken } from './tokens';

/** App access tokens carry this prefix, so the guard knows which table to ask (and leaks show up in scans). */
export const appTokenPrefix = 'emp_app_';

export const newAppToken = (): string => `${appTokenPrefix}${newToken()}`;
export const isAppToken = (token: string): boolean => token.startsWith(appTokenPrefix);

/**
 * Lets an installed app in where a staff route needs `needed` (ADR 0070): the
 * token must belong to a live installation in this shop, and one of the
 * permissions must map to a scope the app holds for this method. Routes open
 * to any staff member, and staff, apps or subscription routes, are not for apps.
 */
export async function requireAppScope(
  request: FastifyRequest,
  token: string,
  needed: readonly AdminPermission[],
): Promise<void> {
  const { db, shop } = request.ctx;
  const { appInstallations } = schema;
  const [installation] = await db
    .select({ id: appInstallations.id, appId: appInstallations.appId, scopes: appInstallations.scopes })
    .from(appInstallations)
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
  const candidates = needed.map((p) => scopeFor(p, request.method));
  const scopes = candidates.filter((s) => s !== undefined);
  if (!scopes.length) throw forbidden('Apps cannot use this endpoint; it is for staff only.');
  if (!scopes.some((s) => scopeCovers(installation.scopes, s))) {
    throw forbidden(`This app lacks the ${scopes.join(' or ')} scope.`);
  }
  // Last use is shown to the owner; once a minute at most would do, but a write per call is cheap here.
  await db
    .update(appInstallations)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(appInstallations.shopId, shop.id), eq(appInstallations.id, installation.id)));
}
