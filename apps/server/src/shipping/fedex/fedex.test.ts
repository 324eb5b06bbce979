import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fedexCredentials, startFakeFedex } from '../../../test/fakes/fedex';
import type { FakeServer } from '../../../test/fakes/server';
import { moduleSettings } from '../../../test/shipping';
import type { Parcel, ShippingAddress } from '../carrier';
import { fedexCarrier } from './index';

const origin: ShippingAddress = { countryCode: 'US', postcode: '98101', city: 'Seattle' };
const destination: ShippingAddress = { countryCode: 'US', zoneCode: 'NY', postcode: '10001' };
const cart = { subtotalMinor: 5000, itemCount: 1, weightGrams: 4000, currency: 'USD' };
const parcels: Parcel[] = [
  { weightGrams: 4535, lengthMm: 300, widthMm: 200, heightMm: 100, valueMinor: 5000 },
]; // 10 lb

const settings = (fields: Record<string, string | string[]> = {}) =>
  moduleSettings('fedex', {
    active: '1',
    account_number: fedexCredentials.account,
    client_id: fedexCredentials.clientId,
    client_secret: fedexCredentials.clientSecret,
    services: ['FEDEX_GROUND', 'FEDEX_2_DAY'],
    ...fields,
  });

describe('FedEx carrier against its fake', () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFakeFedex();
  });
  afterAll(() => fake.close());

  it('rates the selected services at the account rate', async () => {
    const quote = await fedexCarrier(settings(), { baseUrl: fake.url, timeoutMs: 2000 }).quote(
      parcels,
      origin,
      destination,
      cart,
    );
    expect(quote).toEqual({
      ok: true,
      rates: [
        { option: 'FEDEX_GROUND', title: 'FedEx Ground®', amountMinor: 1900, currency: 'USD' },
        { option: 'FEDEX_2_DAY', title: 'FedEx 2Day®', amountMinor: 3000, currency: 'USD' },
      ],
    });
    const body = JSON.parse(fake.requests.find((r) => r.path === '/rate/v1/rates/quotes')!.body);
    expect(body.requestedShipment).toMatchObject({
      shipper: { address: { postalCode: '98101', countryCode: 'US' } },
      recipient: { address: { postalCode: '10001', countryCode: 'US', stateOrProvinceCode: 'NY' } },
      pickupType: 'USE_SCHEDULED_PICKUP',
      packagingType: 'YOUR_PACKAGING',
      rateRequestType: ['ACCOUNT'],
      requestedPackageLineItems: [
        { weight: { units: 'LB', value: 10 }, dimensions: { length: 12, width: 8, height: 4, units: 'IN' } },
      ],
    });
    expect(body.requestedShipment.shipmentSpecialServices).toBeUndefined();
  });

  it('asks for list rates, kilograms, Saturday delivery and a signature when the panel says so', async () => {
    fake.requests.length = 0;
    const quote = await fedexCarrier(
      settings({
        rate_request: 'LIST',
        weight_unit: 'kg',
        saturday_delivery: '1',
        signature: '1',
        pickup_type: 'DROPOFF_AT_FEDEX_LOCATION',
      }),
      { baseUrl: fake.url, timeoutMs: 2000 },
    ).quote(parcels, origin, destination, cart);
    // List rate in the fake: base + 1.5 × 4.6 kg.
    expect(quote.ok && quote.rates.map((r) => r.amountMinor)).toEqual([1590, 2690]);
    const body = JSON.parse(fake.requests.find((r) => r.path === '/rate/v1/rates/quotes')!.body);
    expect(body.requestedShipment).toMatchObject({
      pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
      rateRequestType: ['LIST'],
      shipmentSpecialServices: { specialServiceTypes: ['SATURDAY_DELIVERY'] },
      requestedPackageLineItems: [
        {
          weight: { units: 'KG', value: 4.6 },
          dimensions: { length: 30, width: 20, height: 10, units: 'CM' },
          packageSpecialServices: { signatureOptionType: 'DIRECT' },
        },
      ],
    });
  });

  it('prefers the account rate when both rate types are asked for', async () => {
    const quote = await fedexCarrier(settings({ rate_request: 'ACCOUNT_LIST' }), {
      baseUrl: fake.url,
      timeoutMs: 2000,
    }).quote(parcels, origin, destination, cart);
    expect(quote.ok && quote.rates.map((r) => r.amountMinor)).toEqual([1900, 3000]);
  });

  it('reports bad credentials as an authentication error', async () => {
    const quote = await fedexCarrier(settings({ client_secret: 'wrong' }), {
      baseUrl: fake.url,
      timeoutMs: 2000,
    }).quote(parcels, origin, destination, cart);
    expect(quote).toEqual({
      ok: false,
      error: { kind: 'auth', message: 'FedEx rejected the API credentials.' },
    });
  });

  it('reports a shipment FedEx refuses with its message', async () => {
    const quote = await fedexCarrier(settings({ account_number: '000' }), {
      baseUrl: fake.url,
      timeoutMs: 2000,
    }).quote(parcels, origin, destination, cart);
    expect(quote).toEqual({ ok: false, error: { kind: 'rejected', message: 'FedEx: Invalid shipment.' } });
  });

  it('needs the shop ship-from postcode', async () => {
    const quote = await fedexCarrier(settings(), { baseUrl: fake.url, timeoutMs: 2000 }).quote(
      parcels,
      { countryCode: 'US' },
      destination,
      cart,
    );
    expect(quote.ok).toBe(false);
  });

  it('gives up after the timeout', async () => {
    fake.delayMs = 400;
    try {
      const quote = await fedexCarrier(settings({ client_secret: 'another-secret' }), {
        baseUrl: fake.url,
        timeoutMs: 100,
      }).quote(parcels, origin, destination, cart);
      expect(quote).toEqual({
        ok: false,
        error: { kind: 'timeout', message: 'FedEx did not answer within 0.1 seconds.' },
      });
    } finally {
      fake.delayMs = 0;
    }
  });
});
