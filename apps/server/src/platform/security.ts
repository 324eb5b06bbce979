import { errorCodes } from '@emporia/contracts/errors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** Origins of the third-party scripts the spec loads: bot protection, analytics, payment SDKs. */
const scriptOrigins = [
  'https://www.google.com',
  'https://www.gstatic.com',
  'https://www.googletagmanager.com',
  'https://js.stripe.com',
  'https://www.paypal.com',
  'https://js.braintreegateway.com',
  'https://*.braintreegateway.com',
  'https://www.sandbox.paypal.com',
  'https://web.squarecdn.com',
  'https://sandbox.web.squarecdn.com',
];
const connectOrigins = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.google.com',
  'https://api.stripe.com',
  'https://www.paypal.com',
  'https://www.sandbox.paypal.com',
  'https://*.braintree-api.com',
  'https://*.braintreegateway.com',
  'https://*.squareup.com',
  'https://*.squareupsandbox.com',
];
const frameOrigins = [
  'https://*.braintreegateway.com',
  'https://www.sandbox.paypal.com',
  'https://www.google.com',
  'https://js.stripe.com',
  'https://www.paypal.com',
  'https://*.squarecdn.com',
];

export interface SecuritySettings {
  hsts: boolean;
  rateLimitMax: number;
  redisUrl: string | undefined;
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
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connectOrigins],
        frameSrc: ["'self'", ...frameOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  });

  const redis = settings.redisUrl
    ? new Redis(settings.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  await app.register(rateLimit, {
    global: settings.rateLimitMax > 0,
    max: settings.rateLimitMax || 1,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'emporia-rl-' } : {}),
    // Pages and assets are cheap and cached; the API is what a flood hurts.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      code: errorCodes.tooManyRequests,
    }),
  });
  return async () => {
    if (redis) await redis.quit().catch(() => {});
  };
}
