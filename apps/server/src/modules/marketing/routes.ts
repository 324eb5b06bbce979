import { unsubscribeRequestSchema, unsubscribeResponseSchema } from '@emporia/contracts/marketing';
import {
  newsletterConfirmSchema,
  newsletterMessageSchema,
  newsletterSignUpSchema,
  newsletterSubscriberListQuerySchema,
  newsletterSubscriberListResponseSchema,
} from '@emporia/contracts/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import { badRequest } from '../../kernel/errors';
import { shopOriginOf } from '../auth';
import { confirmDeals, listSubscribers, signUpForDeals, subscribersCsv } from './newsletter';
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
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
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

  app.post(
    '/api/v1/storefront/newsletter',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags: ['storefront: marketing'],
        summary: 'Sign up for the shop’s deals (a confirmation link is mailed to the address)',
        body: newsletterSignUpSchema,
        response: { 200: newsletterMessageSchema },
      },
    },
    async (request) => ({
      message: await signUpForDeals(request.ctx, request.body, shopOriginOf(request), request.ip),
    }),
  );

  app.post(
    '/api/v1/storefront/newsletter/confirm',
    {
      config: { access: access.public },
      schema: {
        tags: ['storefront: marketing'],
        summary: 'Confirm a sign-up for deals with the mailed link’s address and key',
        body: newsletterConfirmSchema,
        response: { 200: newsletterMessageSchema },
      },
    },
    async (request) => ({ message: await confirmDeals(request.ctx, request.body, shopOriginOf(request)) }),
  );

  const staff = { access: access.staff('customers') };
  app.get(
    '/api/v1/admin/newsletter-subscribers',
    {
      config: staff,
      schema: {
        tags: ['admin customers'],
        security: [{ bearer: [] }],
        summary: 'Who receives the shop’s deals: confirmed sign-ups and customers who ticked the box',
        querystring: newsletterSubscriberListQuerySchema,
        response: { 200: newsletterSubscriberListResponseSchema },
      },
    },
    async (request) => listSubscribers(request.ctx, request.query),
  );

  app.get(
    '/api/v1/admin/newsletter-subscribers/export.csv',
    {
      config: staff,
      schema: {
        tags: ['admin customers'],
        security: [{ bearer: [] }],
        summary: 'Every subscriber as CSV: email, name, source, since',
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="newsletter-subscribers-${request.ctx.shop.subdomain}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(await subscribersCsv(request.ctx)),
  );
};
