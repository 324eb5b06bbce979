import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPaymentRoutes } from './admin-payment-routes';
import { paymentSettingsRoutes } from './settings-routes';
import { paymentWebhookRoutes } from './webhook-routes';

/** Everything payments: the admin panels' settings, the storefront's methods, webhooks, admin capture/refund/void. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(paymentSettingsRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(adminPaymentRoutes);
};
