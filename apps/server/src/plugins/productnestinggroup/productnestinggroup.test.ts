import { schema } from '@emporia/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

let t: TestApp;
let plugins: Record<string, string>;
let ids: number[];
let foreign: number;
const base = '/api/v1/admin/plugin/productnestinggroup/groups';

beforeAll(async () => {
  t = await createTestApp();
  plugins = (await signedInAdmin(t, 'demo', ['plugins'])).headers;
  const shops = await t.database.db.select().from(schema.shops);
  const productsOf = (subdomain: string) =>
    t.database.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(eq(schema.products.shopId, shops.find((s) => s.subdomain === subdomain)!.id))
      .orderBy(asc(schema.products.id))
      .limit(3);
  ids = (await productsOf('demo')).map((p) => p.id);
  foreign = (await productsOf('outdoors'))[0]?.id ?? 987_654;
});
afterAll(() => t.close());

describe('product nesting groups', () => {
  let cups: number;

  it('creates a group of products and lists it with their SKUs and names', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: base,
      headers: plugins,
      payload: { name: 'Cups', stacking_height: 1.5, product_ids: [ids[0], ids[1]] },
    });
    expect(res.statusCode, res.body).toBe(201);
    cups = res.json().data.id;
    expect(res.json().data).toMatchObject({ name: 'Cups', stacking_height: 1.5 });
    expect(
      res
        .json()
        .data.products.map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([ids[0], ids[1]].sort());
    expect(res.json().data.products[0]).toEqual({
      id: expect.any(Number),
      sku: expect.any(String),
      name: expect.any(String),
    });
    const list = (await t.app.inject({ method: 'GET', url: base, headers: plugins })).json().data;
    expect(list.map((g: { name: string }) => g.name)).toEqual(['Cups']);
  });

  it('changes the group', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${base}/${cups}`,
      headers: plugins,
      payload: { name: 'Camp cups', product_ids: [ids[1], ids[2]] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Camp cups', stacking_height: 0 });
    expect(res.json().data.products).toHaveLength(2);
  });

  it.each([
    [() => ({ name: '', product_ids: [] }), 'name'],
    [() => ({ name: 'Bowls', product_ids: [foreign] }), 'product_ids.0'],
    [() => ({ name: 'Bowls', product_ids: [ids[0], ids[2]] }), 'product_ids.1'],
    [() => ({ name: 'Bowls', product_ids: [ids[0], ids[0]] }), 'product_ids'],
  ])('refuses a group with bad products or no name and writes nothing', async (payload, field) => {
    const before = await t.database.db.select().from(schema.productNestingGroupMembers);
    const res = await t.app.inject({ method: 'POST', url: base, headers: plugins, payload: payload() });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    expect(await t.database.db.select().from(schema.productNestingGroupMembers)).toEqual(before);
  });

  it('deletes the group, and keeps other shops and other admins out', async () => {
    const other = (await signedInAdmin(t, 'outdoors', ['plugins'])).headers;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${base}/${cups}`, headers: other })).statusCode,
    ).toBe(404);
    const catalogOnly = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
    expect((await t.app.inject({ method: 'GET', url: base, headers: catalogOnly })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${base}/${cups}`, headers: plugins })).statusCode,
    ).toBe(200);
    expect(await t.database.db.select().from(schema.productNestingGroupMembers)).toEqual([]);
  });
});
