import { createHash, timingSafeEqual } from 'node:crypto';
import { type AppScope, scopeInWords } from '@emporia/contracts/app-scopes';
import type {
  authorizeDecisionSchema,
  authorizeQuerySchema,
  Consent,
  tokenRequestSchema,
} from '@emporia/contracts/apps';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { newAppToken } from '../../kernel/auth/app-tokens';
import { hashToken, newToken } from '../../kernel/auth/tokens';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { assertWithinPlan } from '../plan-limits';
import { type AppRow, appByClientId, installationOf } from './queries';
import { acceptedSecretHashes } from './registration';
import { subscribeAtInstall } from './subscriptions';

type AuthorizeQuery = z.output<typeof authorizeQuerySchema>;
type TokenRequest = z.output<typeof tokenRequestSchema>;

/** Authorization codes live this long (RFC 6749 §4.1.2 recommends at most ten minutes). */
export const codeLifetimeMs = 10 * 60_000;

/** An OAuth failure: the API's 4xx with RFC 6749's error code as `code`. */
export const oauthError = (status: number, error: string, message: string) =>
  new AppError(status, error, message);

const words = (scopes: readonly string[]) =>
  scopes.map((scope) => ({ scope, words: scopeInWords(scope as AppScope) }));

/**
 * Checks what an app put in the consent link. Problems with the client or the
 * redirect URI are shown on the consent page and never sent to that URI
 * (RFC 6749 §4.1.2.1): an unregistered URI could be an attacker's.
 */
async function checkRequest(ctx: RequestContext, query: AuthorizeQuery, host?: string): Promise<AppRow> {
  const app = await appByClientId(ctx, query.client_id);
  if (!app) throw oauthError(400, 'invalid_client', 'No app is registered with this client_id.');
  if (!app.redirectUris.some((registered) => sameRedirect(registered, query.redirect_uri, host))) {
    throw oauthError(
      400,
      'invalid_request',
      `The redirect_uri is not registered for ${app.name}. You were not sent there; ask the app's developer.`,
    );
  }
  const extra = query.scope.filter((s) => !app.scopes.includes(s));
  if (extra.length) {
    throw oauthError(400, 'invalid_scope', `${app.name} is not registered for ${extra.join(', ')}.`);
  }
  return app;
}

/**
 * A registered URI matches exactly; one registered as a bare path (the platform's own sample apps,
 * sample-apps.ts) matches that path on the shop's own host, the one the consent page is on.
 */
function sameRedirect(registered: string, given: string, host: string | undefined): boolean {
  if (registered === given) return true;
  if (!registered.startsWith('/') || !host) return false;
  try {
    const url = new URL(given);
    return url.host === host && url.pathname === registered && url.search === '';
  } catch {
    return false;
  }
}

export async function consentFor(
  ctx: RequestContext,
  query: AuthorizeQuery,
  host?: string,
): Promise<Consent> {
  const app = await checkRequest(ctx, query, host);
  const installation = await installationOf(ctx, app.id);
  return {
    app: {
      id: app.id,
      name: app.name,
      icon: app.icon,
      description: app.description,
      developer: app.developer,
    },
    scopes: words(query.scope),
    redirect_uri: query.redirect_uri,
    installed: installation?.status === 'active',
  };
}

/** The owner's answer: a one-use code back to the app, or access_denied. */
export async function decide(
  ctx: RequestContext,
  decision: z.output<typeof authorizeDecisionSchema>,
  host?: string,
): Promise<string> {
  const app = await checkRequest(ctx, decision, host);
  const back = new URL(decision.redirect_uri);
  if (decision.state !== undefined) back.searchParams.set('state', decision.state);
  if (decision.decision === 'refuse') {
    back.searchParams.set('error', 'access_denied');
    return back.toString();
  }
  const code = newToken();
  await inTransaction(ctx, async (tx) => {
    // Refused here, where the owner reads it; the install itself is counted again at the exchange.
    await refuseUnlessAppFits(tx, app.id);
    await tx.db.insert(schema.appAuthorizationCodes).values({
      shopId: tx.shop.id,
      appId: app.id,
      codeHash: hashToken(code),
      redirectUri: decision.redirect_uri,
      scopes: decision.scope,
      codeChallenge: decision.code_challenge,
      grantedBy: tx.actor.kind === 'admin' ? tx.actor.adminId : null,
      expiresAt: new Date(Date.now() + codeLifetimeMs),
    });
  });
  back.searchParams.set('code', code);
  return back.toString();
}

