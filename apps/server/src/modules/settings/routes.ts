import { storefrontConfigResponseSchema } from '@emporia/contracts/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/auth/access';
import { storefrontConfig } from './service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/storefront/config',
    {
      config: { access: access.public },
      schema: {
        tags: ['storefront'],
        summary: 'Shop configuration, enabled modules and text overrides',
        response: { 200: storefrontConfigResponseSchema },
      },
    },
    async (request) => ({ data: await storefrontConfig(request.ctx) }),
  );
};
