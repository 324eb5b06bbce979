import {
  abandonedCartListResponseSchema,
  abandonedCartScheduleResponseSchema,
  abandonedCartScheduleSchema,
  adminOrderBatchQuerySchema,
  adminOrderBatchResponseSchema,
  adminOrderCreateSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  adminReturnCreateSchema,
  dashboardResponseSchema,
  orderBulkStatusSchema,
  orderCloseSchema,
  orderEditSchema,
  orderStatusChangeSchema,
  returnProcessSchema,
  staffShippingQuoteSchema,
} from '@emporia/contracts/admin-orders';
import { shippingOptionSchema } from '@emporia/contracts/checkout';
import { idSchema, pageNumberSchema, perPageSchema } from '@emporia/contracts/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { provideAdminView } from '../../kernel/admin-views';
import { access } from '../../kernel/auth/access';
import { notFound } from '../../kernel/errors';
import { answerPage, pagingOf } from '../../kernel/list-pages';
import { shopOriginOf } from '../auth';
import { shippingOptionOf } from '../checkout';
import { registerActivityKind } from '../logs';
import { listAbandonedCarts, sendCartRecovery } from './abandoned';
import { readAbandonedSchedule, saveAbandonedSchedule } from './abandoned-schedule';
import { orderActivity } from './activity';
import { listAdminOrders } from './admin-queries';
import { dashboardFigures } from './dashboard';
import {
  adminOrder,
  adminOrderOf,
  cancelOrder,
  changeOrderStatus,
  changeOrdersStatus,
  refundOrder,
} from './order-admin';
import { createOrderForCustomer } from './order-create';
import { editOrder, staffShippingOptions } from './order-edit';
import { findOrderById } from './queries';
import { processReturn } from './returns-admin';
import { requestReturn } from './returns-service';

const tags = ['admin: orders'];
const id = idSchema;
const idParams = z.object({ id });
const pageQuery = z.object({
  page: pageNumberSchema.default(1),
  per_page: perPageSchema(100).default(20),
});