/** A new install counts against the plan; a granted app asking again (new scopes) does not. */
async function refuseUnlessAppFits(tx: RequestContext, appId: number): Promise<void> {
  if ((await installationOf(tx, appId))?.status !== 'active') await assertWithinPlan(tx, 'apps');
}

const sameSecret = (stored: string, given: string) => {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(hashToken(given), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * The token endpoint (RFC 6749 §4.1.3, RFC 7636 §4.6): a code, its verifier and
 * the app's credentials become the shop's access token for the app. A code used
 * twice revokes the token it gave (§4.1.2), kept even though the call fails.
 */
export async function exchangeCode(
  ctx: RequestContext,
  request: TokenRequest,
): Promise<{ access_token: string; token_type: 'bearer'; scope: string }> {
  const app = await appByClientId(ctx, request.client_id);
  // Within 24 hours of a rotation the previous secret is still accepted (ADR 0122).
  const accepted = app ? acceptedSecretHashes(app) : [];
  if (!app || !accepted.some((hash) => sameSecret(hash, request.client_secret))) {
    throw oauthError(401, 'invalid_client', 'The client_id or client_secret is wrong.');
  }
  const result = await inTransaction(ctx, async (tx) => {
    const { appAuthorizationCodes, appInstallations } = schema;
    const [code] = await tx.db
      .select()
      .from(appAuthorizationCodes)
      .where(
        and(
          eq(appAuthorizationCodes.shopId, ctx.shop.id),
          eq(appAuthorizationCodes.codeHash, hashToken(request.code)),
          eq(appAuthorizationCodes.appId, app.id),
        ),
      )
      .for('update');
    if (!code) return { error: 'The authorization code is not valid for this app and shop.' };
    if (code.usedAt) {
      await tx.db
        .update(appInstallations)
        .set({ tokenHash: null, status: 'revoked', revokedAt: new Date() })
        .where(and(eq(appInstallations.shopId, ctx.shop.id), eq(appInstallations.tokenCodeId, code.id)));
      return { error: 'The authorization code was already used; the token it gave is revoked.' };
    }
    if (code.expiresAt.getTime() < Date.now()) {
      return { error: 'The authorization code has expired. Ask the owner to grant access again.' };
    }
    if (code.redirectUri !== request.redirect_uri) {
      return { error: 'The redirect_uri differs from the one the code was issued for.' };
    }
    if (challengeOf(request.code_verifier) !== code.codeChallenge) {
      return { error: 'The code_verifier does not match the code_challenge.' };
    }
    // The install happens here: counted under the shop's apps lock, so grants exchanged at once
    // cannot pass the plan together (ADR 0103).
    await refuseUnlessAppFits(tx, app.id);
    await tx.db
      .update(appAuthorizationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(appAuthorizationCodes.shopId, ctx.shop.id), eq(appAuthorizationCodes.id, code.id)));
    const token = newAppToken();
    const values = {
      scopes: code.scopes,
      tokenHash: hashToken(token),
      tokenCodeId: code.id,
      status: 'active',
      installedAt: new Date(),
      revokedAt: null,
    };
    await tx.db
      .insert(appInstallations)
      .values({ shopId: ctx.shop.id, appId: app.id, ...values })
      .onConflictDoUpdate({ target: [appInstallations.shopId, appInstallations.appId], set: values });
    await subscribeAtInstall(tx, app, code.scopes);
    return { token, scopes: code.scopes };
  });
  if (!result.token)
    throw oauthError(400, 'invalid_grant', result.error ?? 'The authorization code is not valid.');
  return { access_token: result.token, token_type: 'bearer', scope: result.scopes.join(',') };
}
