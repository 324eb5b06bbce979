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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { shopOriginOf } from '../auth/links';
import { createAccountForGuestOrder } from './guest-account';
import { findOrderByRef, statusNames } from './queries';
import { findOrderForShopper, requestReturn, returnsOfOrder } from './returns-service';
import { orderViewOf } from './view';

const tags = ['storefront: orders'];
const refParams = z.object({ ref: orderRefSchema });
const missing = 'This order could not be found.';

/**
 * The public order pages (checkout-success, invoice, track-order,
 * return-exchange). The random reference is what opens them; staff comments
 * are shown only when the customer was notified of them.
 */
export const orderStorefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/storefront/orders/:ref',
    {
      schema: {
        tags,
        summary: 'An order by its reference (success page, invoice, tracking)',
        params: refParams,
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => {
      const row = await findOrderByRef(request.ctx.db, request.ctx.shop.id, request.params.ref);
      if (!row) throw notFound(missing);
      const order = await orderViewOf(request.ctx, row);
      return {
        data: { ...order, history: order.history.map((h) => (h.notify ? h : { ...h, comment: '' })) },
      };
    },
  );

  app.post(
    '/api/v1/storefront/orders/:ref/account',
    {
      schema: {
        tags,
        summary: 'Create an account for the guest who placed this order (one click; the order is attached)',
        params: refParams,
        response: { 201: guestAccountResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await createAccountForGuestOrder(request.ctx, request.params.ref, {
        userAgent: request.headers['user-agent'] ?? '',
        origin: shopOriginOf(request),
      });
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/api/v1/storefront/track-order',
    {
      schema: {
        tags,
        summary: 'The track-order form: check an order reference against its e-mail',
        body: trackOrderRequestSchema,
        response: { 200: trackOrderResponseSchema },
      },
    },
    async (request) => {
      const order = await findOrderForShopper(request.ctx, request.body.ref, request.body.email);
      return { data: { ref: order.ref } };
    },
  );

  app.post(
    '/api/v1/storefront/return-exchange',
    {
      schema: {
        tags,
        summary: 'The return-exchange form: ask to return or exchange units of an order',
        body: returnRequestSchema,
        response: { 201: returnCreatedResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await requestReturn(request.ctx, request.body) }),
  );

  app.get(
    '/api/v1/storefront/return-exchange/:ref',
    {
      schema: {
        tags,
        summary: 'The returns of an order with their status',
        params: refParams,
        response: { 200: orderReturnsResponseSchema },
      },
    },
    async (request) => {
      const row = await findOrderByRef(request.ctx.db, request.ctx.shop.id, request.params.ref);
      if (!row) throw notFound(missing);
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
