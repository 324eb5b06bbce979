import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { canadaPostCredentials, startFakeCanadaPost } from '../../../test/fakes/canadapost';
import type { FakeServer } from '../../../test/fakes/server';
import { moduleSettings } from '../../../test/shipping';
import type { Parcel } from '../carrier';
import { canadaPostEndpoint, carrierHosts } from '../endpoints';
import { descendantsNamed, parseXml } from '../xml';
import { canadaPostCarrier } from './index';

const cart = { subtotalMinor: 5000, itemCount: 2, weightGrams: 3000, currency: 'CAD' };
const parcels: Parcel[] = [
  { weightGrams: 2000, lengthMm: 300, widthMm: 200, heightMm: 105, valueMinor: 3000 },
  { weightGrams: 1000, lengthMm: 0, widthMm: 0, heightMm: 0, valueMinor: 2000 },
];

const settings = (fields: Record<string, string | string[]> = {}) =>
  moduleSettings('canadapost', {
    active: '1',
    username: canadaPostCredentials.username,
    password: canadaPostCredentials.password,
    customer_number: canadaPostCredentials.customer,
    postcode: 'K2B 8J6',
    services: ['DOM.RP', 'DOM.XP'],
    ...fields,
  });

describe('Canada Post carrier against its fake', () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFakeCanadaPost();
  });
  afterAll(() => fake.close());
  afterEach(() => {
    delete process.env.CANADAPOST_API_URL;
  });

  it('rates each parcel for the selected services and sums them, in CAD', async () => {
    const quote = await canadaPostCarrier(settings(), { baseUrl: fake.url, timeoutMs: 2000 }).quote(
      parcels,
      { countryCode: 'CA' },
      { countryCode: 'CA', postcode: 'j0e 1x0' },
      cart,
    );
    // Regular Parcel: (10 + 2×2) + (10 + 2×1); Xpresspost: (20 + 3×2) + (20 + 3×1).
    expect(quote).toEqual({
      ok: true,
      rates: [
        { option: 'DOM.RP', title: 'Regular Parcel', amountMinor: 2600, currency: 'CAD' },
        { option: 'DOM.XP', title: 'Xpresspost', amountMinor: 4900, currency: 'CAD' },
      ],
    });
    expect(fake.requests).toHaveLength(2);
    const scenario = parseXml(fake.requests[0]!.body);
    const text = (name: string) => descendantsNamed(scenario, name).map((e) => e.text);
    expect(text('weight')).toEqual(['2.000']);
    expect(text('length')).toEqual(['30.0']);
    expect(text('height')).toEqual(['10.5']);
    expect(text('service-code')).toEqual(['DOM.RP', 'DOM.XP']);
    expect(text('origin-postal-code')).toEqual(['K2B8J6']);
    expect(text('postal-code')).toEqual(['J0E1X0']);
  });

  it('addresses US and international destinations as the API wants', async () => {
    fake.requests.length = 0;
    await canadaPostCarrier(settings(), { baseUrl: fake.url, timeoutMs: 2000 }).quote(
      parcels.slice(0, 1),
      { countryCode: 'CA' },
      { countryCode: 'US', postcode: '10001' },
      cart,
    );
    await canadaPostCarrier(settings(), { baseUrl: fake.url, timeoutMs: 2000 }).quote(
      parcels.slice(0, 1),
      { countryCode: 'CA' },
      { countryCode: 'FR', postcode: '75001' },
      cart,
    );
    expect(descendantsNamed(parseXml(fake.requests[0]!.body), 'zip-code')[0]?.text).toBe('10001');
    expect(descendantsNamed(parseXml(fake.requests[1]!.body), 'country-code')[0]?.text).toBe('FR');
  });

  it('reports bad credentials as an authentication error', async () => {
    const quote = await canadaPostCarrier(settings({ password: 'wrong' }), {
      baseUrl: fake.url,
      timeoutMs: 2000,
    }).quote(parcels, { countryCode: 'CA' }, { countryCode: 'CA', postcode: 'J0E1X0' }, cart);
    expect(quote).toEqual({
      ok: false,
      error: { kind: 'auth', message: 'Canada Post rejected the API credentials.' },
    });
  });

  it('reports a refused scenario with the carrier message', async () => {
    const quote = await canadaPostCarrier(settings({ customer_number: '1' }), {
      baseUrl: fake.url,
      timeoutMs: 2000,
    }).quote(parcels, { countryCode: 'CA' }, { countryCode: 'CA', postcode: 'J0E1X0' }, cart);
    expect(quote).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'Canada Post: Invalid mailing scenario.' },
    });
  });

  it('gives up after the timeout', async () => {
    fake.delayMs = 400;
    try {
      const quote = await canadaPostCarrier(settings(), { baseUrl: fake.url, timeoutMs: 100 }).quote(
        parcels,
        { countryCode: 'CA' },
        { countryCode: 'CA', postcode: 'J0E1X0' },
        cart,
      );
      expect(quote).toEqual({
        ok: false,
        error: { kind: 'timeout', message: 'Canada Post did not answer within 0.1 seconds.' },
      });
    } finally {
      fake.delayMs = 0;
    }
  });

  it('uses the development or production gateway as the hostname setting says, unless overridden', () => {
    expect(canadaPostEndpoint('development').baseUrl).toBe('https://ct.soa-gw.canadapost.ca');
    expect(canadaPostEndpoint('production').baseUrl).toBe(carrierHosts.canadapost.production);
    process.env.CANADAPOST_API_URL = `${fake.url}/`;
    expect(canadaPostEndpoint('production').baseUrl).toBe(fake.url);
  });
});
