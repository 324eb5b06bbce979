import {
  authenticateRequestSchema,
  customerTokenResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@emporia/contracts/customer-auth';
import { signInLinkRequestSchema } from '@emporia/contracts/sign-in-protection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import { clientOf } from './client';
import {
  authenticateCustomer,
  forgotPasswordAnswer,
  loginCustomer,
  logoutCustomer,
  registerCustomer,
  requestCustomerPasswordReset,
  resetCustomerPassword,
} from './customer-service';
import { shopOriginOf } from './links';
import { sendCustomerSignInLink, signInLinkAnswer } from './sign-in-links';

const tags = ['storefront: account'];

/** SPEC §7 customer authentication, at exactly the paths the spec shows. */
export const customerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/storefront/register',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Create a customer account and sign in (payload carries the guest cart)',
        body: registerRequestSchema,
        response: { 201: customerTokenResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await registerCustomer(
        request.ctx,
        request.body,
        clientOf(request),
        shopOriginOf(request),
      );
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/api/v1/storefront/login',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password; the saved cart is restored',
        body: loginRequestSchema,
        response: { 200: customerTokenResponseSchema },
      },
    },
    async (request) => ({ data: await loginCustomer(request.ctx, request.body, clientOf(request)) }),
  );

  app.post(
    '/api/v1/storefront/authenticate',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Sign in with a one-time code from an /auth/callback link',
        body: authenticateRequestSchema,
        response: { 200: customerTokenResponseSchema },
      },
    },
    async (request) => ({ data: await authenticateCustomer(request.ctx, request.body, clientOf(request)) }),
  );

  app.post(
    '/api/v1/storefront/sign_in_link',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary:
          'E-mail a one-time sign-in link to /auth/callback; works while wrong passwords hold this address back (same answer whether or not the account exists)',
        body: signInLinkRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await sendCustomerSignInLink(request.ctx, request.body.email, clientOf(request));
      return { data: { message: signInLinkAnswer } };
    },
  );

  app.post(
    '/api/v1/storefront/forgot_password',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'E-mail a password reset link (same answer whether or not the account exists)',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await requestCustomerPasswordReset(request.ctx, request.body.email, clientOf(request));
      return { data: { message: forgotPasswordAnswer } };
    },
  );

  app.post(
    '/api/v1/storefront/reset_password',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Set a new password with a reset token; signs the customer out everywhere',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await resetCustomerPassword(request.ctx, request.body);
      return {
        data: { message: 'Your password has been reset. You can now log in with your new password.' },
      };
    },
  );

  app.post(
    '/api/v1/storefront/logout',
    {
      config: { access: access.customer },
      schema: { tags, summary: 'End this session (the token stops working)' },
    },
    async (request, reply) => {
      await logoutCustomer(request.ctx);
      return reply.code(204).send();
    },
  );
};
