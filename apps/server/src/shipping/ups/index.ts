import { randomUUID } from 'node:crypto';
import { upsServices } from '@emporia/contracts/shipping-services';
import type { UpsSettings } from '@emporia/contracts/shipping-settings';
import { type CarrierEndpoint, type CarrierQuote, failed, type ShippingCarrier } from '../carrier';
import { callCarrier, parseJson } from '../http';
import { clientCredentialsToken } from '../oauth';
import { buildUpsRateRequest, upsRatingPath } from './request';
import { parseUpsRateResponse, upsErrorMessage } from './response';

/**
 * UPS through its OAuth client-credentials flow and the Rating API ("Shop":
 * every service for the shipment, then the selected ones are kept). The
 * panel's username and password are the UPS app's client ID and secret; the
 * access license number is the UPS account, sent as x-merchant-id and as
 * ShipperNumber so negotiated rates apply.
 */
export function upsCarrier(
  settings: UpsSettings,
  endpoint: CarrierEndpoint,
  shopName = 'Shop',
): ShippingCarrier {
  const selected = new Set(settings.module_shipping_ups_services);
  return {
    module: 'ups',
    async quote(packages, origin, destination): Promise<CarrierQuote> {
      if (selected.size === 0) return failed('configuration', 'No UPS services are selected.');
      const auth = await clientCredentialsToken({
        carrier: 'UPS',
        url: `${endpoint.baseUrl}/security/v1/oauth/token`,
        clientId: settings.module_shipping_ups_username,
        clientSecret: settings.module_shipping_ups_password,
        credentialsIn: 'basic',
        headers: { 'x-merchant-id': settings.module_shipping_ups_access_license_number },
        timeoutMs: endpoint.timeoutMs,
      });
      if ('error' in auth) return { ok: false, error: auth.error };

      const body = buildUpsRateRequest(settings, packages, origin, destination, shopName);
      const response = await callCarrier(
        'UPS',
        `${endpoint.baseUrl}${upsRatingPath}`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${auth.token}`,
            'content-type': 'application/json',
            accept: 'application/json',
            transId: randomUUID().replaceAll('-', ''),
            transactionSrc: 'emporia',
          },
          body: JSON.stringify(body),
        },
        endpoint.timeoutMs,
      );
      if ('error' in response) return { ok: false, error: response.error };
      const json = parseJson(response.body);
      if (response.status === 401 || response.status === 403)
        return failed('auth', 'UPS rejected the API credentials.');
      if (response.status !== 200) {
        return failed(
          'rejected',
          upsErrorMessage(json) ?? `UPS could not rate this shipment (HTTP ${response.status}).`,
        );
      }
      const rates = parseUpsRateResponse(json);
      if (!rates) return failed('unavailable', 'UPS answered in an unexpected format.');
      return {
        ok: true,
        rates: rates
          .filter((r) => selected.has(r.code))
          .map((r) => ({
            option: r.code,
            title: upsServices.find((s) => s.value === r.code)?.label ?? `UPS ${r.code}`,
            amountMinor: r.amountMinor,
            currency: r.currency,
          })),
      };
    },
  };
}
