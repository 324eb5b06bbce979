import type { CarrierEndpoint } from './carrier';

/**
 * The carriers' documented API hosts. Each may be replaced by an environment
 * variable so development and tests talk to a local fake instead:
 * UPS_API_URL, FEDEX_API_URL, USPS_API_URL, CANADAPOST_API_URL, and
 * SHIPPING_CARRIER_TIMEOUT_MS (default 10 000). Read on each quote, so a test
 * can point a running server at its fake.
 */
export const carrierHosts = {
  ups: 'https://onlinetools.ups.com',
  fedex: 'https://apis.fedex.com',
  usps: 'https://secure.shippingapis.com',
  canadapost: { production: 'https://soa-gw.canadapost.ca', development: 'https://ct.soa-gw.canadapost.ca' },
} as const;

const overrideOf = (name: string) => process.env[name]?.replace(/\/+$/, '') || undefined;

export function carrierTimeoutMs(): number {
  const configured = Number(process.env.SHIPPING_CARRIER_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : 10_000;
}

export function upsEndpoint(): CarrierEndpoint {
  return { baseUrl: overrideOf('UPS_API_URL') ?? carrierHosts.ups, timeoutMs: carrierTimeoutMs() };
}

export function fedexEndpoint(): CarrierEndpoint {
  return { baseUrl: overrideOf('FEDEX_API_URL') ?? carrierHosts.fedex, timeoutMs: carrierTimeoutMs() };
}

export function uspsEndpoint(): CarrierEndpoint {
  return { baseUrl: overrideOf('USPS_API_URL') ?? carrierHosts.usps, timeoutMs: carrierTimeoutMs() };
}

/** Canada Post: the development (ct.) or production gateway, as the module's hostname setting says. */
export function canadaPostEndpoint(hostname: string): CarrierEndpoint {
  const gateway =
    hostname === 'development' ? carrierHosts.canadapost.development : carrierHosts.canadapost.production;
  return { baseUrl: overrideOf('CANADAPOST_API_URL') ?? gateway, timeoutMs: carrierTimeoutMs() };
}
