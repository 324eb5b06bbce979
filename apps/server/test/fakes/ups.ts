// Fake UPS: OAuth client credentials and the Rating API "Shop" request.
import { basicCredentials, type FakeServer, json, startFakeServer } from './server';

export const upsCredentials = { clientId: 'ups-client', clientSecret: 'ups-secret', account: 'A1B2C3' };
const token = 'ups-token-123';

/** Published price per service: base + per pound of the shipment's total weight, in USD. */
export const upsPrices: Record<string, { base: number; perPound: number }> = {
  '01': { base: 30, perPound: 2 },
  '03': { base: 8, perPound: 0.5 },
  '12': { base: 15, perPound: 1 },
};

export function startFakeUps(): Promise<FakeServer> {
  return startFakeServer((request) => {
    if (request.method === 'POST' && request.path === '/security/v1/oauth/token') {
      const credentials = basicCredentials(request.headers.authorization);
      const form = new URLSearchParams(request.body);
      if (
        credentials?.user !== upsCredentials.clientId ||
        credentials.password !== upsCredentials.clientSecret ||
        form.get('grant_type') !== 'client_credentials'
      ) {
        return json(401, { response: { errors: [{ code: '10401', message: 'ClientId is Invalid' }] } });
      }
      return json(200, {
        token_type: 'Bearer',
        access_token: token,
        expires_in: '14399',
        status: 'approved',
      });
    }
    if (request.method === 'POST' && request.path === '/api/rating/v2409/Shop') {
      if (request.headers.authorization !== `Bearer ${token}`) {
        return json(401, {
          response: { errors: [{ code: '250002', message: 'Invalid Authentication Information.' }] },
        });
      }
      const body = JSON.parse(request.body);
      const shipment = body?.RateRequest?.Shipment;
      const packages = shipment?.Package;
      if (
        body?.RateRequest?.Request?.RequestOption !== 'Shop' ||
        !shipment?.Shipper?.Address?.PostalCode ||
        !shipment?.ShipTo?.Address?.CountryCode ||
        !Array.isArray(packages) ||
        packages.some(
          (p: { PackageWeight?: { Weight?: string; UnitOfMeasurement?: { Code?: string } } }) =>
            !p.PackageWeight?.Weight || !p.PackageWeight.UnitOfMeasurement?.Code,
        )
      ) {
        return json(400, {
          response: { errors: [{ code: '111210', message: 'Missing or invalid shipment data.' }] },
        });
      }
      const pounds = packages.reduce(
        (sum: number, p: { PackageWeight: { Weight: string; UnitOfMeasurement: { Code: string } } }) => {
          const weight = Number(p.PackageWeight.Weight);
          return sum + (p.PackageWeight.UnitOfMeasurement.Code === 'KGS' ? weight * 2.20462 : weight);
        },
        0,
      );
      return json(200, {
        RateResponse: {
          Response: { ResponseStatus: { Code: '1', Description: 'Success' } },
          RatedShipment: Object.entries(upsPrices).map(([code, price]) => ({
            Service: { Code: code, Description: '' },
            TotalCharges: {
              CurrencyCode: 'USD',
              MonetaryValue: (price.base + price.perPound * pounds).toFixed(2),
            },
          })),
        },
      });
    }
    return json(404, { response: { errors: [{ code: '404', message: 'Not found' }] } });
  });
}
