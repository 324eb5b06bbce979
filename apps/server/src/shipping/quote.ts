import {
  type ShippingModule,
  shippingModuleNames,
  shippingModules,
  shippingUnavailableMessage,
  type UnavailableShipping,
} from '@emporia/contracts/shipping-settings';
import type { schema } from '@emporia/db';
import type { RequestContext } from '../kernel/context';
import { isInGeoZone } from '../modules/geo-zones';
import { listTextOverrides, readConfigEntries } from '../modules/settings';
import { canadaPostCarrier } from './canadapost/index';
import type {
  CarrierErrorKind,
  CarrierQuote,
  CartSummary,
  ShippingAddress,
  ShippingCarrier,
} from './carrier';
import { canadaPostEndpoint, fedexEndpoint, upsEndpoint, uspsEndpoint } from './endpoints';
import { fedexCarrier } from './fedex/index';
import { flatRateCarrier, freeShippingCarrier, storePickupCarrier } from './local';
import { decimalToMinor } from './money';
import type { PackedBox } from './packing/packer';
import { packShipment, type QuoteLine, type Shipment } from './packing/parcels';
import { advancedShipperCarrierOf, shippingModulesTurnedOff } from './plugin-carriers';
import { type AllShippingSettings, parsedSettings, readShippingSettings } from './settings/service';
import { upsCarrier } from './ups/index';
import { uspsCarrier } from './usps/index';

export type { QuoteLine };

export interface QuoteShippingInput {
  /** Weights in grams and sizes in millimetres as the catalogue keeps them; missing = unknown. */
  lines: readonly QuoteLine[];
  subtotalMinor: number;
  destination: { countryCode: string; zoneCode?: string; postcode?: string; city?: string };
}

/** A packed box as rated; an order keeps it with the items named (orders.packages). */
export type QuotedBox = Omit<schema.OrderPackage, 'items'> & {
  items: { productId: number; quantity: number }[];
};

export interface QuotedMethod {
  /** `{module}.{option}`: flatrate.flatrate, ups.03, usps.1, advancedshipper.7 … */
  code: string;
  module: ShippingModule;
  /** Display text in the shop's language, shop wording applied. */
  title: string;
  /** shipping.<module>.title for the modules' own wording, else null. */
  titleKey: string | null;
  /** Handling fee included. */
  costMinor: number;
  /** The module's tax class (null = untaxed): checkout taxes the cost by the shop's rates of that class. */
  taxClassId: number | null;
  sortOrder: number;
  /** The packed boxes the carrier rated (carrier modules only). */
  boxes?: QuotedBox[];
}

/** A module that could not rate the cart: the provider's own words, for staff and the log only. */
export interface ShippingFailure {
  module: ShippingModule;
  kind: CarrierErrorKind;
  detail: string;
}

export interface ShippingQuote {
  methods: QuotedMethod[];
  /** Modules that failed, with a sentence a shopper may read (never the provider's detail). */
  unavailable: UnavailableShipping[];
  /** The same failures with the provider's detail: log and record them (carrier-errors.ts), never show them to shoppers. */
  failures: ShippingFailure[];
}

const carrierModules = new Set<ShippingModule>(['canadapost', 'fedex', 'ups', 'usps']);

/** The ship-from address of carriers without their own origin setting (FedEx). */
async function shipFrom(ctx: RequestContext): Promise<ShippingAddress> {
  const entries = await readConfigEntries(ctx, 'config_shipping_origin_');
  return {
    countryCode: entries.config_shipping_origin_country || 'US',
    postcode: entries.config_shipping_origin_postcode || undefined,
    city: entries.config_shipping_origin_city || undefined,
  };
}

