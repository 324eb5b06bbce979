import {
  signInLockoutResponseSchema,
  signInLockoutsResponseSchema,
} from '@emporia/contracts/sign-in-protection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdOf, requireAdmin } from '../../platform/auth/guards';
import { liftSignInLockout, listSignInLockouts } from './lockout-service';

const tags = ['admin: users'];
// Bounded so an id no column can hold is a 400, not a database error.
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Sign-in lockouts on the admin Users page (permission 'users'; customers' only with 'customers' too). */
export const signInLockoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAdmin('users'));

  app.get(
    '/api/v1/admin/sign-in-lockouts',
    {
      schema: {
        tags,
        summary: 'Sign-in lockouts of the last week and failed sign-ins of the last day',
        response: { 200: signInLockoutsResponseSchema },
      },
    },
    async (request) => ({ data: await listSignInLockouts(request.ctx) }),
  );

  app.post(
    '/api/v1/admin/sign-in-lockouts/:id/lift',
    {
      schema: {
        tags,
        summary: 'Lift a lockout: its failed attempts are forgotten, so the account or address may try again',
        params: idParams,
        response: { 200: signInLockoutResponseSchema },
      },
    },
    async (request) => ({
      data: await liftSignInLockout(request.ctx, adminIdOf(request), request.params.id),
    }),
  );
};
