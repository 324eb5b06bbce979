import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account-routes';
import { adminCustomerRoutes } from './admin-routes';

/** The customer's own account area and the admin's customer pages. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountRoutes);
  await app.register(adminCustomerRoutes);
};
