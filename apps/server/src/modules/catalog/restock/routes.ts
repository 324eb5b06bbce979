import { restockFormSchema, restockResponseSchema, restockSuccessMessage } from '@emporia/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../kernel/auth/access';
import { subscribeToRestock } from './service';

export const storefrontRestockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/storefront/restock-notify',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags: ['storefront catalog'],
        summary: 'catalog_product_restock_notify: e-mail me when this product is back in stock',
        body: restockFormSchema,
        response: { 200: restockResponseSchema },
      },
    },
    async (request) => {
      await subscribeToRestock(request.ctx, request.body, request.ip);
      return { message: restockSuccessMessage };
    },
  );
};
