import type { CanadaPostSettings } from '@emporia/contracts/shipping-settings';
import type { Parcel, ShippingAddress } from '../carrier';
import { buildXml } from '../xml';

export const canadaPostRatePath = '/rs/ship/price';
export const canadaPostMediaType = 'application/vnd.cpc.ship.rate-v4+xml';
const namespace = 'http://www.canadapost.ca/ws/ship/rate-v4';

const postalCode = (code: string | undefined) => (code ?? '').replace(/\s+/g, '').toUpperCase();

/** Canada Post rates in kilograms (3 decimals) and centimetres (1 decimal), whatever the shop's unit. */
const kilograms = (grams: number) => Math.max(0.001, Math.ceil(grams) / 1000).toFixed(3);
const centimetres = (mm: number) => (Math.ceil(mm) / 10).toFixed(1);

function destinationElement(destination: ShippingAddress) {
  if (destination.countryCode === 'CA')
    return { domestic: { 'postal-code': postalCode(destination.postcode) } };
  if (destination.countryCode === 'US')
    return { 'united-states': { 'zip-code': (destination.postcode ?? '').trim() } };
  return { international: { 'country-code': destination.countryCode } };
}

/** A mailing scenario for one parcel, asking for the selected services only. */
export function buildMailingScenario(
  settings: CanadaPostSettings,
  parcel: Parcel,
  destination: ShippingAddress,
): string {
  const known = parcel.lengthMm > 0 && parcel.widthMm > 0 && parcel.heightMm > 0;
  const dimensions = {
    length: centimetres(parcel.lengthMm),
    width: centimetres(parcel.widthMm),
    height: centimetres(parcel.heightMm),
  };
  return buildXml({
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    'mailing-scenario': {
      '@xmlns': namespace,
      'customer-number': settings.module_shipping_canadapost_customer_number,
      'parcel-characteristics': { weight: kilograms(parcel.weightGrams), ...(known ? { dimensions } : {}) },
      services: { 'service-code': settings.module_shipping_canadapost_services },
      'origin-postal-code': postalCode(settings.module_shipping_canadapost_postcode),
      destination: destinationElement(destination),
    },
  });
}
