import { fedexServices } from '@emporia/contracts/shipping-services';
import type { FedexSettings } from '@emporia/contracts/shipping-settings';
import { type CarrierEndpoint, type CarrierQuote, failed, type ShippingCarrier } from '../carrier';
import { callCarrier, parseJson } from '../http';
import { clientCredentialsToken } from '../oauth';
import { buildFedexRateRequest, fedexRatePath, fedexTokenPath, rateRequestTypesOf } from './request';
import { fedexError, parseFedexRateResponse } from './response';

/** FedEx through OAuth client credentials and the Rate API v1 (rates and transit times, rates only). */
export function fedexCarrier(settings: FedexSettings, endpoint: CarrierEndpoint): ShippingCarrier {
  const selected = new Set(settings.module_shipping_fedex_services);
  return {
    module: 'fedex',
    async quote(packages, origin, destination): Promise<CarrierQuote> {
      if (selected.size === 0) return failed('configuration', 'No FedEx services are selected.');
      if (!origin.postcode)
        return failed('configuration', "Set the shop's ship-from postcode to quote FedEx rates.");
      const auth = await clientCredentialsToken({
        carrier: 'FedEx',
        url: `${endpoint.baseUrl}${fedexTokenPath}`,
        clientId: settings.module_shipping_fedex_client_id,
        clientSecret: settings.module_shipping_fedex_client_secret,
        credentialsIn: 'body',
        timeoutMs: endpoint.timeoutMs,
      });
      if ('error' in auth) return { ok: false, error: auth.error };

      const response = await callCarrier(
        'FedEx',
        `${endpoint.baseUrl}${fedexRatePath}`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${auth.token}`,
            'content-type': 'application/json',
            accept: 'application/json',
            'x-locale': 'en_US',
          },
          body: JSON.stringify(buildFedexRateRequest(settings, packages, origin, destination)),
        },
        endpoint.timeoutMs,
      );
      if ('error' in response) return { ok: false, error: response.error };
      const json = parseJson(response.body);
      if (response.status === 401 || response.status === 403)
        return failed('auth', 'FedEx rejected the API credentials.');
      if (response.status !== 200) {
        const error = fedexError(json);
        return failed(
          'rejected',
          error ? `FedEx: ${error.message}` : `FedEx could not rate this shipment (HTTP ${response.status}).`,
        );
      }
      const rates = parseFedexRateResponse(
        json,
        rateRequestTypesOf(settings.module_shipping_fedex_rate_request),
      );
      if (!rates) return failed('unavailable', 'FedEx answered in an unexpected format.');
      return {
        ok: true,
        rates: rates
          .filter((r) => selected.has(r.serviceType))
          .map((r) => ({
            option: r.serviceType,
            title:
              r.serviceName || fedexServices.find((s) => s.value === r.serviceType)?.label || r.serviceType,
            amountMinor: r.amountMinor,
            currency: r.currency,
          })),
      };
    },
  };
}
