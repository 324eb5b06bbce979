import { adminResetPasswordConfirmSchema, twoFactorCodeSchema } from '@emporia/contracts/admin-account';
import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminResetPasswordRequestSchema,
  adminTwoFactorResponseSchema,
} from '@emporia/contracts/admin-auth';
import { messageResponseSchema } from '@emporia/contracts/customer-auth';
import { adminSignInLinkConfirmSchema, signInLinkRequestSchema } from '@emporia/contracts/sign-in-protection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import { bearerTokenOf } from '../../kernel/auth/tokens';
import {
  adminResetAnswer,
  completeAdminTwoFactor,
  loginAdmin,
  logoutAdmin,
  requestAdminPasswordReset,
  resetAdminPassword,
} from './admin-service';
import { clientOf } from './client';
import { sendAdminSignInLink, signInAdminWithLink, signInLinkAnswer } from './sign-in-links';

const tags = ['admin: sign-in'];

/** SPEC §7 admin authentication. */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/admin-login',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Admin sign-in; enable_2fa = 1 means the token only admits POST /api/v1/admin-2fa',
        body: adminLoginRequestSchema,
        response: { 200: adminLoginResponseSchema },
      },
    },
    async (request) => ({ data: await loginAdmin(request.ctx, request.body, clientOf(request)) }),
  );

  app.post(
    '/api/v1/admin-2fa',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Second sign-in step: the authenticator code, sent with the admin_2fa token as bearer',
        body: twoFactorCodeSchema,
        response: { 200: adminTwoFactorResponseSchema },
      },
    },
    async (request) => {
      const pending = bearerTokenOf(request.headers.authorization);
      return {
        data: await completeAdminTwoFactor(request.ctx, pending, request.body.code, clientOf(request)),
      };
    },
  );

  app.post(
    '/api/v1/admin-sign-in-link',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary:
          'E-mail a one-time sign-in link to the admin login page; works while wrong passwords hold this address back (same answer whether or not the account exists)',
        body: signInLinkRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await sendAdminSignInLink(request.ctx, request.body.email, clientOf(request));
      return { data: { message: signInLinkAnswer } };
    },
  );

  app.post(
    '/api/v1/admin-sign-in-link/confirm',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary:
          'Sign in with the code of an e-mailed link, once; answers like admin-login (enable_2fa = 1: the 2FA step follows)',
        body: adminSignInLinkConfirmSchema,
        response: { 200: adminLoginResponseSchema },
      },
    },
    async (request) => ({
      data: await signInAdminWithLink(request.ctx, request.body.code, clientOf(request)),
    }),
  );

  app.post(
    '/api/v1/admin-reset-password',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'E-mail an admin password reset link (same answer whether or not the account exists)',
        body: adminResetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await requestAdminPasswordReset(request.ctx, request.body.email.toLowerCase(), clientOf(request));
      return { data: { message: adminResetAnswer } };
    },
  );

  app.post(
    '/api/v1/admin-reset-password/confirm',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Set an admin password with an e-mailed token (reset or invitation)',
        body: adminResetPasswordConfirmSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await resetAdminPassword(request.ctx, request.body);
      return { data: { message: 'Your password has been set. You can now log in.' } };
    },
  );

  app.post(
    '/api/v1/admin/logout',
    // Signing out changes nothing of the shop: not in the activity log.
    {
      config: { access: access.anyStaff, activity: false },
      schema: { tags, summary: 'End this admin session' },
    },
    async (request, reply) => {
      await logoutAdmin(request.ctx);
      return reply.code(204).send();
    },
  );
};
