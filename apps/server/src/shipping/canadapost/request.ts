import type { CanadaPostSettings } from '@emporia/contracts/shipping-settings';
import type { Parcel, ShippingAddress } from '../carrier';
import { escapeXml } from '../xml';

export const canadaPostRatePath = '/rs/ship/price';
export const canadaPostMediaType = 'application/vnd.cpc.ship.rate-v4+xml';
const namespace = 'http://www.canadapost.ca/ws/ship/rate-v4';

const tag = (name: string, value: string | number) => `<${name}>${escapeXml(value)}</${name}>`;
const postalCode = (code: string | undefined) => (code ?? '').replace(/\s+/g, '').toUpperCase();

/** Canada Post rates in kilograms (3 decimals) and centimetres (1 decimal), whatever the shop's unit. */
const kilograms = (grams: number) => Math.max(0.001, Math.ceil(grams) / 1000).toFixed(3);
const centimetres = (mm: number) => (Math.ceil(mm) / 10).toFixed(1);

function destinationElement(destination: ShippingAddress) {
  if (destination.countryCode === 'CA')
    return `<destination><domestic>${tag('postal-code', postalCode(destination.postcode))}</domestic></destination>`;
  if (destination.countryCode === 'US') {
    return `<destination><united-states>${tag('zip-code', (destination.postcode ?? '').trim())}</united-states></destination>`;
  }
  return `<destination><international>${tag('country-code', destination.countryCode)}</international></destination>`;
}

/** A mailing scenario for one parcel, asking for the selected services only. */
export function buildMailingScenario(
  settings: CanadaPostSettings,
  parcel: Parcel,
  destination: ShippingAddress,
): string {
  const known = parcel.lengthMm > 0 && parcel.widthMm > 0 && parcel.heightMm > 0;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<mailing-scenario xmlns="${namespace}">`,
    tag('customer-number', settings.module_shipping_canadapost_customer_number),
    '<parcel-characteristics>',
    tag('weight', kilograms(parcel.weightGrams)),
    known
      ? `<dimensions>${tag('length', centimetres(parcel.lengthMm))}${tag('width', centimetres(parcel.widthMm))}${tag('height', centimetres(parcel.heightMm))}</dimensions>`
      : '',
    '</parcel-characteristics>',
    `<services>${settings.module_shipping_canadapost_services.map((code) => tag('service-code', code)).join('')}</services>`,
    tag('origin-postal-code', postalCode(settings.module_shipping_canadapost_postcode)),
    destinationElement(destination),
    '</mailing-scenario>',
  ].join('');
}
