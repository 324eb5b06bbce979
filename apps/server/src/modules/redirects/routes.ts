import { idSchema } from '@emporia/contracts/primitives';
import {
  redirectCsvImportResponseSchema,
  redirectCsvImportSchema,
  redirectInputSchema,
  redirectListQuerySchema,
  redirectListResponseSchema,
  redirectLookupQuerySchema,
  redirectLookupResponseSchema,
  redirectResponseSchema,
} from '@emporia/contracts/redirects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { answerPage, pagingOf } from '../../kernel/list-pages';
import {
  changeRedirect,
  createRedirect,
  exportRedirectsCsv,
  importRedirectsCsv,
  listRedirects,
  readRedirect,
  redirectFor,
  removeRedirect,
} from './service';

const idParams = z.object({ id: idSchema });
const okSchema = z.object({ message: z.string() });
const tags = ['admin catalog'];
const security = [{ bearer: [] }];

/**
 * /api/v1/admin/redirects…: the shop's URL redirects (permission `catalog`, ADR 0113), and the
 * storefront's lookup for an address that shows nothing (the page delivery asks the service itself).
 */
export const redirectRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { access: access.staff('catalog') };

  app.get(
    '/api/v1/redirects/lookup',
    {
      config: { access: access.public },
      schema: {
        tags: ['storefront'],
        summary: 'Where an address that shows nothing has moved (the storefront asks before page-not-found)',
        querystring: redirectLookupQuerySchema,
        response: { 200: redirectLookupResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await redirectFor(request.ctx, request.query.path) };
    },
  );

  app.get(
    '/api/v1/admin/redirects',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'The shop’s URL redirects, searched by old or new address, a page at a time',
        querystring: redirectListQuerySchema,
        response: { 200: redirectListResponseSchema },
      },
    },
    async (request, reply) => {
      const paging = pagingOf(request, reply, request.query);
      return answerPage(request, reply, paging, await listRedirects(request.ctx, request.query, paging));
    },
  );

  app.get(
    '/api/v1/admin/redirects/export.csv',
    {
      config: staff,
      schema: { tags, security, summary: 'Every redirect as CSV (columns from, to, status)' },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="redirects-${request.ctx.shop.subdomain}.csv"`)
        .header('cache-control', 'no-store')
        .send(await exportRedirectsCsv(request.ctx)),
  );

  app.post(
    '/api/v1/admin/redirects/import',
    {
      config: staff,
      bodyLimit: 10 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary:
          'Add or replace redirects from a CSV (from, to, status): every row or none; bad rows are named by line',
        body: redirectCsvImportSchema,
        response: { 200: redirectCsvImportResponseSchema },
      },
    },
    async (request) => ({ data: await importRedirectsCsv(request.ctx, request.body.csv) }),
  );

  app.get(
    '/api/v1/admin/redirects/:id',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'One redirect',
        params: idParams,
        response: { 200: redirectResponseSchema },
      },
    },
    async (request) => ({ data: await readRedirect(request.ctx, request.params.id) }),
  );

  app.post(
    '/api/v1/admin/redirects',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Add a redirect from an old path to a new path or https address',
        body: redirectInputSchema,
        response: { 201: redirectResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createRedirect(request.ctx, request.body) }),
  );

  app.put(
    '/api/v1/admin/redirects/:id',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Change a redirect',
        params: idParams,
        body: redirectInputSchema,
        response: { 200: redirectResponseSchema },
      },
    },
    async (request) => ({ data: await changeRedirect(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/api/v1/admin/redirects/:id',
    {
      config: staff,
      schema: { tags, security, summary: 'Delete a redirect', params: idParams, response: { 200: okSchema } },
    },
    async (request) => {
      await removeRedirect(request.ctx, request.params.id);
      return { message: 'The redirect was deleted.' };
    },
  );
};
