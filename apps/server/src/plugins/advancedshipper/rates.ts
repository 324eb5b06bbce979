import type { RateBasis } from '@emporia/contracts/shipping-plugins';
import type { AdvancedShipperSettings } from '@emporia/contracts/shipping-settings';
import {
  type CarrierRate,
  type CartSummary,
  quoted,
  type ShippingAddress,
  type ShippingCarrier,
} from '../../shipping';

export interface ShipperRegion {
  id: number;
  name: string;
  countries: readonly string[];
  /** US-CA style. */
  zones: readonly string[];
  postcodes: readonly string[];
  rateBasis: RateBasis;
  /** Ascending by upTo (grams, minor units or items). */
  rates: readonly { upTo: number; costMinor: number }[];
}

export interface ShipperMethod {
  id: number;
  name: string;
  sortOrder: number;
  /** In the merchant's order; the first that matches prices the method. */
  regions: readonly ShipperRegion[];
}

const normalise = (postcode: string) => postcode.replace(/\s+/g, '').toUpperCase();

/** 90210 (exact), 902* or K1A* (wildcards), 90000-96199 (range, compared over the bounds' length). */
export function postcodeMatches(pattern: string, postcode: string): boolean {
  const code = normalise(postcode);
  const wanted = normalise(pattern);
  if (wanted.includes('*')) {
    const expression = wanted
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${expression}$`).test(code);
  }
  const range = /^([A-Z0-9]+)-([A-Z0-9]+)$/.exec(wanted);
  if (range) {
    const [, low, high] = range as unknown as [string, string, string];
    const part = code.slice(0, Math.max(low.length, high.length));
    if (/^\d+$/.test(low) && /^\d+$/.test(high) && /^\d+$/.test(part)) {
      return Number(part) >= Number(low) && Number(part) <= Number(high);
    }
    return part >= low && part <= high;
  }
  return code === wanted;
}

/** Empty lists do not restrict: a region without countries covers the world. */
export function regionMatches(region: ShipperRegion, address: ShippingAddress): boolean {
  const country = address.countryCode.toUpperCase();
  if (region.countries.length > 0 && !region.countries.includes(country)) return false;
  if (region.zones.length > 0) {
    const zone = address.zoneCode ? `${country}-${address.zoneCode.toUpperCase()}` : '';
    if (!region.zones.includes(zone)) return false;
  }
  if (region.postcodes.length > 0) {
    if (!address.postcode || !region.postcodes.some((p) => postcodeMatches(p, address.postcode!)))
      return false;
  }
  return true;
}

const basisValue = (basis: RateBasis, cart: CartSummary) =>
  basis === 'weight' ? cart.weightGrams : basis === 'subtotal' ? cart.subtotalMinor : cart.itemCount;

/** The cost of the first row whose "up to" reaches the cart's weight, subtotal or item count. */
export const rateFor = (region: ShipperRegion, cart: CartSummary) =>
  region.rates.find((row) => basisValue(region.rateBasis, cart) <= row.upTo)?.costMinor;

const describe = (basis: RateBasis, cart: CartSummary) =>
  basis === 'weight'
    ? `${cart.weightGrams / 1000} kg`
    : basis === 'subtotal'
      ? `an order total of ${(cart.subtotalMinor / 100).toFixed(2)}`
      : `${cart.itemCount} items`;

/**
 * Advanced Shipper: each active method is priced by the first of its regions
 * the destination lies in; methods come cheapest first (method_sorting 1) or
 * dearest first (2). With debug on, a cart beyond a region's rate table is
 * reported instead of silently dropping the method.
 */
export function advancedShipperCarrier(
  settings: AdvancedShipperSettings,
  methods: readonly ShipperMethod[],
): ShippingCarrier {
  const descending = settings.module_shipping_advancedshipper_method_sorting === '2';
  return {
    module: 'advancedshipper',
    async quote(_packages, _origin, destination, cart) {
      const offered: (CarrierRate & { sortOrder: number })[] = [];
      const problems: string[] = [];
      for (const method of methods) {
        const region = method.regions.find((r) => regionMatches(r, destination));
        if (!region) continue;
        const cost = rateFor(region, cart);
        if (cost === undefined) {
          problems.push(
            `${method.name}: region ${region.name} has no rate for ${describe(region.rateBasis, cart)}.`,
          );
          continue;
        }
        offered.push({
          option: String(method.id),
          title: method.name,
          amountMinor: cost,
          currency: cart.currency,
          sortOrder: method.sortOrder,
        });
      }
      offered.sort(
        (a, b) =>
          (descending ? b.amountMinor - a.amountMinor : a.amountMinor - b.amountMinor) ||
          a.sortOrder - b.sortOrder,
      );
      if (offered.length === 0 && problems.length > 0)
        return { ok: false, error: { kind: 'configuration', message: problems.join(' ') } };
      return quoted(offered.map(({ sortOrder: _, ...rate }) => rate));
    },
  };
}
