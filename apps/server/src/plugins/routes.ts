import {
  pluginChangeSchema,
  pluginParamsSchema,
  shopPluginListResponseSchema,
  shopPluginResponseSchema,
} from '@emporia/contracts/plugins';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../kernel/auth/access';
import { notFound } from '../kernel/errors';
import { registerShippingPlugins } from '../shipping';
import { advancedShipperCarrier } from './advancedshipper/rates';
import { shipperMethods } from './advancedshipper/service';
import { isPluginEnabled, pluginsOn, shippingModulesTurnedOff, shopPlugins, turnPlugin } from './enabled';
import type { PluginManifest } from './manifest';
import { pluginManifests } from './registry';

/**
 * One plugin's admin API, closed while the shop has the plugin off: a 404 that says how to
 * turn it on, checked after the staff guard so strangers learn nothing.
 */
function pluginScope(plugin: PluginManifest): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', async (request) => {
      if (!(await isPluginEnabled(request.ctx, plugin.name)))
        throw notFound(`The ${plugin.label} plugin is off for this shop. Turn it on under Plugins.`);
    });
    await app.register(plugin.adminRoutes);
  };
}

/** The Plugins page's API (turn plugins on and off) and every plugin's own admin API. */
export const pluginRoutes: FastifyPluginAsyncZod = async (app) => {
  registerShippingPlugins({
    advancedShipperCarrier: async (ctx, settings) =>
      advancedShipperCarrier(settings, await shipperMethods(ctx)),
    pluginsOn,
    shippingModulesTurnedOff,
  });
  const tags = ['admin: plugins'];
  app.get(
    '/api/v1/admin/plugins',
    {
      config: { access: access.staff('plugins') },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'The plugins this shop can use, and whether each is on',
        response: { 200: shopPluginListResponseSchema },
      },
    },
    async (request) => ({ data: await shopPlugins(request.ctx) }),
  );
  app.put(
    '/api/v1/admin/plugins/:name',
    {
      config: { access: access.staff('plugins') },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Turn a plugin on or off for this shop',
        params: pluginParamsSchema,
        body: pluginChangeSchema,
        response: { 200: shopPluginResponseSchema },
      },
    },
    async (request) => ({
      data: await turnPlugin(request.ctx, request.params.name, request.body.enabled),
    }),
  );
  for (const plugin of pluginManifests) await app.register(pluginScope(plugin));
};
