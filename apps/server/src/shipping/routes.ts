import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shippingSettingsRoutes } from './settings/routes';
import { shippingQuoteRoutes } from './storefront-routes';

/** Everything shipping: module settings and the storefront quote (geo zones register their own routes) (the shipping plugins are in plugins/). */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(shippingSettingsRoutes);
  await app.register(shippingQuoteRoutes);
};
