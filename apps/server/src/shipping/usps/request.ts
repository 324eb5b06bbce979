import type { UspsSettings } from '@emporia/contracts/shipping-settings';
import type { Parcel, ShippingAddress } from '../carrier';
import { lengthIn, poundsAndOunces } from '../units';
import { buildXml } from '../xml';

/** Destinations USPS rates as domestic mail (the states and the territories with US ZIP codes). */
export const uspsDomesticCountries = new Set(['US', 'PR', 'VI', 'GU', 'AS', 'MP']);

/** RateV4 takes at most 25 packages per request. */
export const uspsPackagesPerRequest = 25;

const zip5 = (postcode: string | undefined) => (postcode ?? '').replace(/\s+/g, '').slice(0, 5);

/** Size and measures in inches; '' (an empty element) when the parcel's size is unknown. */
function sizeElements(settings: UspsSettings, parcel: Parcel) {
  const known = parcel.lengthMm > 0 && parcel.widthMm > 0 && parcel.heightMm > 0;
  if (!known)
    return { Size: settings.module_shipping_usps_size, Width: '', Length: '', Height: '', Girth: '' };
  const [length, width, height] = [
    lengthIn(parcel.lengthMm, 'in'),
    lengthIn(parcel.widthMm, 'in'),
    lengthIn(parcel.heightMm, 'in'),
  ];
  return {
    Size: settings.module_shipping_usps_size,
    Width: width,
    Length: length,
    Height: height,
    Girth: 2 * (width + height),
  };
}

/** RateV4Request (Revision 2): one <Package> per parcel and selected service. */
export function buildRateV4Request(
  settings: UspsSettings,
  packages: readonly { id: string; parcel: Parcel; service: string }[],
  destination: ShippingAddress,
) {
  const Package = packages.map(({ id, parcel, service }) => {
    const { pounds, ounces } = poundsAndOunces(parcel.weightGrams);
    return {
      '@ID': id,
      Service: service,
      ...(service.startsWith('FIRST CLASS')
        ? { FirstClassMailType: settings.module_shipping_usps_mail_type }
        : {}),
      ZipOrigination: zip5(settings.module_shipping_usps_origination_postcode),
      ZipDestination: zip5(destination.postcode),
      Pounds: pounds,
      Ounces: ounces,
      Container: '',
      ...sizeElements(settings, parcel),
      Machinable: settings.module_shipping_usps_machinable === '1' ? 'true' : 'false',
    };
  });
  return buildXml({
    RateV4Request: { '@USERID': settings.module_shipping_usps_username, Revision: 2, Package },
  });
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
  const Package = packages.map(({ id, parcel }) => {
    const { pounds, ounces } = poundsAndOunces(parcel.weightGrams);
    return {
      '@ID': id,
      Pounds: pounds,
      Ounces: ounces,
      Machinable: settings.module_shipping_usps_machinable === '1' ? 'True' : 'False',
      MailType: intlMailType[settings.module_shipping_usps_mail_type] ?? 'Package',
      ValueOfContents: (parcel.valueMinor / 100).toFixed(2),
      Country: uspsCountryName(destination.countryCode),
      Container: 'RECTANGULAR',
      ...sizeElements(settings, parcel),
      OriginZip: zip5(settings.module_shipping_usps_origination_postcode),
      CommercialFlag: 'N',
    };
  });
  return buildXml({
    IntlRateV2Request: { '@USERID': settings.module_shipping_usps_username, Revision: 2, Package },
  });
}
