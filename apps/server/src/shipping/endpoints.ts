import { outsideServices } from '../config';
import type { CarrierEndpoint } from './carrier';

/**
 * The carriers' documented API hosts. Each may be replaced by a setting
 * (config.ts: UPS_API_URL, FEDEX_API_URL, USPS_API_URL, CANADAPOST_API_URL,
 * SHIPPING_CARRIER_TIMEOUT_MS) so development and tests talk to a local fake.
 * Read on each quote, so a test can point a running server at its fake.
 */
export const carrierHosts = {
  ups: 'https://onlinetools.ups.com',
  fedex: 'https://apis.fedex.com',
  usps: 'https://secure.shippingapis.com',
  canadapost: { production: 'https://soa-gw.canadapost.ca', development: 'https://ct.soa-gw.canadapost.ca' },
} as const;

const overrideOf = (carrier: keyof typeof carrierHosts) => outsideServices().carrierUrls[carrier];

export function carrierTimeoutMs(): number {
  return outsideServices().carrierTimeoutMs;
}

export function upsEndpoint(): CarrierEndpoint {
  return { baseUrl: overrideOf('ups') ?? carrierHosts.ups, timeoutMs: carrierTimeoutMs() };
}

export function fedexEndpoint(): CarrierEndpoint {
  return { baseUrl: overrideOf('fedex') ?? carrierHosts.fedex, timeoutMs: carrierTimeoutMs() };
}

export function uspsEndpoint(): CarrierEndpoint {
  return { baseUrl: overrideOf('usps') ?? carrierHosts.usps, timeoutMs: carrierTimeoutMs() };
}

/** Canada Post: the development (ct.) or production gateway, as the module's hostname setting says. */
export function canadaPostEndpoint(hostname: string): CarrierEndpoint {
  const gateway =
    hostname === 'development' ? carrierHosts.canadapost.development : carrierHosts.canadapost.production;
  return { baseUrl: overrideOf('canadapost') ?? gateway, timeoutMs: carrierTimeoutMs() };
}
