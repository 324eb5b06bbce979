import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartRoutes } from '../cart';
import { checkoutRoutes } from '../checkout/routes';
import { discountAdminRoutes } from '../discounts';
import { storeSettingsAdminRoutes } from '../store-settings/admin-routes';
import { orderAdminRoutes } from './admin-routes';
import { registerPaymentSync } from './payment-sync';
import { orderStorefrontRoutes } from './storefront-routes';

/**
 * Cart, checkout and orders: the storefront's cart and checkout, the public
 * order pages, and the admin's orders, discounts, tax and store settings.
 */
export const ordersAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  registerPaymentSync();
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(orderStorefrontRoutes);
  await app.register(orderAdminRoutes);
  await app.register(discountAdminRoutes);
  await app.register(storeSettingsAdminRoutes);
};
