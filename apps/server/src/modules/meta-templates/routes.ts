import {
  metaRouteParamsSchema,
  metaTemplateFormSchema,
  metaTemplateListResponseSchema,
  metaTemplateResponseSchema,
} from '@emporia/contracts/meta-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import { deleteMetaTemplate, listMetaTemplates, readMetaTemplate, saveMetaTemplate } from './service';

/**
 * Admin appearance/meta: the shop's title and description templates per kind of storefront
 * page. Page heads read them on every page, and the page's ETag covers the head, so a change
 * reaches shoppers and a revalidating CDN on the next request (ADR 0044).
 */
export const metaTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: access.staff('appearance') };
  const base = { tags: ['admin appearance'], security: [{ bearer: [] }] };
  const url = '/api/v1/admin/meta-templates/:route';

  app.get(
    '/api/v1/admin/meta-templates',
    {
      config,
      schema: {
        ...base,
        summary: 'Title and description templates of every kind of storefront page',
        response: { 200: metaTemplateListResponseSchema },
      },
    },
    async (request) => ({ data: await listMetaTemplates(request.ctx) }),
  );

  app.get(
    url,
    {
      config,
      schema: {
        ...base,
        summary: 'One kind of page’s templates, defaults and placeholders',
        params: metaRouteParamsSchema,
        response: { 200: metaTemplateResponseSchema },
      },
    },
    async (request) => ({ data: await readMetaTemplate(request.ctx, request.params.route) }),
  );

  app.put(
    url,
    {
      config,
      schema: {
        ...base,
        summary: 'Save the shop’s templates ({placeholders} the page does not fill are refused)',
        params: metaRouteParamsSchema,
        body: metaTemplateFormSchema,
        response: { 200: metaTemplateResponseSchema },
      },
    },
    async (request) => ({ data: await saveMetaTemplate(request.ctx, request.params.route, request.body) }),
  );

  app.delete(
    url,
    {
      config,
      schema: {
        ...base,
        summary: 'Back to the built-in title and description',
        params: metaRouteParamsSchema,
        response: { 200: metaTemplateResponseSchema },
      },
    },
    async (request) => ({ data: await deleteMetaTemplate(request.ctx, request.params.route) }),
  );
};
