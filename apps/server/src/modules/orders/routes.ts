import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderAdminRoutes } from './admin-routes';
import { registerPaymentSync } from './payment-sync';
import { orderStorefrontRoutes } from './storefront-routes';

/**
 * Orders: the public order pages and the admin's orders (cart, checkout, discounts and store
 * settings register their own routes, modules/index.ts).
 */
export const ordersAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  registerPaymentSync();
  await app.register(orderStorefrontRoutes);
  await app.register(orderAdminRoutes);
};
