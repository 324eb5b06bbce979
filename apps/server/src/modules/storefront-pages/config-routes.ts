import { storefrontConfigResponseSchema } from '@emporia/contracts/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import { pageLanguageOf, storefrontConfig } from './storefront-config';

/** The storefront's configuration as the app asks for it between page loads. */
export const storefrontConfigRoutes: FastifyPluginAsyncZod = async (app) => {
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
    // In the shopper's language (the `language` cookie), as a page rendered now would carry it.
    async (request) => {
      const config = await storefrontConfig(request.ctx);
      const { storefront } = await pageLanguageOf(request.ctx, config, request.headers.cookie, undefined);
      return { data: storefront };
    },
  );
};
