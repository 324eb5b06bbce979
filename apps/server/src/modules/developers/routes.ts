import { messageResponseSchema } from '@emporia/contracts/customer-auth';
import {
  developerAccountResponseSchema,
  developerAppIdSchema,
  developerAppListSchema,
  developerAppResponseSchema,
  developerAppSchema,
  developerAppSecretResponseSchema,
  developerDeliveriesSchema,
  developerLinkResponseSchema,
  developerLoginSchema,
  developerSignupResponseSchema,
  developerSignupSchema,
  developerVerifySchema,
} from '@emporia/contracts/developers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import { forbidden, unauthorized } from '../../kernel/errors';
import {
  accountView,
  type DeveloperDeps,
  type DeveloperRow,
  developerById,
  developerOfToken,
  devShopSignInLink,
  endDeveloperSession,
  signInDeveloper,
  signUpDeveloper,
  verifyDeveloper,
} from './accounts';
import { createMyApp, getMyApp, myApps, myDeliveries, rotateMySecret, updateMyApp } from './apps';
import { developerCookie, setDeveloperSession } from './session-cookie';

export interface DeveloperSettings extends DeveloperDeps {
  /** Sign-ups one client address may make per hour (SIGNUPS_PER_HOUR, as shops). */
  signupsPerHour: number;
  /** Sign-in attempts one client address may make per 15 minutes. */
  signInsPerWindow: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    developer?: DeveloperRow;
  }
}

const tags = ['developer: dashboard'];
const open = { tenancy: 'none' as const, access: access.public };
const signedIn = { tenancy: 'none' as const, access: access.developer };

