import type { AdvancedShipperSettings } from '@emporia/contracts/shipping-settings';
import type { RequestContext } from '../kernel/context';
import type { ShippingCarrier } from './carrier';

/**
 * Carriers a plugin brings (the advanced shipper's table rates). The plugin stands on shipping
 * (its carrier is a ShippingCarrier), so it registers how to build its carrier here as its routes
 * register, and shipping quotes with it without importing the plugin.
 */
export type AdvancedShipperCarrierOf = (
  ctx: RequestContext,
  settings: AdvancedShipperSettings,
) => Promise<ShippingCarrier>;

let advancedShipper: AdvancedShipperCarrierOf | undefined;

export function registerAdvancedShipperCarrier(build: AdvancedShipperCarrierOf): void {
  advancedShipper = build;
}

/** The advanced shipper's carrier, or undefined when the plugins are not registered (no app). */
export async function advancedShipperCarrierOf(
  ctx: RequestContext,
  settings: AdvancedShipperSettings,
): Promise<ShippingCarrier | undefined> {
  return advancedShipper?.(ctx, settings);
}
