import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geoZoneRoutes } from '../modules/geo-zones/routes';
import { shippingSettingsRoutes } from './settings/routes';
import { shippingQuoteRoutes } from './storefront-routes';

/** Everything shipping: module settings, geo zones and the storefront quote (the shipping plugins are in plugins/). */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(shippingSettingsRoutes);
  await app.register(geoZoneRoutes);
  await app.register(shippingQuoteRoutes);
};
