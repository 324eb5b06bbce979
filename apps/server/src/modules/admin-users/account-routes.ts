import { changePasswordSchema } from '@emporia/contracts/account';
import {
  adminMeResponseSchema,
  adminProfileSchema,
  twoFactorCodeSchema,
  twoFactorSetupResponseSchema,
} from '@emporia/contracts/admin-account';
import { messageResponseSchema } from '@emporia/contracts/customer-auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import {
  changeAdminPassword,
  confirmTwoFactor,
  getAdminMe,
  startTwoFactorSetup,
  turnOffTwoFactor,
  updateAdminProfile,
} from './account-service';

const tags = ['admin: account'];

/** The signed-in admin's own account page: any admin, no permission needed. */
export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/admin/account',
    {
      config: { access: access.anyStaff },
      schema: {
        tags,
        summary: 'The signed-in admin and their permissions',
        response: { 200: adminMeResponseSchema },
      },
    },
    async (request) => ({ data: await getAdminMe(request.ctx) }),
  );

  app.put(
    '/api/v1/admin/account',
    {
      config: { access: access.anyStaff },
      schema: {
        tags,
        summary: 'Change own name and e-mail',
        body: adminProfileSchema,
        response: { 200: adminMeResponseSchema },
      },
    },
    async (request) => ({ data: await updateAdminProfile(request.ctx, request.body) }),
  );

  app.put(
    '/api/v1/admin/account/password',
    {
      config: { access: access.anyStaff },
      schema: {
        tags,
        summary: 'Change own password (other sessions end)',
        body: changePasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await changeAdminPassword(request.ctx, request.body);
      return { data: { message: 'Your password has been changed.' } };
    },
  );

  app.post(
    '/api/v1/admin/account/2fa/setup',
    {
      config: { access: access.anyStaff },
      schema: {
        tags,
        summary: 'A new authenticator secret and its QR code (2FA stays off until confirmed)',
        response: { 200: twoFactorSetupResponseSchema },
      },
    },
    async (request) => ({ data: await startTwoFactorSetup(request.ctx) }),
  );

  app.post(
    '/api/v1/admin/account/2fa/enable',
    {
      config: { access: access.anyStaff },
      schema: {
        tags,
        summary: 'Turn 2FA on with a code from the new secret',
        body: twoFactorCodeSchema,
        response: { 200: adminMeResponseSchema },
      },
    },
    async (request) => ({ data: await confirmTwoFactor(request.ctx, request.body.code) }),
  );

  app.post(
    '/api/v1/admin/account/2fa/disable',
    {
      config: { access: access.anyStaff },
      schema: {
        tags,
        summary: 'Turn 2FA off with a current code',
        body: twoFactorCodeSchema,
        response: { 200: adminMeResponseSchema },
      },
    },
    async (request) => ({ data: await turnOffTwoFactor(request.ctx, request.body.code) }),
  );
};
