import type {
  FlatRateSettings,
  FreeShippingSettings,
  StorePickupSettings,
} from '@emporia/contracts/shipping-settings';
import { type CarrierQuote, type CartSummary, failed, quoted, type ShippingCarrier } from './carrier';
import { decimalToMinor } from './money';

/** English wording of the local modules; shops override it through the i18n key shipping.<module>.title. */
export const localTitles = {
  flatrate: 'Flat Rate',
  freeshipping: 'Free Shipping',
  storepickup: 'Store Pickup',
} as const;
type LocalModule = keyof typeof localTitles;

/** Free-text cost: empty is free, anything else must be a decimal amount. */
function costOf(module: LocalModule, text: string): number | CarrierQuote {
  if (text.trim() === '') return 0;
  const minor = decimalToMinor(text);
  return minor === null || minor < 0
    ? failed('configuration', `The ${localTitles[module]} shipping cost is not an amount.`)
    : minor;
}

function ownRate(module: LocalModule, amountMinor: number, cart: CartSummary): CarrierQuote {
  return quoted([
    {
      option: module,
      title: localTitles[module],
      titleKey: `shipping.${module}.title`,
      amountMinor,
      currency: cart.currency,
    },
  ]);
}

/** One price for any cart. */
export function flatRateCarrier(settings: FlatRateSettings): ShippingCarrier {
  return {
    module: 'flatrate',
    async quote(_packages, _origin, _destination, cart) {
      const cost = costOf('flatrate', settings.module_shipping_flatrate_shipping_cost);
      return typeof cost === 'number' ? ownRate('flatrate', cost, cart) : cost;
    },
  };
}

interface Conditions {
  total: string;
  weight: string;
  itemCount: string;
}

/**
 * Free shipping and store pickup: offered once the cart reaches every
 * condition that is set — minimum order total, minimum weight (kg) and
 * minimum number of items. An empty condition does not restrict.
 */
function meetsConditions(
  module: LocalModule,
  conditions: Conditions,
  cart: CartSummary,
): boolean | CarrierQuote {
  const checks: [string, number | null, number][] = [];
  if (conditions.total.trim()) checks.push(['total', decimalToMinor(conditions.total), cart.subtotalMinor]);
  if (conditions.weight.trim()) {
    // kg with up to three decimals, compared in grams.
    const grams = /^\d+(\.\d{1,3})?$/.test(conditions.weight.trim())
      ? Math.round(Number(conditions.weight) * 1000)
      : null;
    checks.push(['weight', grams, cart.weightGrams]);
  }
  if (conditions.itemCount.trim()) {
    const count = /^\d+$/.test(conditions.itemCount.trim()) ? Number(conditions.itemCount) : null;
    checks.push(['item count', count, cart.itemCount]);
  }
  for (const [name, minimum, actual] of checks) {
    if (minimum === null)
      return failed('configuration', `The ${localTitles[module]} ${name} condition is not a number.`);
    if (actual < minimum) return false;
  }
  return true;
}

function conditionalCarrier(
  module: 'freeshipping' | 'storepickup',
  cost: string,
  conditions: Conditions,
): ShippingCarrier {
  return {
    module,
    async quote(_packages, _origin, _destination, cart) {
      const met = meetsConditions(module, conditions, cart);
      if (met !== true) return met === false ? quoted([]) : met;
      const amount = costOf(module, cost);
      return typeof amount === 'number' ? ownRate(module, amount, cart) : amount;
    },
  };
}

export function freeShippingCarrier(settings: FreeShippingSettings): ShippingCarrier {
  return conditionalCarrier('freeshipping', settings.module_shipping_freeshipping_shipping_cost, {
    total: settings.module_shipping_freeshipping_total_condition,
    weight: settings.module_shipping_freeshipping_weight_condition,
    itemCount: settings.module_shipping_freeshipping_item_count_condition,
  });
}

export function storePickupCarrier(settings: StorePickupSettings): ShippingCarrier {
  return conditionalCarrier('storepickup', settings.module_shipping_storepickup_shipping_cost, {
    total: settings.module_shipping_storepickup_total_condition,
    weight: settings.module_shipping_storepickup_weight_condition,
    itemCount: settings.module_shipping_storepickup_item_count_condition,
  });
}
