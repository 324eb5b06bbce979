import { registerAppSchema, registeredAppResponseSchema } from '@emporia/contracts/apps';
import { type Db, schema } from '@emporia/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashToken, newToken } from '../../kernel/auth/tokens';
import { portOf, refuseUnreachable } from '../../kernel/outbound/guard';
import { encryptSecret } from '../../kernel/secrets';
import { operatorRoute } from '../operator';

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
        const body = request.body;
        // The developer's webhook receiver is called by the server; its redirect and install
        // addresses are only ever opened by the merchant's browser, so they are not checked.
        if (body.webhook_url) {
          const hook = new URL(body.webhook_url);
          await refuseUnreachable('webhook_url', hook.hostname, portOf(hook));
        }
        const clientId = `app_${newToken().slice(0, 24)}`;
        const clientSecret = `emp_secret_${newToken()}`;
        const [row] = await db
          .insert(schema.apps)
          .values({
            name: body.name,
            icon: body.icon,
            description: body.description,
            developer: body.developer,
            clientId,
            clientSecretHash: hashToken(clientSecret),
            sealedClientSecret: encryptSecret(clientSecret),
            redirectUris: body.redirect_uris,
            scopes: body.scopes,
            installUrl: body.install_url ?? null,
            webhookUrl: body.webhook_url ?? null,
            webhookTopics: body.webhook_topics,
            contactEmail: body.contact_email ?? null,
          })
          .returning({ id: schema.apps.id });
        return reply
          .code(201)
          .send({ data: { id: row!.id, client_id: clientId, client_secret: clientSecret } });
      },
    );
  };
}
