import { uspsInternationalServices } from '@emporia/contracts/shipping-services';
import type { UspsSettings } from '@emporia/contracts/shipping-settings';
import {
  type CarrierEndpoint,
  type CarrierQuote,
  type CarrierRate,
  combineParcelRates,
  failed,
  type Parcel,
  type ShippingCarrier,
} from '../carrier';
import { callCarrier } from '../http';
import {
  buildIntlRateV2Request,
  buildRateV4Request,
  uspsDomesticCountries,
  uspsPackagesPerRequest,
} from './request';
import { parseIntlRateV2Response, parseRateV4Response, type UspsAnswer } from './response';

export const uspsApiPath = '/ShippingAPI.dll';

const chunks = <T>(list: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/**
 * USPS Web Tools rating: RateV4 for domestic destinations, IntlRateV2 for the
 * rest, identified by the Web Tools user ID (the panel's username) and rated
 * from the origination ZIP code.
 */
export function uspsCarrier(settings: UspsSettings, endpoint: CarrierEndpoint): ShippingCarrier {
  async function call(
    api: 'RateV4' | 'IntlRateV2',
    xml: string,
  ): Promise<UspsAnswer | { error: CarrierQuote }> {
    const url = `${endpoint.baseUrl}${uspsApiPath}?API=${api}&XML=${encodeURIComponent(xml)}`;
    const response = await callCarrier(
      'USPS',
      url,
      { method: 'GET', headers: { accept: 'text/xml' } },
      endpoint.timeoutMs,
    );
    if ('error' in response) return { error: { ok: false, error: response.error } };
    if (response.status !== 200)
      return { error: failed('unavailable', `USPS could not rate this shipment (HTTP ${response.status}).`) };
    return api === 'RateV4' ? parseRateV4Response(response.body) : parseIntlRateV2Response(response.body);
  }

  async function rate(
    api: 'RateV4' | 'IntlRateV2',
    requests: string[],
    parcelOf: (packageId: string) => number,
    parcels: number,
    optionOf: (classId: string) => string | undefined,
  ): Promise<CarrierQuote> {
    const perParcel: CarrierRate[][] = Array.from({ length: parcels }, () => []);
    const problems: string[] = [];
    for (const xml of requests) {
      const answer = await call(api, xml);
      if ('error' in answer) return answer.error;
      if (!answer.ok) return failed(answer.auth ? 'auth' : 'rejected', answer.message);
      problems.push(...answer.packageErrors);
      for (const postage of answer.postages) {
        const option = optionOf(postage.classId);
        const rates = perParcel[parcelOf(postage.packageId)];
        if (!option || !rates || rates.some((r) => r.option === option)) continue;
        rates.push({ option, title: postage.title, amountMinor: postage.amountMinor, currency: 'USD' });
      }
    }
    const combined = combineParcelRates(perParcel);
    if (combined.length === 0 && problems.length > 0) return failed('rejected', `USPS: ${problems[0]}`);
    return { ok: true, rates: combined };
  }

  return {
    module: 'usps',
    async quote(packages: readonly Parcel[], _origin, destination): Promise<CarrierQuote> {
      if (!settings.module_shipping_usps_username || !settings.module_shipping_usps_origination_postcode) {
        return failed('configuration', 'Set the USPS username and origination ZIP code.');
      }
      if (uspsDomesticCountries.has(destination.countryCode)) {
        const services = settings.module_shipping_usps_services;
        if (services.length === 0) return failed('configuration', 'No USPS domestic services are selected.');
        const items = packages.flatMap((parcel, p) =>
          services.map((service, s) => ({ id: `${p}-${s}`, parcel, service })),
        );
        const requests = chunks(items, uspsPackagesPerRequest).map((chunk) =>
          buildRateV4Request(settings, chunk, destination),
        );
        return rate(
          'RateV4',
          requests,
          (id) => Number(id.split('-')[0]),
          packages.length,
          (classId) => classId || undefined,
        );
      }
      const selectedIds = new Set(
        uspsInternationalServices
          .filter((s) => settings.module_shipping_usps_international_services.includes(s.value))
          .map((s) => s.id),
      );
      if (selectedIds.size === 0)
        return failed('configuration', 'No USPS international services are selected.');
      const items = packages.map((parcel, p) => ({ id: String(p), parcel }));
      const requests = chunks(items, uspsPackagesPerRequest).map((chunk) =>
        buildIntlRateV2Request(settings, chunk, destination),
      );
      return rate('IntlRateV2', requests, Number, packages.length, (id) =>
        selectedIds.has(id) ? `intl.${id}` : undefined,
      );
    },
  };
}
