import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: hostOf('demo') });

describe('country_list', () => {
  it('lists every ISO 3166-1 country with both codes', async () => {
    const res = await get('/api/v1/storefront/countries');
    expect(res.statusCode).toBe(200);
    const countries: { iso_code_2: string; iso_code_3: string; name: string }[] = res.json().data;
    expect(countries).toHaveLength(249);
    expect(countries).toContainEqual(
      expect.objectContaining({ iso_code_2: 'US', iso_code_3: 'USA', name: 'United States' }),
    );
    expect(countries).toContainEqual(
      expect.objectContaining({ iso_code_2: 'CA', iso_code_3: 'CAN', name: 'Canada' }),
    );
    expect(new Set(countries.map((c) => c.iso_code_2)).size).toBe(249);
    expect(countries.every((c) => /^[A-Z]{2}$/.test(c.iso_code_2) && /^[A-Z]{3}$/.test(c.iso_code_3))).toBe(
      true,
    );
  });

  it('lists the states of the United States and the provinces of Canada, by code or id', async () => {
    const us = await get('/api/v1/storefront/countries/US/zones');
    expect(us.statusCode).toBe(200);
    const names = us.json().data.map((z: { name: string }) => z.name);
    expect(names).toEqual(
      expect.arrayContaining(['California', 'New York', 'District of Columbia', 'Wyoming']),
    );
    expect(names.length).toBeGreaterThanOrEqual(51);
    const canada = (await get('/api/v1/storefront/countries'))
      .json()
      .data.find((c: { iso_code_2: string }) => c.iso_code_2 === 'CA');
    const ca = await get(`/api/v1/storefront/countries/${canada.id}/zones`);
    expect(ca.json().data).toHaveLength(13);
    expect(ca.json().data).toContainEqual(expect.objectContaining({ code: 'QC', name: 'Quebec' }));
    expect((await get('/api/v1/storefront/countries/fr/zones')).json().data).toEqual([]);
  });

  it('answers 404 for an unknown country and 400 for a malformed one', async () => {
    expect((await get('/api/v1/storefront/countries/ZZ/zones')).statusCode).toBe(404);
    expect((await get('/api/v1/storefront/countries/USA!/zones')).statusCode).toBe(400);
  });
});
