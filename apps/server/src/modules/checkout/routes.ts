import {
  idempotencyKeyHeader,
  idempotencyKeySchema,
  placedOrderResponseSchema,
  placeOrderRequestSchema,
  quoteRequestSchema,
  quoteResponseSchema,
} from '@emporia/contracts/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { shopOriginOf } from '../auth';
import { cartOwnerOf } from '../cart';
import { orderKeyOf } from '../orders';
import { placeOrder } from './place-order';
import { preparePaymentForCheckout } from './prepare-payment';
import { quoteCheckout } from './quote-service';

const tags = ['storefront: checkout'];

/** The one-page checkout: the shipping step's quote, then the payment step's placement. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/storefront/checkout/quote',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags,
        summary: 'Shipping methods for an address and the totals with the chosen one (taxes included)',
        body: quoteRequestSchema,
        response: { 200: quoteResponseSchema },
      },
    },
    async (request) => ({
      data: await quoteCheckout(request.ctx, await cartOwnerOf(request), request.body, request.log),
    }),
  );

  app.post(
    '/api/v1/storefront/checkout/place',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags,
        summary: 'Place the order of the cart (send an Idempotency-Key; a retry returns the first order)',
        headers: z.looseObject({ [idempotencyKeyHeader]: idempotencyKeySchema }),
        body: placeOrderRequestSchema,
        response: { 200: placedOrderResponseSchema, 201: placedOrderResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await placeOrder(
        request.ctx,
        await cartOwnerOf(request),
        request.body,
        request.headers[idempotencyKeyHeader],
        shopOriginOf(request),
      );
      const order_key = orderKeyOf(request.ctx.shop.id, result.order.ref);
      return reply.code(result.replayed ? 200 : 201).send({ data: { ...result.order, order_key } });
    },
  );

  app.post(
    '/api/v1/storefront/checkout/prepare-payment',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags,
        summary:
          'Create the payment at the provider before the buyer approves (PayPal); same body and key as the placement',
        headers: z.looseObject({ [idempotencyKeyHeader]: idempotencyKeySchema }),
        body: placeOrderRequestSchema,
        response: { 200: z.object({ data: z.record(z.string(), z.string()) }) },
      },
    },
    async (request) => ({
      data: await preparePaymentForCheckout(
        request.ctx,
        await cartOwnerOf(request),
        request.body,
        request.headers[idempotencyKeyHeader],
      ),
    }),
  );
};
