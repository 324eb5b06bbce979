import type { UspsSettings } from '@emporia/contracts/shipping-settings';
import type { Parcel, ShippingAddress } from '../carrier';
import { lengthIn, poundsAndOunces } from '../units';
import { escapeXml } from '../xml';

/** Destinations USPS rates as domestic mail (the states and the territories with US ZIP codes). */
export const uspsDomesticCountries = new Set(['US', 'PR', 'VI', 'GU', 'AS', 'MP']);

/** RateV4 takes at most 25 packages per request. */
export const uspsPackagesPerRequest = 25;

const tag = (name: string, value: string | number) => `<${name}>${escapeXml(value)}</${name}>`;
const zip5 = (postcode: string | undefined) => (postcode ?? '').replace(/\s+/g, '').slice(0, 5);

function sizeElements(settings: UspsSettings, parcel: Parcel) {
  const known = parcel.lengthMm > 0 && parcel.widthMm > 0 && parcel.heightMm > 0;
  const [length, width, height] = known
    ? [lengthIn(parcel.lengthMm, 'in'), lengthIn(parcel.widthMm, 'in'), lengthIn(parcel.heightMm, 'in')]
    : [0, 0, 0];
  const girth = known ? 2 * (width + height) : 0;
  return [
    tag('Size', settings.module_shipping_usps_size),
    known ? tag('Width', width) : '<Width/>',
    known ? tag('Length', length) : '<Length/>',
    known ? tag('Height', height) : '<Height/>',
    known ? tag('Girth', girth) : '<Girth/>',
  ].join('');
}

/** RateV4Request (Revision 2): one <Package> per parcel and selected service. */
export function buildRateV4Request(
  settings: UspsSettings,
  packages: readonly { id: string; parcel: Parcel; service: string }[],
  destination: ShippingAddress,
) {
  const body = packages
    .map(({ id, parcel, service }) => {
      const { pounds, ounces } = poundsAndOunces(parcel.weightGrams);
      return [
        `<Package ID="${escapeXml(id)}">`,
        tag('Service', service),
        service.startsWith('FIRST CLASS')
          ? tag('FirstClassMailType', settings.module_shipping_usps_mail_type)
          : '',
        tag('ZipOrigination', zip5(settings.module_shipping_usps_origination_postcode)),
        tag('ZipDestination', zip5(destination.postcode)),
        tag('Pounds', pounds),
        tag('Ounces', ounces),
        '<Container/>',
        sizeElements(settings, parcel),
        tag('Machinable', settings.module_shipping_usps_machinable === '1' ? 'true' : 'false'),
        '</Package>',
      ].join('');
    })
    .join('');
  return `<RateV4Request USERID="${escapeXml(settings.module_shipping_usps_username)}"><Revision>2</Revision>${body}</RateV4Request>`;
}

/** IntlRateV2 mail types for the panel's mail type. */
const intlMailType: Record<string, string> = {
  LETTER: 'Envelope',
  FLAT: 'LargeEnvelope',
  POSTCARD: 'PostCards',
  PARCEL: 'Package',
  PACKAGE: 'Package',
  'PACKAGE SERVICE': 'Package',
};

/** USPS names countries in English words, a few of them its own way. */
const uspsCountryNames: Record<string, string> = {
  GB: 'Great Britain and Northern Ireland',
  KR: 'Korea, Republic of (South Korea)',
  KP: "Korea, Democratic People's Republic of (North Korea)",
  RU: 'Russia',
  VN: 'Vietnam',
};
const englishRegionNames = new Intl.DisplayNames(['en'], { type: 'region' });
export const uspsCountryName = (code: string) =>
  uspsCountryNames[code] ?? englishRegionNames.of(code) ?? code;

/** IntlRateV2Request (Revision 2): one <Package> per parcel. */
export function buildIntlRateV2Request(
  settings: UspsSettings,
  packages: readonly { id: string; parcel: Parcel }[],
  destination: ShippingAddress,
) {
  const body = packages
    .map(({ id, parcel }) => {
      const { pounds, ounces } = poundsAndOunces(parcel.weightGrams);
      return [
        `<Package ID="${escapeXml(id)}">`,
        tag('Pounds', pounds),
        tag('Ounces', ounces),
        tag('Machinable', settings.module_shipping_usps_machinable === '1' ? 'True' : 'False'),
        tag('MailType', intlMailType[settings.module_shipping_usps_mail_type] ?? 'Package'),
        tag('ValueOfContents', (parcel.valueMinor / 100).toFixed(2)),
        tag('Country', uspsCountryName(destination.countryCode)),
        tag('Container', 'RECTANGULAR'),
        sizeElements(settings, parcel),
        tag('OriginZip', zip5(settings.module_shipping_usps_origination_postcode)),
        tag('CommercialFlag', 'N'),
        '</Package>',
      ].join('');
    })
    .join('');
  return `<IntlRateV2Request USERID="${escapeXml(settings.module_shipping_usps_username)}"><Revision>2</Revision>${body}</IntlRateV2Request>`;
}
