import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeServer } from '../../../test/fakes/server';
import { startFakeUps, upsCredentials } from '../../../test/fakes/ups';
import { moduleSettings } from '../../../test/shipping';
import type { Parcel, ShippingAddress } from '../carrier';
import { upsCarrier } from './index';

const origin: ShippingAddress = { countryCode: 'US', postcode: '98101' };
const destination: ShippingAddress = {
  countryCode: 'US',
  zoneCode: 'CA',
  postcode: '90210',
  city: 'Beverly Hills',
};
const cart = { subtotalMinor: 10_000, itemCount: 2, weightGrams: 4000, currency: 'USD' };
// 5 lb each: 2267.96 g rounds up to 5.0 lb.
const parcels: Parcel[] = [
  { weightGrams: 2267, lengthMm: 254, widthMm: 203, heightMm: 152, valueMinor: 5000 },
  { weightGrams: 2267, lengthMm: 254, widthMm: 203, heightMm: 152, valueMinor: 5000 },
];

const settings = (fields: Record<string, string | string[]> = {}) =>
  moduleSettings('ups', {
    active: '1',
    username: upsCredentials.clientId,
    password: upsCredentials.clientSecret,
    access_license_number: upsCredentials.account,
    source_country: 'US',
    source_postcode: '98101',
    services: ['03', '12'],
    ...fields,
  });

describe('UPS carrier against its fake', () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFakeUps();
  });
  afterAll(() => fake.close());

  it('rates the selected services for all parcels in one shipment, in pounds and inches', async () => {
    const quote = await upsCarrier(
      settings(),
      { baseUrl: fake.url, timeoutMs: 2000 },
      'Emporia Gear Co.',
    ).quote(parcels, origin, destination, cart);
    expect(quote.ok && [...quote.rates].sort((a, b) => a.option.localeCompare(b.option))).toEqual([
      { option: '03', title: 'UPS Ground', amountMinor: 1300, currency: 'USD' },
      { option: '12', title: 'UPS 3 Day Select', amountMinor: 2500, currency: 'USD' },
    ]);
    const token = fake.requests.find((r) => r.path === '/security/v1/oauth/token')!;
    expect(token.headers['x-merchant-id']).toBe(upsCredentials.account);
    const rating = JSON.parse(fake.requests.find((r) => r.path.startsWith('/api/rating'))!.body);
    const shipment = rating.RateRequest.Shipment;
    expect(shipment.Shipper.ShipperNumber).toBe(upsCredentials.account);
    expect(shipment.ShipTo.Address).toMatchObject({
      PostalCode: '90210',
      CountryCode: 'US',
      StateProvinceCode: 'CA',
    });
    expect(shipment.Package).toHaveLength(2);
    expect(shipment.Package[0]).toMatchObject({
      PackageWeight: { UnitOfMeasurement: { Code: 'LBS' }, Weight: '5' },
      Dimensions: { UnitOfMeasurement: { Code: 'IN' }, Length: '10', Width: '8', Height: '6' },
    });
  });

  it('sends kilograms and centimetres when the panel says KGS and CM', async () => {
    fake.requests.length = 0;
    const quote = await upsCarrier(settings({ weight_unit: 'KGS', unit_of_measurement: 'CM' }), {
      baseUrl: fake.url,
      timeoutMs: 2000,
    }).quote(parcels, origin, destination, cart);
    expect(quote.ok).toBe(true);
    const rating = JSON.parse(fake.requests.find((r) => r.path.startsWith('/api/rating'))!.body);
    expect(rating.RateRequest.Shipment.Package[1]).toMatchObject({
      PackageWeight: { UnitOfMeasurement: { Code: 'KGS' }, Weight: '2.3' },
      Dimensions: { UnitOfMeasurement: { Code: 'CM' }, Length: '26', Width: '21', Height: '16' },
    });
  });

  it('reports bad credentials as an authentication error', async () => {
    const quote = await upsCarrier(settings({ password: 'wrong' }), {
      baseUrl: fake.url,
      timeoutMs: 2000,
    }).quote(parcels, origin, destination, cart);
    expect(quote).toEqual({
      ok: false,
      error: { kind: 'auth', message: 'UPS rejected the API credentials.' },
    });
  });

  it('reports a rejected shipment with the carrier message', async () => {
    const quote = await upsCarrier(settings(), { baseUrl: fake.url, timeoutMs: 2000 }).quote(
      parcels,
      { countryCode: 'US', postcode: '' },
      destination,
      cart,
    );
    expect(quote).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'UPS: Missing or invalid shipment data.' },
    });
  });

  it('gives up after the timeout', async () => {
    fake.delayMs = 400;
    try {
      const quote = await upsCarrier(settings({ password: 'slow-secret' }), {
        baseUrl: fake.url,
        timeoutMs: 100,
      }).quote(parcels, origin, destination, cart);
      expect(quote).toEqual({
        ok: false,
        error: { kind: 'timeout', message: 'UPS did not answer within 0.1 seconds.' },
      });
    } finally {
      fake.delayMs = 0;
    }
  });
});
