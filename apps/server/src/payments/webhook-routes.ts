import { paymentMethodIdSchema } from '@emporia/contracts/payments';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { access } from '../kernel/auth/access';
import { receivePaymentWebhook } from './webhooks';

/**
 * POST /api/v1/storefront/payments/webhook/{method}. Signatures are computed
 * over the exact bytes sent, so this scope keeps bodies raw (JSON from Stripe,
 * Square and PayPal; a form from Braintree).
 */
export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post<{ Params: { method: string } }>(
    '/api/v1/storefront/payments/webhook/:method',
    {
      config: { access: access.public },
      schema: {
        tags: ['storefront'],
        summary: 'A payment provider reports a change to a payment (signature checked)',
        consumes: ['*/*'],
        params: z.object({ method: paymentMethodIdSchema }),
      },
    },
    async (request) => {
      const method = paymentMethodIdSchema.parse(request.params.method);
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await receivePaymentWebhook(request.ctx, method, {
        headers: request.headers,
        rawBody,
        url: `${request.protocol}://${request.host}${request.url}`,
      });
      return { received: true, result };
    },
  );
};
