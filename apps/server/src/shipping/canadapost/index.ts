import { canadaPostServices } from '@emporia/contracts/shipping-services';
import type { CanadaPostSettings } from '@emporia/contracts/shipping-settings';
import {
  type CarrierEndpoint,
  type CarrierQuote,
  type CarrierRate,
  combineParcelRates,
  failed,
  type ShippingCarrier,
} from '../carrier';
import { callCarrier } from '../http';
import { buildMailingScenario, canadaPostMediaType, canadaPostRatePath } from './request';
import { parseMessages, parsePriceQuotes } from './response';

/**
 * Canada Post's REST rating service ("Get Rates"): one mailing scenario per
 * parcel with HTTP Basic credentials, on the development or production
 * gateway. Prices are due amounts in Canadian dollars.
 */
export function canadaPostCarrier(settings: CanadaPostSettings, endpoint: CarrierEndpoint): ShippingCarrier {
  const authorization = `Basic ${Buffer.from(
    `${settings.module_shipping_canadapost_username}:${settings.module_shipping_canadapost_password}`,
  ).toString('base64')}`;
  return {
    module: 'canadapost',
    async quote(packages, _origin, destination): Promise<CarrierQuote> {
      if (settings.module_shipping_canadapost_services.length === 0) {
        return failed('configuration', 'No Canada Post services are selected.');
      }
      if (!settings.module_shipping_canadapost_postcode)
        return failed('configuration', 'Set the Canada Post origin postcode.');
      const perParcel: CarrierRate[][] = [];
      for (const parcel of packages) {
        const response = await callCarrier(
          'Canada Post',
          `${endpoint.baseUrl}${canadaPostRatePath}`,
          {
            method: 'POST',
            headers: {
              authorization,
              'content-type': canadaPostMediaType,
              accept: canadaPostMediaType,
              'accept-language': 'en-CA',
            },
            body: buildMailingScenario(settings, parcel, destination),
          },
          endpoint.timeoutMs,
        );
        if ('error' in response) return { ok: false, error: response.error };
        if (response.status === 401 || response.status === 403)
          return failed('auth', 'Canada Post rejected the API credentials.');
        if (response.status !== 200) {
          return failed(
            'rejected',
            parseMessages(response.body) ??
              `Canada Post could not rate this parcel (HTTP ${response.status}).`,
          );
        }
        const answer = parsePriceQuotes(response.body);
        if (!answer.ok) return failed('rejected', answer.message);
        perParcel.push(
          answer.quotes.map((q) => ({
            option: q.serviceCode,
            title:
              q.serviceName ||
              canadaPostServices.find((s) => s.value === q.serviceCode)?.label ||
              q.serviceCode,
            amountMinor: q.amountMinor,
            currency: 'CAD',
          })),
        );
      }
      return { ok: true, rates: combineParcelRates(perParcel) };
    },
  };
}
