import { asList, asText, at } from '../http';
import { decimalToMinor } from '../money';

export interface FedexRate {
  serviceType: string;
  serviceName: string;
  amountMinor: number;
  currency: string;
}

/**
 * output.rateReplyDetails[]: per service, the rated shipment detail of the
 * preferred rate type (account before list when both were asked for).
 */
export function parseFedexRateResponse(
  json: unknown,
  preferredTypes: readonly string[],
): FedexRate[] | undefined {
  const details = at(json, 'output', 'rateReplyDetails');
  if (!Array.isArray(details)) return undefined;
  const rates: FedexRate[] = [];
  for (const detail of details) {
    const rated = asList(at(detail, 'ratedShipmentDetails'));
    const chosen =
      preferredTypes
        .map((type) => rated.find((r) => asText(at(r, 'rateType')).includes(type)))
        .find(Boolean) ?? rated[0];
    const amountMinor = decimalToMinor(asText(at(chosen, 'totalNetCharge')));
    const currency = asText(at(chosen, 'currency')) || asText(at(chosen, 'shipmentRateDetail', 'currency'));
    const serviceType = asText(at(detail, 'serviceType'));
    if (serviceType && amountMinor !== null && currency) {
      rates.push({ serviceType, serviceName: asText(at(detail, 'serviceName')), amountMinor, currency });
    }
  }
  return rates;
}

/** The first message of a FedEx error answer: { errors: [{ code, message }] }. */
export function fedexError(json: unknown): { code: string; message: string } | undefined {
  const first = asList(at(json, 'errors'))[0];
  const message = asText(at(first, 'message'));
  return message ? { code: asText(at(first, 'code')), message } : undefined;
}
