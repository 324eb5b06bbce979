import { tokenRequestSchema, tokenResponseSchema } from '@emporia/contracts/apps';
import { errorCodes } from '@emporia/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import { exchangeCode } from './oauth';

/**
 * POST /api/v1/oauth/token, in its own scope: it alone parses form bodies
 * (RFC 6749 §4.1.3 sends application/x-www-form-urlencoded; JSON is accepted
 * too) and adds RFC 6749 §5.2's `error` and `error_description` to the API's
 * usual `{ message, code }` so OAuth client libraries understand failures.
 */
export const oauthTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as { message?: string; code?: string };
      const error =
        body.code === errorCodes.validation || body.code === errorCodes.badRequest
          ? 'invalid_request'
          : body.code;
      return JSON.stringify({ error, error_description: body.message, ...body });
    } catch {
      return payload;
    }
  });

  app.post(
    '/api/v1/oauth/token',
    {
      config: { access: access.public },
      schema: {
        tags: ['oauth'],
        summary: 'Exchange an authorization code and its PKCE verifier for the app’s access token',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => exchangeCode(request.ctx, request.body),
  );
};
