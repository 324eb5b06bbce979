import {
  appMessageResponseSchema,
  webhookSubscriptionCreateSchema,
  webhookSubscriptionListResponseSchema,
  webhookSubscriptionResponseSchema,
  webhookSubscriptionUpdateSchema,
} from '@emporia/contracts/apps';
import { idSchema } from '@emporia/contracts/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import {
  createSubscription,
  deleteSubscription,
  listSubscriptions,
  updateSubscription,
} from './subscriptions';

const base = '/api/v1/admin/webhooks';
// Staff reach the route too (their sessions pass the guard); the service answers them 403.
const config = { access: access.staff('apps') };
const doc = (summary: string) => ({ tags: ['apps: webhooks'], summary });
const idParams = z.object({ id: idSchema });

/** The calling app's webhook subscriptions in this shop (Shopify's /admin/api/…/webhooks). */
export const webhookSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    {
      config,
      schema: {
        ...doc('The app’s webhook subscriptions in this shop, disabled ones included'),
        response: { 200: webhookSubscriptionListResponseSchema },
      },
    },
    async (request) => ({ data: await listSubscriptions(request.ctx) }),
  );

  app.post(
    base,
    {
      config,
      schema: {
        ...doc('Subscribe to a topic at an address (api_version defaults to the latest)'),
        body: webhookSubscriptionCreateSchema,
        response: { 201: webhookSubscriptionResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createSubscription(request.ctx, request.body) }),
  );

  app.put(
    `${base}/:id`,
    {
      config,
      schema: {
        ...doc('Change a subscription’s address or API version; saving enables a disabled one'),
        params: idParams,
        body: webhookSubscriptionUpdateSchema,
        response: { 200: webhookSubscriptionResponseSchema },
      },
    },
    async (request) => ({ data: await updateSubscription(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    `${base}/:id`,
    {
      config,
      schema: {
        ...doc('Unsubscribe: the topic is no longer sent to that address'),
        params: idParams,
        response: { 200: appMessageResponseSchema },
      },
    },
    async (request) => {
      await deleteSubscription(request.ctx, request.params.id);
      return { message: 'The webhook subscription was deleted.' };
    },
  );
};
