import { idSchema } from '@emporia/contracts/primitives';
import {
  signInLockoutResponseSchema,
  signInLockoutsResponseSchema,
} from '@emporia/contracts/sign-in-protection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { adminIdOf } from '../../kernel/auth/guards';
import { liftSignInLockout, listSignInLockouts } from './lockout-service';

const tags = ['admin: users'];
const idParams = z.object({ id: idSchema });

/** Sign-in lockouts on the admin Users page (permission 'users'; customers' only with 'customers' too). */
export const signInLockoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/admin/sign-in-lockouts',
    {
      config: { access: access.staff('users') },
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
      config: { access: access.staff('users') },
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
