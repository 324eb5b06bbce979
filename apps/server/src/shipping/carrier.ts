import type { ShippingModule } from '@emporia/contracts/shipping-settings';

/**
 * The one contract every shipping module implements (DESIGN §4, after
 * Vendure's shipping calculator): plain data in, rates or a carrier error out,
 * money in minor units. Carriers never see database rows or the request.
 */
export interface ShippingCarrier {
  readonly module: ShippingModule;
  quote(
    packages: readonly Parcel[],
    origin: ShippingAddress,
    destination: ShippingAddress,
    cart: CartSummary,
  ): Promise<CarrierQuote>;
}

/** One packed box (or an item in its own packaging) as a carrier rates it. */
export interface Parcel {
  /** Gross weight, box included. */
  weightGrams: number;
  /** Outside size; 0 when unknown (carriers then rate by weight alone). */
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  /** Value of the contents, for carriers that insure or clear customs by it. */
  valueMinor: number;
}

export interface ShippingAddress {
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** The state's code within the country (zones.code), e.g. CA. */
  zoneCode?: string;
  postcode?: string;
  city?: string;
}

export interface CartSummary {
  subtotalMinor: number;
  itemCount: number;
  /** Net weight of the goods, boxes not included. */
  weightGrams: number;
  /** The shop's currency; rates in another currency are not offered. */
  currency: string;
}

export interface CarrierRate {
  /** The option within the module (service code, method id, or the module's own name). */
  option: string;
  title: string;
  /** i18n key when the title is the module's own wording. */
  titleKey?: string;
  amountMinor: number;
  currency: string;
}

export type CarrierErrorKind = 'auth' | 'timeout' | 'network' | 'rejected' | 'configuration' | 'unavailable';

export interface CarrierError {
  kind: CarrierErrorKind;
  message: string;
}

export type CarrierQuote = { ok: true; rates: CarrierRate[] } | { ok: false; error: CarrierError };

export const quoted = (rates: CarrierRate[]): CarrierQuote => ({ ok: true, rates });
export const failed = (kind: CarrierErrorKind, message: string): CarrierQuote => ({
  ok: false,
  error: { kind, message },
});

/** Where and how long to call a carrier; tests point it at a local fake. */
export interface CarrierEndpoint {
  baseUrl: string;
  timeoutMs: number;
}

/** Sums per-parcel rates into one rate per option; an option missing for any parcel is not offered. */
export function combineParcelRates(perParcel: readonly CarrierRate[][]): CarrierRate[] {
  if (perParcel.length === 0) return [];
  const [first, ...rest] = perParcel;
  const combined: CarrierRate[] = [];
  for (const rate of first!) {
    let amountMinor = rate.amountMinor;
    let everywhere = true;
    for (const rates of rest) {
      const same = rates.find((r) => r.option === rate.option && r.currency === rate.currency);
      if (!same) {
        everywhere = false;
        break;
      }
      amountMinor += same.amountMinor;
    }
    if (everywhere) combined.push({ ...rate, amountMinor });
  }
  return combined;
}
