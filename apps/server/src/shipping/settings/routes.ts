import {
  carrierErrorsResponseSchema,
  shippingModules,
  shippingSaveSchemas,
  shippingSettingsResponseSchema,
  updatedResponseSchema,
} from '@emporia/contracts/shipping-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import { listCarrierErrors } from '../carrier-errors';
import { saveShippingSettings, shippingSettingsForAdmin } from './service';

const tags = ['admin: settings'];

/** The shipping method panels of the admin settings (SPEC §2, §3, §7 admin_config_update_shipping). */
export const shippingSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/admin/settings/shipping',
    {
      config: { access: access.staff('settings') },
      schema: {
        tags,
        summary:
          'Settings of the eight shipping modules, defaults filled in; saved secrets are never sent back (secrets_set names them)',
        response: { 200: shippingSettingsResponseSchema },
      },
    },
    async (request) => shippingSettingsForAdmin(request.ctx),
  );

  app.get(
    '/api/v1/admin/settings/shipping/errors',
    {
      config: { access: access.staff('settings') },
      schema: {
        tags,
        summary: "Each shipping module's last rating failure with the provider's detail (staff only)",
        response: { 200: carrierErrorsResponseSchema },
      },
    },
    async (request) => ({ data: await listCarrierErrors(request.ctx) }),
  );

  // One route per module so each is validated (and documented) by its own schema.
  for (const module of shippingModules) {
    app.post(
      `/api/v1/admin/settings/shipping/${module}`,
      {
        config: { access: access.staff('settings') },
        schema: {
          tags,
          summary: `admin_config_update_shipping: save the ${module} panel (its whole key/value object)`,
          body: shippingSaveSchemas[module],
          response: { 200: updatedResponseSchema },
        },
      },
      async (request) => {
        await saveShippingSettings(request.ctx, module, request.body);
        return { message: 'Updated!' as const };
      },
    );
  }
};
