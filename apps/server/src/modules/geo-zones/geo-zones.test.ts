import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import type { RequestContext } from '../../kernel/context';
import { toShop } from '../../kernel/tenancy/shop';
import { isInGeoZone } from './service';

let t: TestApp;
let admin: Record<string, string>;
let ctx: RequestContext;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t, 'demo', ['settings'])).headers;
  const [shop] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, 'demo'));
  ctx = { shop: toShop(shop!), actor: { kind: 'guest' }, db: t.database.db };
});
afterAll(() => t.close());

const url = '/api/v1/admin/settings/zone';
const memberRows = () => t.database.db.select().from(schema.geoZoneMembers);

describe('geo zones', () => {
  let westCoast: number;

  it('creates a zone of whole countries and single states', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: {
        name: 'West Coast & Canada',
        members: [
          { country_code: 'us', zone_code: 'ca' },
          { country_code: 'US', zone_code: 'WA' },
          { country_code: 'CA', zone_code: null },
          { country_code: 'US', zone_code: 'WA' },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const zone = res.json().data;
    westCoast = zone.id;
    expect(zone.name).toBe('West Coast & Canada');
    expect(zone.members).toEqual(
      expect.arrayContaining([
        { country_code: 'US', country_name: 'United States', zone_code: 'CA', zone_name: 'California' },
        { country_code: 'US', country_name: 'United States', zone_code: 'WA', zone_name: 'Washington' },
        { country_code: 'CA', country_name: 'Canada', zone_code: null, zone_name: null },
      ]),
    );
    expect(zone.members).toHaveLength(3);
  });

  it('tells whether an address is in the zone; zone 0 is everywhere', async () => {
    expect(await isInGeoZone(ctx, westCoast, { countryCode: 'US', zoneCode: 'CA' })).toBe(true);
    expect(await isInGeoZone(ctx, westCoast, { countryCode: 'US', zoneCode: 'NY' })).toBe(false);
    expect(await isInGeoZone(ctx, westCoast, { countryCode: 'US' })).toBe(false);
    expect(await isInGeoZone(ctx, westCoast, { countryCode: 'CA', zoneCode: 'ON' })).toBe(true);
    expect(await isInGeoZone(ctx, westCoast, { countryCode: 'ca' })).toBe(true);
    expect(await isInGeoZone(ctx, 0, { countryCode: 'FR' })).toBe(true);
    expect(await isInGeoZone(ctx, 987654, { countryCode: 'US', zoneCode: 'CA' })).toBe(false);
  });

  it('lists the shop’s zones with their member counts, and only them', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: admin });
    const names = res.json().data.map((z: { name: string }) => z.name);
    expect(names).toEqual(expect.arrayContaining(['Canada', 'United States', 'West Coast & Canada']));
    expect(res.json().data.find((z: { id: number }) => z.id === westCoast).member_count).toBe(3);
    const other = await signedInAdmin(t, 'outdoors', ['settings']);
    const theirs = (await t.app.inject({ method: 'GET', url, headers: other.headers })).json().data;
    expect(theirs.map((z: { id: number }) => z.id)).not.toContain(westCoast);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}/${westCoast}`, headers: other.headers })).statusCode,
    ).toBe(404);
  });

  it('changes the name and members', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${url}/${westCoast}`,
      headers: admin,
      payload: { name: 'California', members: [{ country_code: 'US', zone_code: 'CA' }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.members).toHaveLength(1);
    expect(await isInGeoZone(ctx, westCoast, { countryCode: 'CA' })).toBe(false);
  });

  it.each([
    [{ name: '', members: [] }, 'name'],
    [{ name: 'X', members: [{ country_code: 'XX' }] }, 'members.0.country_code'],
    [{ name: 'X', members: [{ country_code: 'US', zone_code: 'ZZ' }] }, 'members.0.zone_code'],
    [{ name: 'X', members: [{ country_code: 'USA' }] }, 'members.0.country_code'],
  ])('refuses %j and writes nothing', async (payload, field) => {
    const [zonesBefore, membersBefore] = [
      await t.database.db.select().from(schema.geoZones),
      await memberRows(),
    ];
    const res = await t.app.inject({ method: 'POST', url, headers: admin, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    expect(await t.database.db.select().from(schema.geoZones)).toEqual(zonesBefore);
    expect(await memberRows()).toEqual(membersBefore);
  });

  it('will not delete a zone a shipping module or a tax rate uses', async () => {
    const owner = (await signedInAdmin(t, 'demo')).headers;
    const panel = {
      module_shipping_flatrate_active: '1',
      module_shipping_flatrate_shipping_cost: '5',
      module_shipping_flatrate_shipping_zone: String(westCoast),
      module_shipping_flatrate_sort_order: '1',
      module_shipping_flatrate_handling_fee: '0',
    };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/settings/shipping/flatrate',
          headers: owner,
          payload: panel,
        })
      ).statusCode,
    ).toBe(200);
    const refused = await t.app.inject({ method: 'DELETE', url: `${url}/${westCoast}`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/flatrate/);

    const taxed = (await t.app.inject({ method: 'GET', url, headers: admin }))
      .json()
      .data.find((z: { name: string }) => z.name === 'United States (sales tax)');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${url}/${taxed.id}`, headers: admin })).statusCode,
    ).toBe(409);

    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/shipping/flatrate',
      headers: owner,
      payload: { ...panel, module_shipping_flatrate_shipping_zone: '0' },
    });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${url}/${westCoast}`, headers: admin })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}/${westCoast}`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it('is for admins with the settings permission', async () => {
    expect((await t.app.inject({ method: 'GET', url, headers: hostOf('demo') })).statusCode).toBe(401);
    const other = await signedInAdmin(t, 'demo', ['plugins']);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: other.headers, payload: { name: 'X' } }))
        .statusCode,
    ).toBe(403);
  });
});
