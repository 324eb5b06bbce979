import { createHash, randomBytes } from 'node:crypto';
import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../../kernel/auth/tokens';
import type { RequestContext } from '../../kernel/context';
import { escapeHtml } from '../../kernel/pages/head-tags';
import { encryptSecret, isSignatureOf, signatureOf } from '../../kernel/secrets';
import { checkInstallRequest } from './install-request';

/**
 * The two sample apps of the demo's directory run inside the platform, so a merchant can try the
 * whole install by clicking. They behave as docs/apps.md asks of any app: the install page checks
 * the platform's signature, the link's age and that the consent page is on the shop's own origin,
 * makes its PKCE pair and sends the owner to the consent screen; the callback trades the code for
 * a token at that shop's token endpoint with its secret, calls the Admin API with it once inside
 * its scopes and once outside, and says what happened. Their registered redirect URI is a path
 * on the shop's own host (oauth.ts).
 */
const samples: Record<string, { inScope: string; inScopeWords: string; outOfScope: string }> = {
  'order-sync-sample': {
    inScope: '/api/v1/admin/orders?page=1&per_page=5',
    inScopeWords: 'read your orders',
    outOfScope: '/api/v1/admin/customers?page=1',
  },
  'stock-helper-sample': {
    inScope: '/api/v1/admin/products?page=1&per_page=5',
    inScopeWords: 'read your products',
    outOfScope: '/api/v1/admin/customers?page=1',
  },
};

export const sampleAppPath = (clientId: string, page: 'install' | 'callback') =>
  `/sample-apps/${clientId}/${page}`;

/** A sample app's secret: derived from the platform key, so no one else can make it. */
export const sampleAppSecret = (clientId: string) => signatureOf('sample-app-secret', clientId);

/**
 * The listing keeps a sample's derived secret (hashed for the token endpoint, sealed for signing
 * its install links and webhooks); set on first use, since the seed runs without the platform key.
 * Answers the sealed secret for a sample app, undefined for any other app.
 */
export async function ensureSampleSecret(ctx: RequestContext, clientId: string): Promise<string | undefined> {
  if (!samples[clientId]) return undefined;
  const secret = sampleAppSecret(clientId);
  const [row] = await ctx.db
    .select({ hash: schema.apps.clientSecretHash, sealed: schema.apps.sealedClientSecret })
    .from(schema.apps)
    .where(eq(schema.apps.clientId, clientId));
  if (!row) return undefined;
  if (row.hash === hashToken(secret) && row.sealed) return row.sealed;
  const sealed = encryptSecret(secret);
  await ctx.db
    .update(schema.apps)
    .set({ clientSecretHash: hashToken(secret), sealedClientSecret: sealed })
    .where(eq(schema.apps.clientId, clientId));
  return sealed;
}

const cookieName = (clientId: string) => `sample_app_${clientId.replaceAll('-', '_')}`;

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

export const sampleAppRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sample-apps/:clientId/install', { schema: { hide: true } }, async (request, reply) => {
    const { clientId } = request.params as { clientId: string };
    if (!samples[clientId])
      return page(reply, 404, 'No such sample app', '<p>This sample app does not exist.</p>');
    const origin = `${request.protocol}://${request.host}`;
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const checked = checkInstallRequest(sampleAppSecret(clientId), query);
    // This sample lives on the shop's host, so the shop the link vouches for must be this one.
    const reason = !checked.ok
      ? checked.reason
      : checked.shop !== origin
        ? 'The link is for another shop.'
        : undefined;
    if (!checked.ok || reason)
      return page(
        reply,
        400,
        'Open this from your admin',
        `<p>${escapeHtml(reason ?? '')} Nothing was installed: start the install from Apps in your shop’s admin.</p>`,
      );
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(12).toString('base64url');
    const value = `${verifier}.${state}.${Buffer.from(checked.shop).toString('base64url')}`;
    reply.setCookie(cookieName(clientId), `${value}.${signatureOf('sample-app-cookie', value)}`, {
      path: '/sample-apps',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: 600,
    });
    const [listed] = await request.ctx.db
      .select({ scopes: schema.apps.scopes })
      .from(schema.apps)
      .where(eq(schema.apps.clientId, clientId));
    const grant = checked.grantUrl;
    grant.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: `${checked.shop}${sampleAppPath(clientId, 'callback')}`,
      scope: (listed?.scopes ?? []).join(','),
      state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    return reply.redirect(grant.toString(), 302);
  });

  app.get('/sample-apps/:clientId/callback', { schema: { hide: true } }, async (request, reply) =>
    callback(request, reply),
  );
};

async function callback(request: FastifyRequest, reply: FastifyReply) {
  const { clientId } = request.params as { clientId: string };
  const query = request.query as { code?: string; state?: string; error?: string };
  const sample = samples[clientId];
  const back = `<p><a href="${escapeHtml(request.ctx.shop.adminPath)}/app/dashboard">Back to Apps</a></p>`;
  if (!sample) return page(reply, 404, 'No such sample app', back);
  if (query.error === 'access_denied')
    return page(
      reply,
      200,
      'Not installed',
      `<p>You refused the sample app: nothing was installed.</p>${back}`,
    );
  const [verifier, state, shop64, signature] = (request.cookies[cookieName(clientId)] ?? '').split('.');
  const valid =
    verifier &&
    state &&
    shop64 &&
    isSignatureOf('sample-app-cookie', `${verifier}.${state}.${shop64}`, signature);
  if (!valid || query.state !== state || !query.code)
    return page(
      reply,
      400,
      'Install again',
      `<p>This answer does not match an install this browser started.</p>${back}`,
    );
  reply.clearCookie(cookieName(clientId), { path: '/sample-apps' });
  // The secret goes only to the shop the signed install link named, as any app's should.
  const shop = new URL(Buffer.from(shop64, 'base64url').toString());
  const exchanged = await request.server.inject({
    method: 'POST',
    url: '/api/v1/oauth/token',
    headers: { host: shop.host },
    payload: {
      grant_type: 'authorization_code',
      code: query.code,
      redirect_uri: `${shop.origin}${sampleAppPath(clientId, 'callback')}`,
      client_id: clientId,
      client_secret: sampleAppSecret(clientId),
      code_verifier: verifier,
    },
  });
  const token = exchanged.json() as { access_token?: string; scope?: string; message?: string };
  if (exchanged.statusCode !== 200 || !token.access_token)
    return page(
      reply,
      400,
      'Not installed',
      `<p>${escapeHtml(token.message ?? 'The token exchange failed.')}</p>${back}`,
    );
  const call = (url: string) =>
    request.server.inject({
      method: 'GET',
      url,
      headers: { host: shop.host, authorization: `Bearer ${token.access_token}` },
    });
  const [inside, outside] = [await call(sample.inScope), await call(sample.outOfScope)];
  const found = (inside.json() as { meta?: { total?: number } }).meta?.total;
  return page(
    reply,
    200,
    'Installed',
    `<p>The sample app now holds a token for <strong>${escapeHtml((token.scope ?? '').replaceAll(',', ', '))}</strong>.</p>` +
      `<ul><li>Asked to ${escapeHtml(sample.inScopeWords)}: answered ${inside.statusCode}${found === undefined ? '' : ` (${found} found)`}.</li>` +
      `<li>Asked for your customers, which it was not granted: answered ${outside.statusCode} — ${escapeHtml((outside.json() as { message?: string }).message ?? '')}</li></ul>` +
      back,
  );
}
