import { adminSearchQuerySchema, adminSearchResponseSchema } from '@emporia/contracts/admin-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import { adminSearch } from './service';

/** GET /api/v1/admin/search?q=: the admin top bar's search, grouped by what the viewer may see. */
export const adminSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/admin/search',
    {
      // Open to every staff member: the answer holds only the groups their role allows.
      config: { access: access.anyStaff },
      schema: {
        tags: ['admin'],
        summary: 'Orders, products and customers matching a term, as the role allows',
        querystring: adminSearchQuerySchema,
        response: { 200: adminSearchResponseSchema },
      },
    },
    async (request) => ({ data: await adminSearch(request.ctx, request.query.q) }),
  );
};
