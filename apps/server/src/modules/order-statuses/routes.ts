import { orderStatusListResponseSchema } from '@emporia/contracts/order-statuses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import { orderStatusesOf } from './service';

export const orderStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/admin/order-statuses',
    {
      config: { access: access.anyStaff },
      // Any signed-in admin: the list feeds settings panels and order pages alike.
      schema: {
        tags: ['admin'],
        summary: 'Order statuses of the shop (the order-status selects)',
        response: { 200: orderStatusListResponseSchema },
      },
    },
    async (request) => ({ data: await orderStatusesOf(request.ctx) }),
  );
};
