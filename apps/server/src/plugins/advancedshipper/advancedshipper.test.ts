import { schema } from '@emporia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { panelValues } from '../../../test/shipping';
import { postcodeMatches, regionMatches, type ShipperRegion } from './rates';

describe('Advanced Shipper regions', () => {
  const region = (fields: Partial<ShipperRegion>): ShipperRegion => ({
    id: 1,
    name: 'r',
    countries: [],
    zones: [],
    postcodes: [],
    rateBasis: 'weight',
    rates: [],
    ...fields,
  });

  it('matches postcodes exactly, by wildcard and by range', () => {
    expect(postcodeMatches('90210', '90210')).toBe(true);
    expect(postcodeMatches('902*', '90265')).toBe(true);
    expect(postcodeMatches('902*', '91265')).toBe(false);
    expect(postcodeMatches('K1A*', 'k1a 0b1')).toBe(true);
    expect(postcodeMatches('90000-96199', '94107-1234')).toBe(true);
    expect(postcodeMatches('90000-96199', '96200')).toBe(false);
    expect(postcodeMatches('K0A-K4Z', 'K2B 8J6')).toBe(true);
    expect(postcodeMatches('K0A-K4Z', 'M5V 2T6')).toBe(false);
  });

  it('matches countries, states and postcodes; empty lists do not restrict', () => {
    expect(regionMatches(region({}), { countryCode: 'JP' })).toBe(true);
    expect(regionMatches(region({ countries: ['US'] }), { countryCode: 'us' })).toBe(true);
    expect(regionMatches(region({ countries: ['US'] }), { countryCode: 'CA' })).toBe(false);
    expect(regionMatches(region({ zones: ['US-AK', 'US-HI'] }), { countryCode: 'US', zoneCode: 'HI' })).toBe(
      true,
    );
    expect(regionMatches(region({ zones: ['US-AK', 'US-HI'] }), { countryCode: 'US', zoneCode: 'CA' })).toBe(
      false,
    );
    expect(regionMatches(region({ postcodes: ['100*'] }), { countryCode: 'US' })).toBe(false);
  });
});

let t: TestApp;
let plugins: Record<string, string>;
const base = '/api/v1/admin/plugin/advancedshipper/methods';

