import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuthRoutes } from './admin-routes';
import { customerAuthRoutes } from './customer-routes';
import { signInLockoutRoutes } from './lockout-routes';
import { TooManyAttempts } from './login-throttle';

/** Customer and admin sign-in, sign-out, password resets, sign-in links and the lockouts staff see. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // A refused sign-in says in the Retry-After header too how long to wait (the error handler keeps it).
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyAttempts) reply.header('Retry-After', String(error.retryAfterSeconds));
  });
  await app.register(customerAuthRoutes);
  await app.register(adminAuthRoutes);
  await app.register(signInLockoutRoutes);
};
