import { registerAppSchema, registeredAppResponseSchema } from '@emporia/contracts/apps';
import type { Db } from '@emporia/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorRoute } from '../operator';
import { registerApp } from './registration';

/**
 * The operator lists an app in the platform's directory and receives its
 * client id and secret once (the secret is kept hashed and sealed, ADR 0071).
 */
export function platformAppRoutes(db: Db, token: string | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v1/platform/apps',
      {
        ...operatorRoute(token),
        schema: {
          tags: ['platform'],
          summary: 'List an app in the directory; answers its client_id and client_secret (shown once)',
          body: registerAppSchema,
          response: { 201: registeredAppResponseSchema },
        },
      },
      async (request, reply) => {
        const { app: row, clientSecret } = await registerApp(db, request.body);
        return reply
          .code(201)
          .send({ data: { id: row.id, client_id: row.clientId, client_secret: clientSecret } });
      },
    );
  };
}
