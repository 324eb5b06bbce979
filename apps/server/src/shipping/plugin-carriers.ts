import type { AdvancedShipperSettings } from '@emporia/contracts/shipping-settings';
import type { RequestContext } from '../kernel/context';
import type { ShippingCarrier } from './carrier';

/**
 * What the plugins tell shipping (plugins/routes.ts registers it as the plugin routes register):
 * the advanced shipper's carrier, which plugins a shop has on (box rules and nesting groups pack
 * only while theirs is) and the shipping modules of plugins turned off. The plugins stand on
 * shipping (a plugin's carrier is a ShippingCarrier), so shipping asks through this registry
 * instead of importing them. Until they register (no app), no plugin is on.
 */
export interface ShippingPlugins {
  advancedShipperCarrier(ctx: RequestContext, settings: AdvancedShipperSettings): Promise<ShippingCarrier>;
  pluginsOn(ctx: RequestContext): Promise<Set<string>>;
  shippingModulesTurnedOff(ctx: RequestContext): Promise<Set<string>>;
}

let plugins: ShippingPlugins | undefined;

export function registerShippingPlugins(registered: ShippingPlugins): void {
  plugins = registered;
}

export async function advancedShipperCarrierOf(
  ctx: RequestContext,
  settings: AdvancedShipperSettings,
): Promise<ShippingCarrier | undefined> {
  return plugins?.advancedShipperCarrier(ctx, settings);
}

export async function pluginsOn(ctx: RequestContext): Promise<Set<string>> {
  return plugins ? plugins.pluginsOn(ctx) : new Set();
}

export async function shippingModulesTurnedOff(ctx: RequestContext): Promise<Set<string>> {
  return plugins ? plugins.shippingModulesTurnedOff(ctx) : new Set();
}
