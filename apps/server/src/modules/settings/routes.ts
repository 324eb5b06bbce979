import { storefrontConfigResponseSchema } from '@emporia/contracts/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storefrontConfig } from './service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/storefront/config',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Shop configuration, enabled modules and text overrides',
        response: { 200: storefrontConfigResponseSchema },
      },
    },
    async (request) => ({ data: await storefrontConfig(request.ctx) }),
  );
};