/** The developer's account and apps, under /api/v1/developer (ADR 0122). */
export function developerRoutes(settings: DeveloperSettings): FastifyPluginAsyncZod {
  const { db } = settings;
  const platformOrigin = (request: FastifyRequest) => `${request.protocol}://${request.headers.host}`;

  /** The cookie's developer, or 401; the app routes also need a confirmed e-mail (403). */
  const requireDeveloper = (verified: boolean) => async (request: FastifyRequest) => {
    const token = request.cookies[developerCookie];
    const session = token ? await developerOfToken(db, token, 'session') : undefined;
    const developer = session && (await developerById(db, session.developerId));
    if (!developer) throw unauthorized('Please sign in to your developer account.');
    if (verified && !developer.verifiedAt)
      throw forbidden('Confirm your e-mail address first: open the link we sent you.');
    request.developer = developer;
  };
  const account = { config: signedIn, onRequest: requireDeveloper(false) };
  const verifiedOnly = { config: signedIn, onRequest: requireDeveloper(true) };

  return async (app) => {
    app.post(
      '/api/v1/developer/signup',
      {
        config: { ...open, rateLimit: { max: settings.signupsPerHour, timeWindow: '1 hour' } },
        schema: {
          tags,
          summary:
            'Create a developer account; mails the link that confirms the e-mail and signs the developer in',
          body: developerSignupSchema,
          response: { 201: developerSignupResponseSchema },
        },
      },
      async (request, reply) => {
        const made = await signUpDeveloper(settings, request.body, platformOrigin(request));
        setDeveloperSession(request, reply, made.session);
        return reply
          .code(201)
          .send({ data: { ...(await accountView(settings, made.developer)), message: made.message } });
      },
    );
    app.post(
      '/api/v1/developer/verify',
      {
        config: open,
        schema: {
          tags,
          summary: 'Confirm the e-mail with the mailed token; makes the development shop',
          body: developerVerifySchema,
          response: { 200: developerAccountResponseSchema },
        },
      },
      async (request) => ({
        data: await accountView(settings, await verifyDeveloper(settings, request.body.token)),
      }),
    );
    app.post(
      '/api/v1/developer/login',
      {
        config: { ...open, rateLimit: { max: settings.signInsPerWindow, timeWindow: '15 minutes' } },
        schema: {
          tags,
          summary: 'Sign in to the developer dashboard; sets its session cookie',
          body: developerLoginSchema,
          response: { 200: developerAccountResponseSchema },
        },
      },
      async (request, reply) => {
        const { developer, session } = await signInDeveloper(db, request.body.email, request.body.password);
        setDeveloperSession(request, reply, session);
        return { data: await accountView(settings, developer) };
      },
    );
    app.post(
      '/api/v1/developer/logout',
      {
        config: open,
        schema: {
          tags,
          summary: 'Sign out of the developer dashboard',
          response: { 200: messageResponseSchema },
        },
      },
      async (request, reply) => {
        const token = request.cookies[developerCookie];
        if (token) await endDeveloperSession(db, token);
        reply.clearCookie(developerCookie, { path: '/' });
        return { data: { message: 'You are signed out.' } };
      },
    );
    app.get(
      '/api/v1/developer/account',
      {
        ...account,
        schema: {
          tags,
          summary: 'The signed-in developer, whether the e-mail is confirmed, and their development shop',
          response: { 200: developerAccountResponseSchema },
        },
      },
      async (request) => ({ data: await accountView(settings, request.developer!) }),
    );
    app.post(
      '/api/v1/developer/dev-shop/sign-in-link',
      {
        ...verifiedOnly,
        schema: {
          tags,
          summary:
            'A one-time link that signs the developer in to their development shop’s admin as its owner',
          response: { 200: developerLinkResponseSchema },
        },
      },
      async (request) => ({ data: { url: await devShopSignInLink(settings, request.developer!) } }),
    );
    app.get(
      '/api/v1/developer/apps',
      {
        ...account,
        schema: {
          tags,
          summary: 'The signed-in developer’s apps',
          response: { 200: developerAppListSchema },
        },
      },
      async (request) => ({ data: await myApps(db, request.developer!) }),
    );
    app.post(
      '/api/v1/developer/apps',
      {
        ...verifiedOnly,
        schema: {
          tags,
          summary: 'Register an app; answers its client_id and client_secret (the secret shown once)',
          body: developerAppSchema,
          response: { 201: developerAppSecretResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await createMyApp(db, request.developer!, request.body) }),
    );
    app.get(
      '/api/v1/developer/apps/:id',
      {
        ...account,
        schema: {
          tags,
          summary: 'One of the developer’s apps',
          params: developerAppIdSchema,
          response: { 200: developerAppResponseSchema },
        },
      },
      async (request) => ({ data: await getMyApp(db, request.developer!, request.params.id) }),
    );
    app.put(
      '/api/v1/developer/apps/:id',
      {
        ...verifiedOnly,
        schema: {
          tags,
          summary: 'Change what an app says about itself: name, icon, addresses, scopes, webhook topics',
          params: developerAppIdSchema,
          body: developerAppSchema,
          response: { 200: developerAppResponseSchema },
        },
      },
      async (request) => ({
        data: await updateMyApp(db, request.developer!, request.params.id, request.body),
      }),
    );
    app.post(
      '/api/v1/developer/apps/:id/rotate-secret',
      {
        ...verifiedOnly,
        schema: {
          tags,
          summary:
            'Replace the client secret (the new one shown once); the old one keeps working for 24 hours',
          params: developerAppIdSchema,
          response: { 200: developerAppSecretResponseSchema },
        },
      },
      async (request) => ({ data: await rotateMySecret(db, request.developer!, request.params.id) }),
    );
    app.get(
      '/api/v1/developer/apps/:id/deliveries',
      {
        ...account,
        schema: {
          tags,
          summary: 'The app’s latest 50 webhook deliveries in every shop, with their errors',
          params: developerAppIdSchema,
          response: { 200: developerDeliveriesSchema },
        },
      },
      async (request) => ({ data: await myDeliveries(db, request.developer!, request.params.id) }),
    );
  };
}