async function carrierFor(
  ctx: RequestContext,
  module: ShippingModule,
  settings: AllShippingSettings,
): Promise<{ carrier: ShippingCarrier; origin: ShippingAddress } | string> {
  const values = settings[module];
  const incomplete = 'The module settings are incomplete.';
  const none: ShippingAddress = { countryCode: '' };
  switch (module) {
    case 'flatrate': {
      const s = parsedSettings('flatrate', values);
      return s ? { carrier: flatRateCarrier(s), origin: none } : incomplete;
    }
    case 'freeshipping': {
      const s = parsedSettings('freeshipping', values);
      return s ? { carrier: freeShippingCarrier(s), origin: none } : incomplete;
    }
    case 'storepickup': {
      const s = parsedSettings('storepickup', values);
      return s ? { carrier: storePickupCarrier(s), origin: none } : incomplete;
    }
    case 'advancedshipper': {
      const s = parsedSettings('advancedshipper', values);
      const carrier = s ? await advancedShipperCarrierOf(ctx, s) : undefined;
      return carrier ? { carrier, origin: none } : incomplete;
    }
    case 'ups': {
      const s = parsedSettings('ups', values);
      if (!s) return incomplete;
      const origin = {
        countryCode: s.module_shipping_ups_source_country,
        postcode: s.module_shipping_ups_source_postcode,
      };
      return { carrier: upsCarrier(s, upsEndpoint(), ctx.shop.name), origin };
    }
    case 'fedex': {
      const s = parsedSettings('fedex', values);
      return s ? { carrier: fedexCarrier(s, fedexEndpoint()), origin: await shipFrom(ctx) } : incomplete;
    }
    case 'usps': {
      const s = parsedSettings('usps', values);
      return s
        ? {
            carrier: uspsCarrier(s, uspsEndpoint()),
            origin: { countryCode: 'US', postcode: s.module_shipping_usps_origination_postcode },
          }
        : incomplete;
    }
    case 'canadapost': {
      const s = parsedSettings('canadapost', values);
      if (!s) return incomplete;
      const origin = { countryCode: 'CA', postcode: s.module_shipping_canadapost_postcode };
      return {
        carrier: canadaPostCarrier(s, canadaPostEndpoint(s.module_shipping_canadapost_hostname)),
        origin,
      };
    }
  }
}

/** A packed box as quotes and orders keep it: contents summed per product. */
export const boxOut = (packed: PackedBox): QuotedBox => {
  const items = new Map<number, number>();
  for (const item of packed.items)
    for (const c of item.contents) items.set(c.productId, (items.get(c.productId) ?? 0) + c.quantity);
  return {
    boxId: packed.box?.id ?? null,
    name: packed.box?.name ?? (packed.items.length > 1 ? 'Parcel' : 'Own packaging'),
    lengthMm: packed.size[0],
    widthMm: packed.size[1],
    heightMm: packed.size[2],
    weightGrams: packed.weightGrams,
    items: [...items].map(([productId, quantity]) => ({ productId, quantity })),
    oversize: packed.oversize,
  };
};

/**
 * The checkout's seam: every active shipping module offered for the cart and
 * the destination, ordered by the modules' sort order. A module is asked only
 * inside its shipping zone; its handling fee is added to each of its rates.
 * Carriers rate the cart packed into the shop's boxes, all at once.
 */
