import {
  signInProviderSchema,
  signInProviders,
  socialSignInCallbackSchema,
  socialSignInProvidersResponseSchema,
  socialSignInResponseSchema,
  socialSignInSaveSchema,
  socialSignInSettingsResponseSchema,
  socialSignInStartQuerySchema,
} from '@emporia/contracts/social-sign-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access';
import { clientOf } from '../auth/client';
import { shopOriginOf } from '../auth/links';
import { finishSocialSignIn, startSocialSignIn } from './service';
import {
  isReady,
  readProviderCredentials,
  readSocialSignInSettings,
  saveSocialSignInSettings,
} from './settings';

/** Binds a sign-in to the browser that started it; read only by the callback route. */
const browserCookie = 'emporia_social_sign_in';
const cookiePath = '/api/v1/storefront/social_sign_in';

/** A path of this shop, never another site (an open redirect). */
const returnPathOf = (target: string | undefined) =>
  target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/account';

export const socialSignInRoutes: FastifyPluginAsyncZod = async (app) => {
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
        summary: 'Start signing in with a provider: redirects to it (authorization code flow with PKCE)',
        params: z.object({ provider: signInProviderSchema }),
        querystring: socialSignInStartQuerySchema,
      },
    },
    async (request, reply) => {
      const { url, browserSecret } = await startSocialSignIn(
        request.ctx,
        request.params.provider,
        shopOriginOf(request),
        returnPathOf(request.query.redirect),
      );
      reply.setCookie(browserCookie, browserSecret, {
        path: cookiePath,
        httpOnly: true,
        // Lax: sent with the shop's own callback request, never with another site's.
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: 10 * 60,
      });
      reply.header('cache-control', 'no-store');
      return reply.redirect(url, 302);
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
