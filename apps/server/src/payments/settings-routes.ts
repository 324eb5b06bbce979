import {
  adminPaymentSettingsResponseSchema,
  paymentMethodIds,
  paymentTitleKey,
  settingsUpdatedResponseSchema,
  storefrontPaymentMethodsResponseSchema,
} from '@emporia/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../kernel/auth/access';
import { paymentMethods } from './methods';
import { paymentSettingsForAdmin, savePaymentSettings, usablePaymentMethods } from './settings-service';

const adminTags = ['admin: settings'];

/** The payment panels' API (SPEC §2, §3, §7 admin_config_update_payment) and the storefront's list of methods. */
export const paymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/admin/settings/payment',
    {
      config: { access: access.staff('settings') },
      schema: {
        tags: adminTags,
        summary:
          'Settings of the five payment methods, defaults filled in; saved secrets are never sent back (secrets_set names them)',
        response: { 200: adminPaymentSettingsResponseSchema },
      },
    },
    async (request) => paymentSettingsForAdmin(request.ctx),
  );

  // One route per method so each body is checked (and documented) against that method's own keys.
  for (const method of paymentMethodIds) {
    app.post(
      `/api/v1/admin/settings/payment/${method}`,
      {
        config: { access: access.staff('settings') },
        schema: {
          tags: adminTags,
          summary: `admin_config_update_payment: save the ${method} panel (its whole settings object)`,
          body: paymentMethods[method].settings.saveSchema,
          response: { 200: settingsUpdatedResponseSchema },
        },
      },
      async (request) => {
        await savePaymentSettings(request.ctx, method, request.body);
        return { message: 'Updated!' };
      },
    );
  }

  app.get(
    '/api/v1/storefront/payment-methods',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags: ['storefront'],
        summary:
          'The payment methods a shopper can choose, with what the browser needs for each (never secrets)',
        response: { 200: storefrontPaymentMethodsResponseSchema },
      },
    },
    async (request) => {
      const currency = request.ctx.shop.currencyCode;
      const methods = await usablePaymentMethods(request.ctx);
      return {
        data: methods.map((m) => ({
          method: m.id,
          label_key: paymentTitleKey(m.id),
          client: m.clientConfig(currency),
        })),
      };
    },
  );
};