/** Admin order pages: order/all, new, {id}, {id}/edit, invoice, packingslip, {id}/return, abandoned/all; the dashboard. */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Webhooks send an order as this area's GET answers it.
  provideAdminView('order', adminOrder);
  registerActivityKind(orderActivity);
  const order = { 200: adminOrderResponseSchema };

  app.get(
    '/api/v1/admin/dashboard',
    {
      config: { access: access.anyStaff },
      schema: { tags: ['admin'], summary: 'Dashboard figures', response: { 200: dashboardResponseSchema } },
    },
    async (request) => ({ data: await dashboardFigures(request.ctx) }),
  );

  app.get(
    '/api/v1/admin/orders',
    {
      config: { access: access.staff('orders') },
      schema: {
        tags,
        summary: 'Orders, newest first, filtered',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListResponseSchema },
      },
    },
    async (request, reply) => {
      const paging = pagingOf(request, reply, request.query);
      const { db, shop } = request.ctx;
      return answerPage(request, reply, paging, await listAdminOrders(db, shop.id, request.query, paging));
    },
  );

  app.get(
    '/api/v1/admin/orders/batch',
    {
      config: { access: access.staff('orders') },
      schema: {
        tags,
        summary: 'Several orders (printable invoices, packing slips)',
        querystring: adminOrderBatchQuerySchema,
        response: { 200: adminOrderBatchResponseSchema },
      },
    },
    async (request) => {
      const found = [];
      for (const orderId of request.query.ids) {
        const row = await findOrderById(request.ctx.db, request.ctx.shop.id, orderId);
        if (!row) throw notFound(`Order ${orderId} does not exist.`);
        found.push(await adminOrderOf(request.ctx, row));
      }
      return { data: found };
    },
  );

  app.get(
    '/api/v1/admin/orders/:id',
    {
      config: { access: access.staff('orders') },
      schema: { tags, summary: 'One order with its history and returns', params: idParams, response: order },
    },
    async (request) => ({ data: await adminOrder(request.ctx, request.params.id) }),
  );

  app.post(
    '/api/v1/admin/orders',
    {
      config: { access: access.staff('orders') },
      schema: {
        tags,
        summary: 'Create an order for a customer',
        body: adminOrderCreateSchema,
        response: { 201: adminOrderResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createOrderForCustomer(request.ctx, request.body, shopOriginOf(request)) }),
  );

  app.post(
    '/api/v1/admin/orders/shipping-quote',
    {
      // A quote is a read sent as POST: not in the activity log.
      config: { access: access.staff('orders'), activity: false },
      schema: {
        tags,
        summary: 'Shipping methods for lines and an address (staff order forms)',
        body: staffShippingQuoteSchema,
        response: { 200: z.object({ data: z.array(shippingOptionSchema) }) },
      },
    },
    async (request) => ({
      data: (await staffShippingOptions(request.ctx, request.body.lines, request.body.address)).map(
        shippingOptionOf,
      ),
    }),
  );

  app.put(
    '/api/v1/admin/orders/:id',
    {
      config: { access: access.staff('orders') },
      schema: {
        tags,
        summary: 'Edit lines, address and shipping',
        params: idParams,
        body: orderEditSchema,
        response: order,
      },
    },
    async (request) => ({ data: await editOrder(request.ctx, request.params.id, request.body) }),
  );

  app.post(
    '/api/v1/admin/orders/status',
    {
      config: { access: access.staff('orders') },
      schema: {
        tags,
        summary:
          'Change the status of many orders at once (all or none), with a comment; notify the customers',
        body: orderBulkStatusSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const n = await changeOrdersStatus(request.ctx, request.body, shopOriginOf(request));
      return { message: `${n} order${n === 1 ? '' : 's'} updated.` };
    },
  );

  app.post(
    '/api/v1/admin/orders/:id/status',
    {
      config: { access: access.staff('orders') },
      schema: {
        tags,
        summary: 'Change the status, with a comment; notify the customer',
        params: idParams,
        body: orderStatusChangeSchema,
        response: order,
      },
    },
    async (request) => ({
      data: await changeOrderStatus(request.ctx, request.params.id, request.body, shopOriginOf(request)),
    }),
  );

  app.post(
    '/api/v1/admin/orders/:id/cancel',
    {
      config: { access: access.staff('orders') },
      schema: {
        tags,
        summary: 'Cancel: stock back, payment released',
        params: idParams,
        body: orderCloseSchema,
        response: order,
      },
    },
    async (request) => ({
      data: await cancelOrder(request.ctx, request.params.id, request.body, shopOriginOf(request)),
    }),
  );

  app.post(
    '/api/v1/admin/orders/:id/refund',
    {
      config: { access: access.staff('orders') },
      schema: {
        tags,
        summary: 'Refund: stock back, payment refunded',
        params: idParams,
        body: orderCloseSchema,
        response: order,
      },
    },
    async (request) => ({
      data: await refundOrder(request.ctx, request.params.id, request.body, shopOriginOf(request)),
    }),
  );

  app.post(
    '/api/v1/admin/orders/:id/returns',
    {
      config: { access: access.staff('orders') },
      schema: {
        tags,
        summary: 'Record a return for the customer',
        params: idParams,
        body: adminReturnCreateSchema,
        response: order,
      },
    },
    async (request) => {
      const row = await findOrderById(request.ctx.db, request.ctx.shop.id, request.params.id);
      if (!row) throw notFound('This order does not exist.');
      await requestReturn(request.ctx, { ...request.body, ref: row.ref, email: row.email });
      return { data: await adminOrder(request.ctx, row.id) };
    },
  );

  app.post(
    '/api/v1/admin/orders/:id/returns/:returnId',
    {
      config: { access: access.staff('orders') },
      schema: {
        tags,
        summary: 'Process a return: approve, reject or complete (restock, refund)',
        params: z.object({ id, returnId: id }),
        body: returnProcessSchema,
        response: order,
      },
    },
    async (request) => ({
      data: await processReturn(request.ctx, request.params.id, request.params.returnId, request.body),
    }),
  );

  app.get(
    '/api/v1/admin/abandoned-carts',
    {
      config: { access: access.staff('orders') },
      schema: {
        tags,
        summary: 'Carts idle past the configured time with a known e-mail',
        querystring: pageQuery,
        response: { 200: abandonedCartListResponseSchema },
      },
    },
    async (request) => listAbandonedCarts(request.ctx, request.query.page, request.query.per_page),
  );

  app.get(
    '/api/v1/admin/abandoned-carts/settings',
    {
      config: { access: access.staff('orders') },
      schema: {
        tags,
        summary: 'Whether abandoned-cart reminders go out on their own, and after how many hours each',
        response: { 200: abandonedCartScheduleResponseSchema },
      },
    },
    async (request) => ({ data: await readAbandonedSchedule(request.ctx) }),
  );

  app.put(
    '/api/v1/admin/abandoned-carts/settings',
    {
      config: { access: access.staff('orders') },
      schema: {
        tags,
        summary: 'Set the abandoned-cart reminder schedule',
        body: abandonedCartScheduleSchema,
        response: { 200: abandonedCartScheduleResponseSchema },
      },
    },
    async (request) => ({ data: await saveAbandonedSchedule(request.ctx, request.body) }),
  );

  app.post(
    '/api/v1/admin/abandoned-carts/:id/send',
    {
      config: { access: access.staff('orders') },
      schema: { tags, summary: 'E-mail the recovery link of an abandoned cart', params: idParams },
    },
    async (request, reply) => {
      await sendCartRecovery(request.ctx, request.params.id, shopOriginOf(request));
      return reply.code(204).send();
    },
  );
};
