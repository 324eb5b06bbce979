import { errorCodes } from '@emporia/contracts/errors';
import { tagHosts } from '@emporia/contracts/tracking-tags';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { appTokenOf } from './app-rate-limit';
import { adminEarlyScriptSource } from './pages/admin-early-calls';
import { postgresRateLimitStore } from './rate-limit-store';
import type { Shop } from './tenancy/shop';

/**
 * Origins every shop's pages may use: the payment SDKs of the methods the platform offers.
 * The third-party tags (analytics, bot protection, social-ad pixel) are added per shop, only when
 * that shop configured them, and never on its admin pages (contentSecurityPolicyOf).
 */
const paymentScripts = [
  'https://js.stripe.com',
  'https://www.paypal.com',
  'https://js.braintreegateway.com',
  'https://*.braintreegateway.com',
  'https://www.sandbox.paypal.com',
  'https://web.squarecdn.com',
  'https://sandbox.web.squarecdn.com',
];
const paymentConnects = [
  'https://api.stripe.com',
  'https://www.paypal.com',
  'https://www.sandbox.paypal.com',
  'https://*.braintree-api.com',
  'https://*.braintreegateway.com',
  'https://*.squareup.com',
  'https://*.squareupsandbox.com',
];
const paymentFrames = [
  'https://*.braintreegateway.com',
  'https://www.sandbox.paypal.com',
  'https://js.stripe.com',
  'https://www.paypal.com',
  'https://*.squarecdn.com',
];

type TaggedShop = Pick<Shop, 'gaMeasurementId' | 'recaptchaSiteKey' | 'socialPixelId' | 'adminPath'>;

const policies = new Map<string, string>();

/** The CSP of one response: the shop's configured tag hosts on its storefront, none elsewhere. */
export function contentSecurityPolicyOf(shop: TaggedShop | null, pathname: string): string {
  // No shop: the platform home, whose sign-up form may ask the platform's bot protection.
  if (!shop) return policyWith([tagHosts.botProtection]);
  const inAdmin = pathname === shop.adminPath || pathname.startsWith(`${shop.adminPath}/`);
  // The admin's own early calls are the one inline script allowed, by its hash (ADR 0133).
  if (inAdmin) return policyWith([], [adminEarlyScriptSource]);
  const tags = [
    shop.gaMeasurementId ? tagHosts.analytics : undefined,
    shop.recaptchaSiteKey ? tagHosts.botProtection : undefined,
    shop.socialPixelId ? tagHosts.socialPixel : undefined,
  ].filter((tag) => tag !== undefined);
  return policyWith(tags);
}

type TagHosts = (typeof tagHosts)[keyof typeof tagHosts];

function policyWith(tags: readonly TagHosts[], ownScripts: readonly string[] = []): string {
  const key = [...tags.map((tag) => tag.script[0]), ...ownScripts].join(' ');
  const kept = policies.get(key);
  if (kept) return kept;
  const unique = (list: readonly string[]) => [...new Set(list)].join(' ');
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${unique([...ownScripts, ...paymentScripts, ...tags.flatMap((tag) => tag.script)])}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${unique([...paymentConnects, ...tags.flatMap((tag) => tag.connect)])}`,
    `frame-src 'self' ${unique([...paymentFrames, ...tags.flatMap((tag) => tag.frame)])}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join(';');
  policies.set(key, policy);
  return policy;
}

export interface SecuritySettings {
  hsts: boolean;
  rateLimitMax: number;
  redisUrl: string | undefined;
  /** Where the counts live (config RATE_LIMIT_STORE); `pool` is PostgreSQL's, absent on PGlite. */
  rateLimitStore: 'auto' | 'redis' | 'postgres' | 'memory';
  pool: pg.Pool | undefined;
}

/**
 * Counts shared by every server process (ADR 0084): Redis when configured, else PostgreSQL;
 * memory (per process) on PGlite, which serves one process anyway, or when asked for.
 */
function rateLimitStoreOf(settings: SecuritySettings): 'redis' | 'postgres' | 'memory' {
  const wanted = settings.rateLimitStore;
  if (wanted === 'redis' || (wanted === 'auto' && settings.redisUrl)) {
    if (!settings.redisUrl) throw new Error('RATE_LIMIT_STORE=redis needs REDIS_URL');
    return 'redis';
  }
  if (wanted === 'postgres' || (wanted === 'auto' && settings.pool)) {
    if (!settings.pool) throw new Error('RATE_LIMIT_STORE=postgres needs DATABASE_URL');
    return 'postgres';
  }
  return 'memory';
}

/**
 * Security headers with a CSP the SPA works under. Set deliberately: helmet's
 * defaults add upgrade-insecure-requests and HSTS, which break plain-HTTP
 * shop hosts such as demo.localhost.
 */
export async function registerSecurity(
  app: FastifyInstance,
  settings: SecuritySettings,
): Promise<() => Promise<void>> {
  await app.register(helmet, {
    hsts: settings.hsts ? { maxAge: 15552000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Per shop and page, in the hook below.
    contentSecurityPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    // A route that set its own (served files are sandboxed) keeps it.
    if (reply.hasHeader('content-security-policy')) return;
    reply.header(
      'content-security-policy',
      contentSecurityPolicyOf(request.shop ?? null, request.url.split('?')[0]!),
    );
  });

  const store = rateLimitStoreOf(settings);
  // ioredis (~20 MB resident) loads only when Redis counts the limit.
  const redis =
    store === 'redis' && settings.redisUrl
      ? new (await import('ioredis')).Redis(settings.redisUrl, {
          lazyConnect: false,
          maxRetriesPerRequest: 1,
        })
      : undefined;
  await app.register(rateLimit, {
    // Counted in the hook below, not per route: see there.
    global: false,
    max: settings.rateLimitMax || 1,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'emporia-rl-' } : {}),
    ...(store === 'postgres' && settings.pool ? { store: postgresRateLimitStore(settings.pool) } : {}),
    // A counter that cannot be reached lets the request through rather than failing it.
    skipOnError: true,
    // Pages and assets are cheap and cached; the API is what a flood hurts.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      code: errorCodes.tooManyRequests,
    }),
  });
  if (settings.rateLimitMax > 0) {
    // A root hook runs before every route's own hooks, so a request refused by its access guard
    // (401, 403) or the operator's token check is counted too and answers with the
    // X-RateLimit-* headers the API document promises (ADR 0116). A route with its own limit
    // (`config.rateLimit`, the sign-up) keeps the plugin's per-route hook instead.
    const limit = app.rateLimit();
    app.addHook('onRequest', async (request, reply) => {
      // An app's token counts in its app and shop's bucket, once the shop is known (app-rate-limit.ts).
      if (request.routeOptions.config?.rateLimit || appTokenOf(request)) return;
      await limit.call(app, request, reply);
    });
  }
  return async () => {
    if (redis) await redis.quit().catch(() => {});
  };
}