beforeAll(async () => {
  t = await createTestApp();
  plugins = (await signedInAdmin(t, 'demo', ['plugins'])).headers;
  const owner = (await signedInAdmin(t, 'demo')).headers;
  for (const module of ['flatrate', 'advancedshipper'] as const) {
    const payload =
      module === 'flatrate'
        ? panelValues('flatrate', { active: '1', shipping_cost: '5', sort_order: '1' })
        : panelValues('advancedshipper', { active: '1', sort_order: '1' });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/settings/shipping/${module}`,
      headers: owner,
      payload,
    });
  }
});
afterAll(() => t.close());

const quote = async (destination: Record<string, string>, weight: number, quantity = 1) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/storefront/shipping/quote',
    headers: hostOf('demo'),
    payload: { lines: [{ product_id: 1, quantity, price: 20, weight }], destination },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('Advanced Shipper methods and regions', () => {
  let ground: number;
  let region: number;

  it('creates a method and a region with a weight table', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: base,
      headers: plugins,
      payload: { name: 'Ground', status: 1, sort_order: 1 },
    });
    expect(created.statusCode).toBe(201);
    ground = created.json().data.id;
    expect(created.json().data).toMatchObject({ name: 'Ground', status: 1, region_count: 0 });

    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/${ground}/regions`,
      headers: plugins,
      payload: {
        name: 'Lower 48',
        countries: ['us'],
        postcodes: [],
        rate_basis: 'weight',
        rates: [
          { up_to: 1, cost: 5 },
          { up_to: 5, cost: 9.5 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    region = res.json().data.id;
    expect(res.json().data).toMatchObject({
      method_id: ground,
      countries: ['US'],
      zones: [],
      rate_basis: 'weight',
      rates: [
        { up_to: 1, cost: 5 },
        { up_to: 5, cost: 9.5 },
      ],
    });
    const list = (await t.app.inject({ method: 'GET', url: base, headers: plugins })).json().data;
    expect(list).toEqual([{ id: ground, name: 'Ground', status: 1, sort_order: 1, region_count: 1 }]);
  });

  it('prices the method by the weight table of the matching region', async () => {
    expect((await quote({ country_code: 'US', zone_code: 'CA' }, 0.4)).methods).toContainEqual(
      expect.objectContaining({
        code: `advancedshipper.${ground}`,
        module: 'advancedshipper',
        title: 'Ground',
        title_key: null,
        cost: 5,
      }),
    );
    expect(
      (await quote({ country_code: 'US' }, 1)).methods.find(
        (m: { module: string }) => m.module === 'advancedshipper',
      ).cost,
    ).toBe(5);
    expect(
      (await quote({ country_code: 'US' }, 1.001)).methods.find(
        (m: { module: string }) => m.module === 'advancedshipper',
      ).cost,
    ).toBe(9.5);
    expect(
      (await quote({ country_code: 'CA' }, 1)).methods.map((m: { module: string }) => m.module),
    ).not.toContain('advancedshipper');
  });

  it('does not offer a cart beyond the table, and tells staff (not shoppers) why', async () => {
    expect(
      (await quote({ country_code: 'US' }, 2, 3)).methods.map((m: { module: string }) => m.module),
    ).not.toContain('advancedshipper');
    const owner = (await signedInAdmin(t, 'demo')).headers;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/shipping/advancedshipper',
      headers: owner,
      payload: panelValues('advancedshipper', { active: '1', debug: '1', sort_order: '1' }),
    });
    // The merchant's table, not the provider: the method is just not offered.
    expect((await quote({ country_code: 'US' }, 2, 3)).errors).toEqual([]);
    const errors = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/settings/shipping/errors',
      headers: owner,
    });
    expect(errors.json().data).toContainEqual(
      expect.objectContaining({
        module: 'advancedshipper',
        kind: 'configuration',
        detail: 'Ground: region Lower 48 has no rate for 6 kg.',
      }),
    );
  });

  it('sorts its methods by cost, ascending or descending, as the panel says', async () => {
    const express = (
      await t.app.inject({
        method: 'POST',
        url: base,
        headers: plugins,
        payload: { name: 'Express', sort_order: 2 },
      })
    ).json().data.id;
    await t.app.inject({
      method: 'POST',
      url: `${base}/${express}/regions`,
      headers: plugins,
      payload: { name: 'Everywhere', rate_basis: 'item_count', rates: [{ up_to: 10, cost: 3 }] },
    });
    const owner = (await signedInAdmin(t, 'demo')).headers;
    const order = async (sorting: string) => {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/settings/shipping/advancedshipper',
        headers: owner,
        payload: panelValues('advancedshipper', { active: '1', method_sorting: sorting, sort_order: '0' }),
      });
      const data = await quote({ country_code: 'US' }, 0.5);
      return data.methods
        .filter((m: { module: string }) => m.module === 'advancedshipper')
        .map((m: { title: string; cost: number }) => `${m.title} ${m.cost}`);
    };
    expect(await order('1')).toEqual(['Express 3', 'Ground 5']);
    expect(await order('2')).toEqual(['Ground 5', 'Express 3']);
    // The module's sort order 0 puts it before the flat rate (1).
    const all = await quote({ country_code: 'US' }, 0.5);
    expect(all.methods.at(-1).module).toBe('flatrate');
  });

  it('changes and deletes a region, and keeps other shops out', async () => {
    const changed = await t.app.inject({
      method: 'PUT',
      url: `${base}/${ground}/regions/${region}`,
      headers: plugins,
      payload: {
        name: 'West',
        countries: ['US'],
        zones: ['us-ca', 'US-WA'],
        postcodes: ['9*'],
        rate_basis: 'subtotal',
        rates: [{ up_to: 50, cost: 4 }],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      zones: ['US-CA', 'US-WA'],
      postcodes: ['9*'],
      rates: [{ up_to: 50, cost: 4 }],
    });
    const other = (await signedInAdmin(t, 'outdoors', ['plugins'])).headers;
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/${ground}/regions/${region}`, headers: other }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${base}/${ground}`, headers: other })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${base}/${ground}/regions/${region}`, headers: plugins }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/${ground}/regions`, headers: plugins })).json().data,
    ).toEqual([]);
  });

  it.each([
    [{ name: '', rate_basis: 'weight', rates: [{ up_to: 1, cost: 1 }] }, 'name'],
    [{ name: 'R', rate_basis: 'volume', rates: [{ up_to: 1, cost: 1 }] }, 'rate_basis'],
    [{ name: 'R', rate_basis: 'weight', rates: [] }, 'rates'],
    [
      {
        name: 'R',
        rate_basis: 'weight',
        rates: [
          { up_to: 5, cost: 1 },
          { up_to: 2, cost: 2 },
        ],
      },
      'rates',
    ],
    [{ name: 'R', rate_basis: 'item_count', rates: [{ up_to: 1.5, cost: 1 }] }, 'rates'],
    [{ name: 'R', rate_basis: 'weight', rates: [{ up_to: 1, cost: 1.234 }] }, 'rates.0.cost'],
    [{ name: 'R', countries: ['XX'], rate_basis: 'weight', rates: [{ up_to: 1, cost: 1 }] }, 'countries.0'],
    [{ name: 'R', zones: ['US-XX'], rate_basis: 'weight', rates: [{ up_to: 1, cost: 1 }] }, 'zones.0'],
    [
      { name: 'R', postcodes: ['90210; DROP'], rate_basis: 'weight', rates: [{ up_to: 1, cost: 1 }] },
      'postcodes.0',
    ],
  ])('refuses the region %j and writes nothing', async (payload, field) => {
    const before = await t.database.db.select().from(schema.advancedShipperRegions);
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/${ground}/regions`,
      headers: plugins,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    expect(await t.database.db.select().from(schema.advancedShipperRegions)).toEqual(before);
  });

  it('refuses a method without a name, and admins without the plugins permission', async () => {
    const before = await t.database.db.select().from(schema.advancedShipperMethods);
    expect(
      (await t.app.inject({ method: 'POST', url: base, headers: plugins, payload: { name: ' ' } }))
        .statusCode,
    ).toBe(400);
    const settingsOnly = (await signedInAdmin(t, 'demo', ['settings'])).headers;
    expect(
      (await t.app.inject({ method: 'POST', url: base, headers: settingsOnly, payload: { name: 'X' } }))
        .statusCode,
    ).toBe(403);
    expect(await t.database.db.select().from(schema.advancedShipperMethods)).toEqual(before);
  });
});
