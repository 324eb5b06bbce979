import {
  addressFormSchema,
  addressListResponseSchema,
  addressResponseSchema,
  changePasswordSchema,
  customerOrderListResponseSchema,
  profileResponseSchema,
  profileSchema,
} from '@emporia/contracts/account';
import { messageResponseSchema } from '@emporia/contracts/customer-auth';
import { orderResponseSchema } from '@emporia/contracts/orders';
import { idSchema } from '@emporia/contracts/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { customerIdOf } from '../../kernel/auth/guards';
import { notFound } from '../../kernel/errors';
import {
  addAddress,
  editAddress,
  getAddress,
  listAddressBook,
  makeDefaultAddress,
  removeAddress,
} from './address-service';
import { changePassword, getProfile, updateProfile } from './profile-service';
import { findCustomerOrder, listCustomerOrders } from './queries';

const tags = ['storefront: account'];
const addressParams = z.object({ id: idSchema });

/** The signed-in customer's own account: profile, password, address book, orders. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a stranger learns nothing about the payloads, only that they must log in.

  app.get(
    '/api/v1/storefront/account/profile',
    {
      config: { access: access.customer },
      schema: {
        tags,
        summary: 'The profile of the signed-in customer',
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => ({ data: await getProfile(request.ctx, customerIdOf(request)) }),
  );

  app.put(
    '/api/v1/storefront/account/profile',
    {
      config: { access: access.customer },
      schema: {
        tags,
        summary: 'Change names, e-mail, telephone and opt-ins',
        body: profileSchema,
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => ({ data: await updateProfile(request.ctx, customerIdOf(request), request.body) }),
  );

  app.put(
    '/api/v1/storefront/account/password',
    {
      config: { access: access.customer },
      schema: {
        tags,
        summary: 'Change the password (current one required); other sessions end',
        body: changePasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await changePassword(request.ctx, customerIdOf(request), request.body);
      return { data: { message: 'Your password has been changed.' } };
    },
  );

  app.get(
    '/api/v1/storefront/account/addresses',
    {
      config: { access: access.customer },
      schema: {
        tags,
        summary: 'The address book, default first',
        response: { 200: addressListResponseSchema },
      },
    },
    async (request) => ({ data: await listAddressBook(request.ctx, customerIdOf(request)) }),
  );

  app.post(
    '/api/v1/storefront/account/addresses',
    {
      config: { access: access.customer },
      schema: {
        tags,
        summary: 'Add an address',
        body: addressFormSchema,
        response: { 201: addressResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await addAddress(request.ctx, customerIdOf(request), request.body) }),
  );

  app.get(
    '/api/v1/storefront/account/addresses/:id',
    {
      config: { access: access.customer },
      schema: {
        tags,
        summary: 'One address',
        params: addressParams,
        response: { 200: addressResponseSchema },
      },
    },
    async (request) => ({ data: await getAddress(request.ctx, customerIdOf(request), request.params.id) }),
  );

  app.put(
    '/api/v1/storefront/account/addresses/:id',
    {
      config: { access: access.customer },
      schema: {
        tags,
        summary: 'Change an address',
        params: addressParams,
        body: addressFormSchema,
        response: { 200: addressResponseSchema },
      },
    },
    async (request) => ({
      data: await editAddress(request.ctx, customerIdOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/v1/storefront/account/addresses/:id/default',
    {
      config: { access: access.customer },
      schema: {
        tags,
        summary: 'Make an address the default one',
        params: addressParams,
        response: { 200: addressResponseSchema },
      },
    },
    async (request) => ({
      data: await makeDefaultAddress(request.ctx, customerIdOf(request), request.params.id),
    }),
  );

  app.delete(
    '/api/v1/storefront/account/addresses/:id',
    {
      config: { access: access.customer },
      schema: { tags, summary: 'Delete an address', params: addressParams },
    },
    async (request, reply) => {
      await removeAddress(request.ctx, customerIdOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v1/storefront/account/orders',
    {
      config: { access: access.customer },
      schema: {
        tags,
        summary: 'account_customer_orders: the customer’s orders with their items, newest first',
        response: { 200: customerOrderListResponseSchema },
      },
    },
    async (request) => ({ data: await listCustomerOrders(request.ctx, customerIdOf(request)) }),
  );

  app.get(
    '/api/v1/storefront/account/orders/:ref',
    {
      config: { access: access.customer },
      schema: {
        tags,
        summary:
          'One order of the customer by reference: addresses, payment and shipping methods, lines, totals',
        params: z.object({ ref: z.string().min(1).max(64) }),
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => {
      const order = await findCustomerOrder(request.ctx, customerIdOf(request), request.params.ref);
      if (!order) throw notFound('This order could not be found.');
      return { data: order };
    },
  );
};
