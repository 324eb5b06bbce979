import {
  adminContentPageListQuerySchema,
  adminContentPageListResponseSchema,
  adminContentPageResponseSchema,
  contentPageBulkDeleteSchema,
  contentPageBulkStatusSchema,
  contentPageInputSchema,
  contentPageQuerySchema,
  contentPageViewResponseSchema,
} from '@emporia/contracts/content-pages';
import { apiErrorSchema } from '@emporia/contracts/errors';
import { idSchema } from '@emporia/contracts/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { cachedCatalogRead, sendRead, useEtags } from '../catalog';
import {
  createContentPage,
  deleteContentPages,
  listContentPages,
  readContentPage,
  setContentPagesStatus,
  updateContentPage,
} from './admin';
import { contentPageView } from './storefront';

const handleParams = z.object({ handle: z.string().min(1).max(200) });
const idParams = z.object({ id: idSchema });
const messageSchema = z.object({ message: z.string() });

/** The shop's own pages: /pages/{handle} for shoppers, appearance/page in the admin (permission appearance). */
export const contentPageRoutes: FastifyPluginAsyncZod = async (app) => {
  useEtags(app);

  app.get(
    '/api/v1/storefront/pages/:handle',
    {
      config: { access: access.public },
      schema: {
        tags: ['storefront pages'],
        summary: 'A shown page by its handle in any language (a former handle answers with the page)',
        params: handleParams,
        querystring: contentPageQuerySchema,
        response: { 200: contentPageViewResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { handle } = request.params;
      const locale = request.query.locale ?? '';
      return sendRead(
        reply,
        await cachedCatalogRead(request.ctx, `content-page|${handle}|${locale}`, (reader) =>
          contentPageView(reader, handle, locale || undefined),
        ),
      );
    },
  );

  const staff = { access: access.staff('appearance') };
  const admin = (summary: string) => ({ tags: ['admin appearance'], security: [{ bearer: [] }], summary });

  app.get(
    '/api/v1/admin/pages',
    {
      config: staff,
      schema: {
        ...admin('The shop’s pages: search, state, sort and paging'),
        querystring: adminContentPageListQuerySchema,
        response: { 200: adminContentPageListResponseSchema },
      },
    },
    async (request) => listContentPages(request.ctx, request.query),
  );
  app.post(
    '/api/v1/admin/pages',
    {
      config: staff,
      schema: {
        ...admin('Add a page'),
        body: contentPageInputSchema,
        response: { 201: adminContentPageResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createContentPage(request.ctx, request.body) }),
  );
  app.get(
    '/api/v1/admin/pages/:id',
    {
      config: staff,
      schema: { ...admin('One page'), params: idParams, response: { 200: adminContentPageResponseSchema } },
    },
    async (request) => ({ data: await readContentPage(request.ctx, request.params.id) }),
  );
  app.put(
    '/api/v1/admin/pages/:id',
    {
      config: staff,
      schema: {
        ...admin('Change a page (a new handle keeps the old address as a redirect)'),
        params: idParams,
        body: contentPageInputSchema,
        response: { 200: adminContentPageResponseSchema },
      },
    },
    async (request) => ({ data: await updateContentPage(request.ctx, request.params.id, request.body) }),
  );

  const done = (n: number, what: string) => ({ message: `${n} page${n === 1 ? '' : 's'} ${what}.` });
  app.delete(
    '/api/v1/admin/pages/:id',
    {
      config: staff,
      schema: { ...admin('Delete a page'), params: idParams, response: { 200: messageSchema } },
    },
    async (request) => done(await deleteContentPages(request.ctx, { ids: [request.params.id] }), 'deleted'),
  );
  app.post(
    '/api/v1/admin/pages/status',
    {
      config: staff,
      schema: {
        ...admin('Publish or hide many pages (all or none)'),
        body: contentPageBulkStatusSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      done(
        await setContentPagesStatus(request.ctx, request.body),
        request.body.status === 'published' ? 'published' : 'hidden',
      ),
  );
  app.post(
    '/api/v1/admin/pages/delete',
    {
      config: staff,
      schema: {
        ...admin('Delete many pages (all or none; menu items linking them are flagged)'),
        body: contentPageBulkDeleteSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => done(await deleteContentPages(request.ctx, request.body), 'deleted'),
  );
};
