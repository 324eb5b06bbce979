import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geoZoneRoutes } from '../modules/geo-zones/routes';
import { advancedShipperRoutes } from '../plugins/advancedshipper/routes';
import { nestingGroupRoutes } from '../plugins/productnestinggroup/routes';
import { shippingBoxRoutes } from '../plugins/shippingboxmanager/routes';
import { shippingSettingsRoutes } from './settings/routes';
import { shippingQuoteRoutes } from './storefront-routes';

/** Everything shipping: module settings, geo zones, the three shipping plugins and the storefront quote. */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(shippingSettingsRoutes);
  await app.register(geoZoneRoutes);
  await app.register(advancedShipperRoutes);
  await app.register(shippingBoxRoutes);
  await app.register(nestingGroupRoutes);
  await app.register(shippingQuoteRoutes);
};
