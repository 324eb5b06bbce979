// Fake FedEx: OAuth client credentials (form body) and the Rate API v1 quotes.
import { type FakeServer, json, startFakeServer } from './server';

export const fedexCredentials = {
  clientId: 'fedex-client',
  clientSecret: 'fedex-secret',
  account: '740561073',
};
const token = 'fedex-token-456';

export function startFakeFedex(): Promise<FakeServer> {
  return startFakeServer((request) => {
    if (request.method === 'POST' && request.path === '/oauth/token') {
      const form = new URLSearchParams(request.body);
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== fedexCredentials.clientId ||
        form.get('client_secret') !== fedexCredentials.clientSecret
      ) {
        return json(401, {
          transactionId: 't1',
          errors: [{ code: 'NOT.AUTHORIZED.ERROR', message: 'The given client credentials were not valid.' }],
        });
      }
      return json(200, { access_token: token, token_type: 'bearer', expires_in: 3599, scope: 'CXS' });
    }
    if (request.method === 'POST' && request.path === '/rate/v1/rates/quotes') {
      if (request.headers.authorization !== `Bearer ${token}`) {
        return json(401, {
          transactionId: 't2',
          errors: [{ code: 'NOT.AUTHORIZED.ERROR', message: 'Unauthorized' }],
        });
      }
      const body = JSON.parse(request.body);
      const shipment = body?.requestedShipment;
      const items = shipment?.requestedPackageLineItems;
      if (
        body?.accountNumber?.value !== fedexCredentials.account ||
        !shipment?.shipper?.address?.postalCode ||
        !shipment?.recipient?.address?.countryCode ||
        !Array.isArray(shipment?.rateRequestType) ||
        !Array.isArray(items) ||
        items.length === 0 ||
        items.some(
          (i: { weight?: { units?: string; value?: number } }) =>
            !['LB', 'KG'].includes(i.weight?.units ?? '') || !(Number(i.weight?.value) > 0),
        )
      ) {
        return json(400, {
          transactionId: 't3',
          errors: [{ code: 'SHIPMENT.VALIDATION.ERROR', message: 'Invalid shipment.' }],
        });
      }
      const total = items.reduce((sum: number, i: { weight: { value: number } }) => sum + i.weight.value, 0);
      const detail = (rateType: string, amount: number) => ({
        rateType,
        totalNetCharge: Number(amount.toFixed(2)),
        currency: 'USD',
      });
      const service = (serviceType: string, serviceName: string, base: number) => ({
        serviceType,
        serviceName,
        ratedShipmentDetails: shipment.rateRequestType.map((type: string) =>
          detail(type, type === 'LIST' ? base + total * 1.5 : base + total),
        ),
      });
      return json(200, {
        transactionId: 't4',
        output: {
          rateReplyDetails: [
            service('FEDEX_GROUND', 'FedEx Ground®', 9),
            service('FEDEX_2_DAY', 'FedEx 2Day®', 20),
            service('STANDARD_OVERNIGHT', 'FedEx Standard Overnight®', 40),
          ],
        },
      });
    }
    return json(404, { errors: [{ code: 'NOT.FOUND.ERROR', message: 'Not found' }] });
  });
}
