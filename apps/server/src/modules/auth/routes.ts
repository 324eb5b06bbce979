import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuthRoutes } from './admin-routes';
import { customerAuthRoutes } from './customer-routes';

/** Customer and admin sign-in, sign-out and password resets. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerAuthRoutes);
  await app.register(adminAuthRoutes);
};
