import {
  signInProviderSchema,
  signInProviders,
  socialSignInCallbackSchema,
  socialSignInFailedPath,
  socialSignInFailureOf,
  socialSignInProvidersResponseSchema,
  socialSignInResponseSchema,
  socialSignInSaveSchema,
  socialSignInSettingsResponseSchema,
  socialSignInStartQuerySchema,
} from '@emporia/contracts/social-sign-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { AppError } from '../../kernel/errors';
import { clientOf, shopOriginOf } from '../auth';
import { registerSettingsSummary } from '../settings';
import { finishSocialSignIn, startSocialSignIn } from './service';
import {
  isReady,
  readProviderCredentials,
  readSocialSignInSettings,
  saveSocialSignInSettings,
} from './settings';
import { socialSigninSettingsSummary } from './settings-summary';

/** Binds a sign-in to the browser that started it; read only by the callback route. */
const browserCookie = 'emporia_social_sign_in';
const cookiePath = '/api/v1/storefront/social_sign_in';

/** A path of this shop, never another site (an open redirect). */
const returnPathOf = (target: string | undefined) =>
  target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/account';

export const socialSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSettingsSummary('setting/social', socialSigninSettingsSummary);
  const settings = { access: access.staff('settings') };
  const adminSchema = { tags: ['admin settings'], security: [{ bearer: [] }] };
  app.get(
    '/api/v1/admin/settings/social_sign_in',
    {
      config: settings,
      schema: {
        ...adminSchema,
        summary:
          'Shopper sign-in with Google and Facebook: per provider on/off and client id (secrets never sent)',
        response: { 200: socialSignInSettingsResponseSchema },
      },
    },
    async (request) => ({ data: await readSocialSignInSettings(request.ctx, shopOriginOf(request)) }),
  );

  app.put(
    '/api/v1/admin/settings/social_sign_in',
    {
      config: settings,
      schema: {
        ...adminSchema,
        summary: 'Save sign-in providers; an empty client secret keeps the saved one',
        body: socialSignInSaveSchema,
        response: { 200: socialSignInSettingsResponseSchema },
      },
    },
    async (request) => ({
      data: await saveSocialSignInSettings(request.ctx, request.body, shopOriginOf(request)),
    }),
  );

  const tags = ['storefront: account'];
  app.get(
    '/api/v1/storefront/social_sign_in',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The providers shoppers can sign in with here',
        response: { 200: socialSignInProvidersResponseSchema },
      },
    },
    async (request) => {
      const credentials = await readProviderCredentials(request.ctx);
      return { data: { providers: signInProviders.filter((p) => isReady(credentials[p])) } };
    },
  );

  app.get(
    '/api/v1/storefront/social_sign_in/:provider',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary:
          'Start signing in with a provider: redirects to it (authorization code flow with PKCE), or to /auth/callback?failed=… when it cannot start',
        params: z.object({ provider: z.string().max(40) }),
        querystring: socialSignInStartQuerySchema,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // A link the shopper followed: a failure lands on the storefront's page for it, never on JSON.
      const provider = signInProviderSchema.safeParse(request.params.provider);
      if (!provider.success) return reply.redirect(socialSignInFailedPath('not_offered'), 302);
      let started: Awaited<ReturnType<typeof startSocialSignIn>>;
      try {
        started = await startSocialSignIn(
          request.ctx,
          provider.data,
          shopOriginOf(request),
          returnPathOf(request.query.redirect),
        );
      } catch (error) {
        const reason = error instanceof AppError ? socialSignInFailureOf(error.code) : undefined;
        if (!reason) throw error;
        return reply.redirect(socialSignInFailedPath(reason, provider.data), 302);
      }
      reply.setCookie(browserCookie, started.browserSecret, {
        path: cookiePath,
        httpOnly: true,
        // Lax: sent with the shop's own callback request, never with another site's.
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: 10 * 60,
      });
      return reply.redirect(started.url, 302);
    },
  );

  app.post(
    '/api/v1/storefront/social_sign_in/callback',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Finish a provider sign-in from /auth/callback: links or creates the account and signs in',
        body: socialSignInCallbackSchema,
        response: { 200: socialSignInResponseSchema },
      },
    },
    async (request, reply) => {
      const signedIn = await finishSocialSignIn(
        request.ctx,
        request.body,
        request.cookies[browserCookie],
        clientOf(request),
      );
      reply.clearCookie(browserCookie, { path: cookiePath });
      return { data: signedIn };
    },
  );
};