export async function quoteShipping(ctx: RequestContext, input: QuoteShippingInput): Promise<ShippingQuote> {
  const settings = await readShippingSettings(ctx);
  const destination: ShippingAddress = {
    countryCode: input.destination.countryCode.toUpperCase(),
    zoneCode: input.destination.zoneCode?.toUpperCase() || undefined,
    postcode: input.destination.postcode?.trim() || undefined,
    city: input.destination.city?.trim() || undefined,
  };
  const cart: CartSummary = {
    subtotalMinor: input.subtotalMinor,
    itemCount: input.lines.reduce((sum, l) => sum + l.quantity, 0),
    weightGrams: input.lines.reduce((sum, l) => sum + (l.weightGrams ?? 0) * l.quantity, 0),
    currency: ctx.shop.currencyCode,
  };

  const active: ShippingModule[] = [];
  // A method a plugin provides is offered only while the shop has that plugin on.
  const turnedOff = await shippingModulesTurnedOff(ctx);
  for (const module of shippingModules) {
    const values = settings[module];
    if (values[`module_shipping_${module}_active`] !== '1' || turnedOff.has(module)) continue;
    const zone = Number(values[`module_shipping_${module}_shipping_zone`] ?? '0') || 0;
    if (await isInGeoZone(ctx, zone, destination)) active.push(module);
  }

  let shipment: Promise<Shipment> | undefined;
  const shipmentOnce = () => {
    shipment ??= packShipment(ctx, input.lines);
    return shipment;
  };

  const results = await Promise.all(
    active.map(async (module): Promise<[ShippingModule, CarrierQuote, Shipment | undefined]> => {
      const built = await carrierFor(ctx, module, settings);
      if (typeof built === 'string')
        return [module, { ok: false, error: { kind: 'configuration', message: built } }, undefined];
      const packed = carrierModules.has(module) ? await shipmentOnce() : undefined;
      // No lines, no parcels: nothing for a carrier to rate.
      if (packed && packed.parcels.length === 0) return [module, { ok: true, rates: [] }, packed];
      const quote = await built.carrier.quote(packed?.parcels ?? [], built.origin, destination, cart);
      return [module, quote, packed];
    }),
  );

  const overrides = await listTextOverrides(ctx.db, ctx.shop.id, ctx.shop.defaultLanguage);
  const methods: (QuotedMethod & { rank: number })[] = [];
  const failures: ShippingFailure[] = [];
  const report = (module: ShippingModule, kind: CarrierErrorKind, detail: string) => {
    failures.push({ module, kind, detail });
  };

  for (const [module, quote, packed] of results) {
    if (!quote.ok) {
      report(module, quote.error.kind, quote.error.message);
      continue;
    }
    const values = settings[module];
    const handlingFee = decimalToMinor(String(values[`module_shipping_${module}_handling_fee`] ?? '')) ?? 0;
    const sortOrder = Number(values[`module_shipping_${module}_sort_order`] ?? 0) || 0;
    const taxClassId = Number(values[`module_shipping_${module}_tax_class_id`] ?? 0) || null;
    const rates =
      module === 'advancedshipper'
        ? quote.rates
        : [...quote.rates].sort((a, b) => a.amountMinor - b.amountMinor);
    for (const rate of rates) {
      if (rate.currency !== cart.currency) {
        report(
          module,
          'configuration',
          `${rate.title} is priced in ${rate.currency}; the shop sells in ${cart.currency}.`,
        );
        continue;
      }
      methods.push({
        code: `${module}.${rate.option}`,
        module,
        title: (rate.titleKey && overrides[rate.titleKey]) || rate.title,
        titleKey: rate.titleKey ?? null,
        costMinor: Math.max(0, rate.amountMinor + handlingFee),
        taxClassId,
        sortOrder,
        ...(packed ? { boxes: packed.boxes.map(boxOut) } : {}),
        rank: shippingModules.indexOf(module),
      });
    }
  }
  // Stable sort: modules by sort order (then by name), each module's own order kept inside.
  methods.sort((a, b) => a.sortOrder - b.sortOrder || a.rank - b.rank);
  // The provider failed (not the merchant's setup, which only hides the module): the shopper is told,
  // unless the module still offered rates.
  const offered = new Set(methods.map((m) => m.module));
  const unavailable = [...new Set(failures.filter((f) => f.kind !== 'configuration').map((f) => f.module))]
    .filter((module) => !offered.has(module))
    .map((module) => ({
      module,
      name: shippingModuleNames[module],
      message: shippingUnavailableMessage(module),
    }));
  return { methods: methods.map(({ rank: _, ...method }) => method), unavailable, failures };
}

/**
 * Whether checkout offers some shipping method to an address in `countryCode`: the quote checkout
 * asks for, of one sample item (500 g, 10.00), with the modules as the shop set them up, so a
 * module that is on but cannot rate (USPS without its user ID) does not count.
 */
export async function offersShippingTo(ctx: RequestContext, countryCode: string): Promise<boolean> {
  const sample: QuoteLine = { productId: 0, quantity: 1, weightGrams: 500, priceMinor: 1000 };
  const quote = await quoteShipping(ctx, {
    lines: [sample],
    subtotalMinor: sample.priceMinor,
    destination: { countryCode },
  });
  return quote.methods.length > 0;
}
