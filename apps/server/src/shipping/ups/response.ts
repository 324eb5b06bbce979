import { asList, asText, at } from '../http';
import { decimalToMinor } from '../money';

export interface UpsRate {
  code: string;
  amountMinor: number;
  currency: string;
}

/**
 * RateResponse.RatedShipment (one object or a list): the negotiated total when
 * UPS gives one for the account, else the published total. Undefined when the
 * answer is not a rate response at all.
 */
export function parseUpsRateResponse(json: unknown): UpsRate[] | undefined {
  const response = at(json, 'RateResponse');
  if (!response || typeof response !== 'object') return undefined;
  const rates: UpsRate[] = [];
  for (const shipment of asList(at(response, 'RatedShipment'))) {
    const code = asText(at(shipment, 'Service', 'Code'));
    const negotiated = at(shipment, 'NegotiatedRateCharges', 'TotalCharge');
    const charges = negotiated ?? at(shipment, 'TotalCharges');
    const amountMinor = decimalToMinor(asText(at(charges, 'MonetaryValue')));
    const currency = asText(at(charges, 'CurrencyCode'));
    if (code && amountMinor !== null && currency) rates.push({ code, amountMinor, currency });
  }
  return rates;
}

/** The first message of a UPS error answer: { response: { errors: [{ code, message }] } }. */
export function upsErrorMessage(json: unknown): string | undefined {
  const first = asList(at(json, 'response', 'errors'))[0];
  const message = asText(at(first, 'message'));
  return message ? `UPS: ${message}` : undefined;
}
