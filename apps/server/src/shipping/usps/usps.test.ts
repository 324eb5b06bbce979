import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeServer } from '../../../test/fakes/server';
import { startFakeUsps, uspsUserId } from '../../../test/fakes/usps';
import { moduleSettings } from '../../../test/shipping';
import type { Parcel } from '../carrier';
import { parseXml } from '../xml';
import { uspsCarrier } from './index';

const cart = { subtotalMinor: 5000, itemCount: 2, weightGrams: 1000, currency: 'USD' };
// 2 lb 3.3 oz and 1 lb 0 oz.
const parcels: Parcel[] = [
  { weightGrams: 1000, lengthMm: 300, widthMm: 200, heightMm: 100, valueMinor: 3000 },
  { weightGrams: 453, lengthMm: 0, widthMm: 0, heightMm: 0, valueMinor: 2000 },
];

const settings = (fields: Record<string, string | string[]> = {}) =>
  moduleSettings('usps', {
    active: '1',
    username: uspsUserId,
    origination_postcode: '98101',
    services: ['PRIORITY', 'EXPRESS'],
    international_services: ['PRIORITY_MAIL_INTERNATIONAL', 'FIRST_CLASS_PACKAGE_INTERNATIONAL_SERVICE'],
    ...fields,
  });

describe('USPS carrier against its fake', () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFakeUsps();
  });
  afterAll(() => fake.close());

  it('rates domestic parcels with RateV4, one package per parcel and service, summed per service', async () => {
    const quote = await uspsCarrier(settings(), { baseUrl: fake.url, timeoutMs: 2000 }).quote(
      parcels,
      { countryCode: 'US' },
      { countryCode: 'US', postcode: '10001-1234' },
      cart,
    );
    // Priority: (8 + 0.1 × 35.3) + (8 + 0.1 × 16) = 11.53 + 9.60; Express: 32.06 + 28.20.
    expect(quote).toEqual({
      ok: true,
      rates: [
        { option: '1', title: 'Priority Mail 2-Day', amountMinor: 2113, currency: 'USD' },
        { option: '3', title: 'Priority Mail Express 1-Day', amountMinor: 6026, currency: 'USD' },
      ],
    });
    const request = fake.requests.at(-1)!;
    expect(request.query.get('API')).toBe('RateV4');
    const root = parseXml(request.query.get('XML')!);
    expect(root.attributes.USERID).toBe(uspsUserId);
    const packages = root.children.filter((c) => c.name === 'Package');
    expect(packages).toHaveLength(4);
    const first = Object.fromEntries(packages[0]!.children.map((c) => [c.name, c.text]));
    expect(first).toMatchObject({
      Service: 'PRIORITY',
      ZipOrigination: '98101',
      ZipDestination: '10001',
      Pounds: '2',
      Ounces: '3.3',
      Size: 'REGULAR',
      Machinable: 'true',
      Length: '12',
    });
  });

  it('sends the mail type with First-Class services', async () => {
    const quote = await uspsCarrier(settings({ services: ['FIRST CLASS'], mail_type: 'PACKAGE SERVICE' }), {
      baseUrl: fake.url,
      timeoutMs: 2000,
    }).quote(parcels.slice(1), { countryCode: 'US' }, { countryCode: 'US', postcode: '10001' }, cart);
    expect(quote).toEqual({
      ok: true,
      rates: [{ option: '0', title: 'First-Class Mail Parcel', amountMinor: 480, currency: 'USD' }],
    });
    const root = parseXml(fake.requests.at(-1)!.query.get('XML')!);
    expect(root.children[1]!.children.find((c) => c.name === 'FirstClassMailType')?.text).toBe(
      'PACKAGE SERVICE',
    );
  });

  it('rates other countries with IntlRateV2 and keeps the selected international services', async () => {
    const quote = await uspsCarrier(settings(), { baseUrl: fake.url, timeoutMs: 2000 }).quote(
      parcels,
      { countryCode: 'US' },
      { countryCode: 'GB', postcode: 'SW1A 1AA' },
      cart,
    );
    expect(quote).toEqual({
      ok: true,
      rates: [
        {
          option: 'intl.2',
          title: 'Priority Mail International',
          amountMinor: 3000 + 1059 + 3000 + 480,
          currency: 'USD',
        },
        {
          option: 'intl.15',
          title: 'First-Class Package International Service',
          amountMinor: 1200 + 1059 + 1200 + 480,
          currency: 'USD',
        },
      ],
    });
    const request = fake.requests.at(-1)!;
    expect(request.query.get('API')).toBe('IntlRateV2');
    const root = parseXml(request.query.get('XML')!);
    const first = Object.fromEntries(root.children[1]!.children.map((c) => [c.name, c.text]));
    expect(first).toMatchObject({
      Country: 'Great Britain and Northern Ireland',
      ValueOfContents: '30.00',
      OriginZip: '98101',
      MailType: 'Package',
    });
  });

  it('reports a wrong user ID as an authentication error', async () => {
    const quote = await uspsCarrier(settings({ username: 'NOPE' }), {
      baseUrl: fake.url,
      timeoutMs: 2000,
    }).quote(parcels, { countryCode: 'US' }, { countryCode: 'US', postcode: '10001' }, cart);
    expect(quote.ok).toBe(false);
    if (!quote.ok) {
      expect(quote.error.kind).toBe('auth');
      expect(quote.error.message).toMatch(/^USPS: Authorization failure/);
    }
  });

  it('reports package errors when no service could be rated', async () => {
    const quote = await uspsCarrier(settings(), { baseUrl: fake.url, timeoutMs: 2000 }).quote(
      parcels,
      { countryCode: 'US' },
      { countryCode: 'US', postcode: '' },
      cart,
    );
    expect(quote).toEqual({ ok: false, error: { kind: 'rejected', message: 'USPS: Invalid package.' } });
  });

  it('gives up after the timeout', async () => {
    fake.delayMs = 400;
    try {
      const quote = await uspsCarrier(settings(), { baseUrl: fake.url, timeoutMs: 100 }).quote(
        parcels,
        { countryCode: 'US' },
        { countryCode: 'US', postcode: '10001' },
        cart,
      );
      expect(quote).toEqual({
        ok: false,
        error: { kind: 'timeout', message: 'USPS did not answer within 0.1 seconds.' },
      });
    } finally {
      fake.delayMs = 0;
    }
  });
});
