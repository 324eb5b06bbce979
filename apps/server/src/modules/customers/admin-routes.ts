import {
  adminCustomerCreateSchema,
  adminCustomerListQuerySchema,
  adminCustomerListResponseSchema,
  adminCustomerResponseSchema,
  adminCustomerUpdateSchema,
  customerBulkStatusSchema,
  customerGroupFormSchema,
  customerGroupListResponseSchema,
  customerGroupResponseSchema,
  customerInvitationsResponseSchema,
  customerInvitationsSchema,
  customerSignInLinkResponseSchema,
} from '@emporia/contracts/admin-customers';
import { messageResponseSchema } from '@emporia/contracts/customer-auth';
import { idSchema } from '@emporia/contracts/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { provideAdminView } from '../../kernel/admin-views';
import { access } from '../../kernel/auth/access';
import { answerPage, pagingOf } from '../../kernel/list-pages';
import { shopOriginOf } from '../auth';
import { registerActivityKind } from '../logs';
import { customerActivity } from './activity';
import {
  createCustomerByAdmin,
  customerSignInLink,
  getCustomerForAdmin,
  listCustomersForAdmin,
  sendPasswordResetByAdmin,
  setCustomersStatusByAdmin,
  updateCustomerByAdmin,
} from './admin-service';
import { createCustomerGroup, deleteCustomerGroup, listCustomerGroups, renameCustomerGroup } from './groups';
import { inviteCustomers } from './invitations';
import { deleteCustomer, requestCustomerData } from './privacy';

const tags = ['admin: customers'];
const idParams = z.object({ id: idSchema });

/** Admin customer pages (customer/all, new, {id}) and customer groups. */
export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  registerActivityKind(customerActivity);
  // Webhooks send a customer as this area's GET answers it.
  provideAdminView('customer', getCustomerForAdmin);
  app.get(
    '/api/v1/admin/customers',
    {
      config: { access: access.staff('customers') },
      schema: {
        tags,
        summary: 'Search, sort and page through customers',
        querystring: adminCustomerListQuerySchema,
        response: { 200: adminCustomerListResponseSchema },
      },
    },
    async (request, reply) => {
      const paging = pagingOf(request, reply, request.query);
      return answerPage(
        request,
        reply,
        paging,
        await listCustomersForAdmin(request.ctx, request.query, paging),
      );
    },
  );

  app.post(
    '/api/v1/admin/customers',
    {
      config: { access: access.staff('customers') },
      schema: {
        tags,
        summary: 'Create a customer (without a password they are e-mailed a link)',
        body: adminCustomerCreateSchema,
        response: { 201: adminCustomerResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createCustomerByAdmin(request.ctx, request.body, shopOriginOf(request)) }),
  );

  app.post(
    '/api/v1/admin/customers/invitations',
    {
      config: { access: access.staff('customers') },
      schema: {
        tags,
        summary:
          'E-mail customers without a password a link to set one (chosen ones, or all); a limited number per hour',
        body: customerInvitationsSchema,
        response: { 200: customerInvitationsResponseSchema },
      },
    },
    async (request) => {
      const data = await inviteCustomers(request.ctx, request.body, shopOriginOf(request));
      const sent = `${data.sent} invitation${data.sent === 1 ? '' : 's'} sent.`;
      const waiting = data.waiting > 0 ? ` ${data.waiting} more can be sent in an hour.` : '';
      return { data, message: sent + waiting };
    },
  );

  app.post(
    '/api/v1/admin/customers/status',
    {
      config: { access: access.staff('customers') },
      schema: {
        tags,
        summary: 'Enable or disable many customers (all or none; disabled ones are signed out)',
        body: customerBulkStatusSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const n = await setCustomersStatusByAdmin(request.ctx, request.body);
      return { message: `${n} customer${n === 1 ? '' : 's'} updated.` };
    },
  );

  app.get(
    '/api/v1/admin/customers/:id',
    {
      config: { access: access.staff('customers') },
      schema: {
        tags,
        summary: 'A customer with addresses and orders',
        params: idParams,
        response: { 200: adminCustomerResponseSchema },
      },
    },
    async (request) => ({ data: await getCustomerForAdmin(request.ctx, request.params.id) }),
  );

  app.put(
    '/api/v1/admin/customers/:id',
    {
      config: { access: access.staff('customers') },
      schema: {
        tags,
        summary: 'Change a customer (status disabled signs them out)',
        params: idParams,
        body: adminCustomerUpdateSchema,
        response: { 200: adminCustomerResponseSchema },
      },
    },
    async (request) => ({ data: await updateCustomerByAdmin(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/api/v1/admin/customers/:id',
    {
      config: { access: access.staff('customers') },
      schema: {
        tags,
        summary:
          'Delete a customer: account, addresses and sign-ins go, orders stay; apps are sent customers/redact',
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({ data: { message: await deleteCustomer(request.ctx, request.params.id) } }),
  );

  app.post(
    '/api/v1/admin/customers/:id/data-request',
    {
      config: { access: access.staff('customers') },
      schema: {
        tags,
        summary: 'Ask the shop’s apps for the data they keep on a customer (customers/data_request)',
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({ data: { message: await requestCustomerData(request.ctx, request.params.id) } }),
  );

  app.post(
    '/api/v1/admin/customers/:id/password-reset',
    {
      config: { access: access.staff('customers') },
      schema: {
        tags,
        summary: 'E-mail the customer a password reset link',
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const email = await sendPasswordResetByAdmin(request.ctx, request.params.id, shopOriginOf(request));
      return { data: { message: `A password reset link has been sent to ${email}.` } };
    },
  );

  app.post(
    '/api/v1/admin/customers/:id/sign-in-link',
    {
      config: { access: access.staff('customers') },
      schema: {
        tags,
        summary:
          'A one-time storefront sign-in link as this customer (answered by POST /storefront/authenticate)',
        params: idParams,
        response: { 200: customerSignInLinkResponseSchema },
      },
    },
    async (request) => ({
      data: await customerSignInLink(request.ctx, request.params.id, shopOriginOf(request)),
    }),
  );

  app.get(
    '/api/v1/admin/customer-groups',
    {
      // Catalogue staff read the groups too (group prices, the product form).
      config: { access: access.staff('customers', 'catalog') },
      schema: {
        tags,
        summary: 'Customer groups with their member and own-price counts',
        response: { 200: customerGroupListResponseSchema },
      },
    },
    async (request) => ({ data: await listCustomerGroups(request.ctx) }),
  );

  app.post(
    '/api/v1/admin/customer-groups',
    {
      config: { access: access.staff('customers') },
      schema: {
        tags,
        summary: 'Create a customer group',
        body: customerGroupFormSchema,
        response: { 201: customerGroupResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createCustomerGroup(request.ctx, request.body.name) }),
  );

  app.put(
    '/api/v1/admin/customer-groups/:id',
    {
      config: { access: access.staff('customers') },
      schema: {
        tags,
        summary: 'Rename a customer group',
        params: idParams,
        body: customerGroupFormSchema,
        response: { 200: customerGroupResponseSchema },
      },
    },
    async (request) => ({
      data: await renameCustomerGroup(request.ctx, request.params.id, request.body.name),
    }),
  );

  app.delete(
    '/api/v1/admin/customer-groups/:id',
    {
      config: { access: access.staff('customers') },
      schema: { tags, summary: 'Delete an empty customer group', params: idParams },
    },
    async (request, reply) => {
      await deleteCustomerGroup(request.ctx, request.params.id);
      return reply.code(204).send();
    },
  );
};
