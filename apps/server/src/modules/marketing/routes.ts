import { unsubscribeRequestSchema, unsubscribeResponseSchema } from '@emporia/contracts/marketing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/auth/access';
import { badRequest } from '../../platform/errors';
import { unsubscribe } from './unsubscribe';

// The link's query and the page's body each may carry the pair; both are checked by the contract's rules.
const linkFields = unsubscribeRequestSchema.partial().loose();
const invalidLink = 'This unsubscribe link is not valid.';

/** Marketing mail's unsubscribe: the storefront page's confirmation and the mail clients' one-click POST. */
export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  // One-click unsubscribe (RFC 8058) posts the form body List-Unsubscribe=One-Click; only this area reads forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/api/v1/storefront/unsubscribe',
    {
      config: { access: access.public },
      schema: {
        tags: ['storefront: marketing'],
        summary:
          'Unsubscribe an address from the shop’s marketing e-mail (the page’s JSON { email, key }, or the link’s query with a one-click form POST)',
        querystring: linkFields,
        body: linkFields.optional(),
        response: { 200: unsubscribeResponseSchema },
      },
    },
    async (request) => {
      const email = request.query.email ?? request.body?.email;
      const key = request.query.key ?? request.body?.key;
      if (!email || !key)
        throw badRequest(invalidLink, {
          ...(email ? {} : { email: invalidLink }),
          ...(key ? {} : { key: invalidLink }),
        });
      return { message: await unsubscribe(request.ctx, email, key) };
    },
  );
};
