import { errorCodes } from '@emporia/contracts/errors';
import {
  signupResponseSchema,
  signupSchema,
  subdomainCheckQuerySchema,
  subdomainCheckSchema,
} from '@emporia/contracts/platform-signup';
import { schema } from '@emporia/db';
import { asc } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import { platformHomePage, signupErrorPage, signupScript } from './home-page';
import { checkSubdomain, type SignupDeps, SignupLinkError, startSignup, verifySignup } from './service';

export interface SignupSettings extends SignupDeps {
  platformDomain: string;
  recaptchaSiteKey?: string;
  /** Sign-ups one client address may start per hour. */
  perHour: number;
}

const route = { tenancy: 'none' as const, access: access.public };

/**
 * The limit on new shops per client address and hour (SIGNUPS_PER_HOUR), for every way a shop is
 * made: the sign-up form, and a restore into a new shop (ADR 0102), whose route also restores over
 * a shop — `counts` says whether a request would make one, once its body is read.
 */
export function newShopRateLimit(perHour: number, counts?: (request: FastifyRequest) => boolean) {
  const only = counts && {
    hook: 'preHandler' as const,
    allowList: (request: FastifyRequest) => !counts(request),
  };
  return { max: perHour, timeWindow: '1 hour', ...only };
}
const tags = ['signup'];

/** The sign-up API, answered on any host (the platform home calls it on its own). */
export function signupRoutes(settings: SignupSettings): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/signup/subdomain',
      {
        config: route,
        schema: {
          tags,
          summary: 'Whether a subdomain is free for a new shop',
          querystring: subdomainCheckQuerySchema,
          response: { 200: subdomainCheckSchema },
        },
      },
      async (request) => ({ data: await checkSubdomain(settings.db, request.query.subdomain) }),
    );
    app.post(
      '/api/v1/signup',
      {
        config: { ...route, rateLimit: newShopRateLimit(settings.perHour) },
        schema: {
          tags,
          summary: 'Start a sign-up: mails the link that makes the shop',
          body: signupSchema,
          response: { 202: signupResponseSchema },
        },
      },
      async (request, reply) => {
        const data = await startSignup(settings, request.body, {
          address: request.ip,
          platformOrigin: `${request.protocol}://${request.headers.host}`,
        });
        return reply.code(202).send({ data });
      },
    );
  };
}

/**
 * Everything the platform's own host answers besides the API (ADR 0074): its home with the
 * form, the form's script and the e-mailed verification link. Called by the tenancy hook.
 */
export function platformHostPages(settings: SignupSettings) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const url = new URL(request.url, 'http://platform');
    const port = /:(\d+)$/.exec(request.headers.host ?? '')?.[1];
    const shopOrigin = (subdomain: string) =>
      `${request.protocol}://${subdomain}.${settings.platformDomain}${port ? `:${port}` : ''}`;
    reply.header('cache-control', 'no-store');
    // The platform host has no shop: a shop's API asked here is simply not found.
    if (url.pathname.startsWith('/api/')) {
      return reply.code(404).send({ message: 'Not found.', code: errorCodes.notFound });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).send({ message: 'Method not allowed.', code: 'METHOD_NOT_ALLOWED' });
    }
    if (url.pathname === '/') {
      const countries = await settings.db
        .select({ code: schema.countries.isoCode2, name: schema.countries.name })
        .from(schema.countries)
        .orderBy(asc(schema.countries.name));
      return reply.type('text/html; charset=utf-8').send(
        platformHomePage(settings.platformDomain, {
          countries,
          recaptchaSiteKey: settings.recaptchaSiteKey,
        }),
      );
    }
    if (url.pathname === '/signup.js') {
      return reply.type('text/javascript; charset=utf-8').send(signupScript);
    }
    if (url.pathname === '/signup/verify') {
      const token = url.searchParams.get('token') ?? '';
      try {
        if (!/^[A-Za-z0-9_-]{20,100}$/.test(token))
          throw new SignupLinkError(
            404,
            'SIGNUP_LINK_INVALID',
            'This link is not valid. Please check that you copied all of it.',
          );
        const made = await verifySignup(settings, token);
        return reply.redirect(
          `${shopOrigin(made.subdomain)}${made.adminPath}/login?code=${encodeURIComponent(made.signInCode)}`,
          303,
        );
      } catch (error) {
        if (!(error instanceof SignupLinkError)) throw error;
        const admin = error.shopSubdomain
          ? { href: `${shopOrigin(error.shopSubdomain)}/admin/login`, text: 'Sign in to your shop' }
          : undefined;
        return reply
          .code(error.statusCode)
          .type('text/html; charset=utf-8')
          .send(signupErrorPage(error.message, admin));
      }
    }
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(signupErrorPage('There is no such page here.'));
  };
}
