import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * What a plugin declares in its folder's plugin.ts: its name (the folder's, and the admin's
 * plugin/{name} path), how the Plugins page presents it, its admin API, and the storefront
 * hooks it provides. A shop turns a plugin on or off; while off, its admin API answers 404
 * and its hooks stay out of the storefront.
 */
export interface PluginManifest {
  name: string;
  label: string;
  description: string;
  /** Routes under /api/v1/admin/plugin/{name}/. */
  adminRoutes: FastifyPluginAsyncZod;
  /** Storefront hook: shipping modules offered at checkout only while the plugin is on. */
  shippingModules?: readonly string[];
}
