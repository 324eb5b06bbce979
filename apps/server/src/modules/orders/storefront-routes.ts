import {
  guestAccountResponseSchema,
  orderRefSchema,
  orderResponseSchema,
  orderReturnsResponseSchema,
  returnCreatedResponseSchema,
  returnRequestSchema,
  trackOrderRequestSchema,
  trackOrderResponseSchema,
} from '@emporia/contracts/orders';
import { orderKeyHeader } from '@emporia/contracts/storefront-keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { shopOriginOf } from '../auth';
import { createAccountForGuestOrder } from './guest-account';
import { orderKeyOf, orderOpenedBy } from './order-pass';
import { statusNames } from './queries';
import { findOrderForShopper, requestReturn, returnsOfOrder } from './returns-service';
import { orderViewOf } from './view';

const tags = ['storefront: orders'];
const refParams = z.object({ ref: orderRefSchema });
const keyHeader = z.object({ [orderKeyHeader]: z.string().max(100).optional() });

/**
 * The public order pages (checkout-success, invoice, track-order,
 * return-exchange). The order's owner or its key opens them, never the
 * reference alone (order-pass.ts, ADR 0016); staff comments are shown only
 * when the customer was notified of them.
 */
export const orderStorefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/storefront/orders/:ref',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags,
        summary: 'An order by its reference, for its owner or with its key (success page, invoice, tracking)',
        params: refParams,
        headers: keyHeader,
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => {
      const row = await orderOpenedBy(request, request.params.ref);
      const order = await orderViewOf(request.ctx, row);
      return {
        data: { ...order, history: order.history.map((h) => (h.notify ? h : { ...h, comment: '' })) },
      };
    },
  );

  app.post(
    '/api/v1/storefront/orders/:ref/account',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary:
          'Create an account for the guest who placed this order (one click, with its key; the order is attached)',
        params: refParams,
        headers: keyHeader,
        response: { 201: guestAccountResponseSchema },
      },
    },
    async (request, reply) => {
      const order = await orderOpenedBy(request, request.params.ref);
      const data = await createAccountForGuestOrder(request.ctx, order, {
        userAgent: request.headers['user-agent'] ?? '',
        origin: shopOriginOf(request),
      });
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/api/v1/storefront/track-order',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The track-order form: check an order reference against its e-mail',
        body: trackOrderRequestSchema,
        response: { 200: trackOrderResponseSchema },
      },
    },
    async (request) => {
      const order = await findOrderForShopper(request.ctx, request.body.ref, request.body.email);
      return { data: { ref: order.ref, key: orderKeyOf(request.ctx.shop.id, order.ref) } };
    },
  );

  app.post(
    '/api/v1/storefront/return-exchange',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The return-exchange form: ask to return or exchange units of an order',
        body: returnRequestSchema,
        response: { 201: returnCreatedResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await requestReturn(request.ctx, request.body);
      return reply
        .code(201)
        .send({ data: { ...created, key: orderKeyOf(request.ctx.shop.id, created.ref) } });
    },
  );

  app.get(
    '/api/v1/storefront/return-exchange/:ref',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags,
        summary: 'The returns of an order with their status, for its owner or with its key',
        params: refParams,
        headers: keyHeader,
        response: { 200: orderReturnsResponseSchema },
      },
    },
    async (request) => {
      const row = await orderOpenedBy(request, request.params.ref);
      const [returns, names] = await Promise.all([
        returnsOfOrder(request.ctx, row.id),
        statusNames(request.ctx.db, request.ctx.shop.id),
      ]);
      return {
        data: { ref: row.ref, status: { id: row.statusId, name: names.get(row.statusId) ?? '' }, returns },
      };
    },
  );
};
