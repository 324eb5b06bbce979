import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAccountRoutes } from './account-routes';
import { adminUserRoutes } from './users-routes';

export const adminUsersAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminAccountRoutes);
  await app.register(adminUserRoutes);
};
