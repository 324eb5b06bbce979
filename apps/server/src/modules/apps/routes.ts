import {
  appDetailResponseSchema,
  appListResponseSchema,
  appMessageResponseSchema,
  authorizeDecisionResponseSchema,
  authorizeDecisionSchema,
  authorizeQuerySchema,
  consentResponseSchema,
  installLinkResponseSchema,
} from '@emporia/contracts/apps';
import { idSchema } from '@emporia/contracts/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { appDetail, installLink, listApps, resendDelivery, revokeApp } from './admin-service';
import { registerAppWebhooks } from './events';
import { consentFor, decide } from './oauth';
import { oauthTokenRoutes } from './token-route';
import { webhookSubscriptionRoutes } from './webhook-routes';

const base = '/api/v1/admin/apps';
const staff = { access: access.staff('apps') };
const doc = (summary: string) => ({ tags: ['admin apps'], summary });
const idParams = z.object({ id: idSchema });

/** admin app/*: the installed apps, the directory, the consent screen and each app's page. */
export const appRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAppWebhooks();
  await app.register(oauthTokenRoutes);
  await app.register(webhookSubscriptionRoutes);

  app.get(
    base,
    {
      config: staff,
      schema: { ...doc('Installed apps and the app directory'), response: { 200: appListResponseSchema } },
    },
    async (request) => ({ data: await listApps(request.ctx) }),
  );

  app.get(
    `${base}/authorize`,
    {
      config: staff,
      schema: {
        ...doc('The consent screen: the app and the scopes it asks for, in plain words'),
        querystring: authorizeQuerySchema,
        response: { 200: consentResponseSchema },
      },
    },
    async (request) => ({ data: await consentFor(request.ctx, request.query, request.host) }),
  );

  app.post(
    `${base}/authorize`,
    {
      config: staff,
      schema: {
        ...doc('Grant or refuse: answers where to send the owner back (code and state, or access_denied)'),
        body: authorizeDecisionSchema,
        response: { 200: authorizeDecisionResponseSchema },
      },
    },
    async (request) => ({ data: { redirect: await decide(request.ctx, request.body, request.host) } }),
  );

  app.get(
    `${base}/:id`,
    {
      config: staff,
      schema: {
        ...doc('One app: its grant in this shop and its latest webhook deliveries'),
        params: idParams,
        response: { 200: appDetailResponseSchema },
      },
    },
    async (request) => ({ data: await appDetail(request.ctx, request.params.id) }),
  );

  app.post(
    `${base}/:id/install`,
    {
      config: staff,
      schema: {
        ...doc("Install: the app's install page with this shop's address, signed with the app's secret"),
        params: idParams,
        response: { 200: installLinkResponseSchema },
      },
    },
    async (request) => ({
      data: {
        url: await installLink(
          request.ctx,
          request.params.id,
          `${request.protocol}://${request.host}`,
          request.ctx.shop.adminPath,
        ),
      },
    }),
  );

  app.post(
    `${base}/:id/revoke`,
    {
      config: staff,
      schema: {
        ...doc('Revoke the app: its token stops working and it is sent app/uninstalled'),
        params: idParams,
        response: { 200: appMessageResponseSchema },
      },
    },
    async (request) => ({ message: await revokeApp(request.ctx, request.params.id) }),
  );

  app.post(
    `${base}/:id/deliveries/:deliveryId/resend`,
    {
      config: staff,
      schema: {
        ...doc('Send a webhook delivery again'),
        params: z.object({ id: idSchema, deliveryId: idSchema }),
        response: { 200: appMessageResponseSchema },
      },
    },
    async (request) => ({
      message: await resendDelivery(request.ctx, request.params.id, request.params.deliveryId),
    }),
  );
};
