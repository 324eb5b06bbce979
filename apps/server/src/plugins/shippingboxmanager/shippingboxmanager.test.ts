import { schema } from '@emporia/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import type { RequestContext } from '../../kernel/context';
import { toShop } from '../../kernel/tenancy/shop';
import { packShipment } from '../../shipping/packing/parcels';

let t: TestApp;
let plugins: Record<string, string>;
let catalog: Record<string, string>;
let ctx: RequestContext;
let productIds: number[];
let otherShopProduct: number;

beforeAll(async () => {
  t = await createTestApp();
  plugins = (await signedInAdmin(t, 'demo', ['plugins'])).headers;
  catalog = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
  const shops = await t.database.db.select().from(schema.shops);
  const demo = shops.find((s) => s.subdomain === 'demo')!;
  const outdoors = shops.find((s) => s.subdomain === 'outdoors')!;
  ctx = { shop: toShop(demo), actor: { kind: 'guest' }, db: t.database.db };
  const products = await t.database.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(eq(schema.products.shopId, demo.id))
    .orderBy(asc(schema.products.id))
    .limit(3);
  productIds = products.map((p) => p.id);
  const [foreign] = await t.database.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(eq(schema.products.shopId, outdoors.id))
    .limit(1);
  otherShopProduct = foreign?.id ?? 0;
});
afterAll(() => t.close());

const boxes = '/api/v1/admin/plugin/shippingboxmanager/boxes';
const crate = {
  name: 'Crate',
  outer_length: 50,
  outer_width: 40,
  outer_height: 30,
  inner_length: 48,
  inner_width: 38,
  inner_height: 28,
  empty_weight: 1.2,
  max_weight: 25,
};

describe('shipping box manager', () => {
  let crateId: number;

  it('adds, lists, changes and deletes boxes (sizes in cm, weights in kg)', async () => {
    const created = await t.app.inject({ method: 'POST', url: boxes, headers: plugins, payload: crate });
    expect(created.statusCode, created.body).toBe(201);
    crateId = created.json().data.id;
    expect(created.json().data).toEqual({ id: crateId, ...crate, status: 1 });
    const [row] = await t.database.db
      .select()
      .from(schema.shippingBoxes)
      .where(eq(schema.shippingBoxes.id, crateId));
    expect(row).toMatchObject({ innerLengthMm: 480, emptyWeightGrams: 1200, maxWeightGrams: 25_000 });

    const list = (await t.app.inject({ method: 'GET', url: boxes, headers: plugins })).json().data;
    expect(list.map((b: { name: string }) => b.name)).toEqual([
      'Crate',
      'Large box',
      'Medium box',
      'Small box',
    ]);

    const changed = await t.app.inject({
      method: 'PUT',
      url: `${boxes}/${crateId}`,
      headers: plugins,
      payload: { ...crate, name: 'Wine crate', status: 0 },
    });
    expect(changed.json().data).toMatchObject({ name: 'Wine crate', status: 0 });
    const other = (await signedInAdmin(t, 'outdoors', ['plugins'])).headers;
    expect(
      (await t.app.inject({ method: 'PUT', url: `${boxes}/${crateId}`, headers: other, payload: crate }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: boxes, headers: other })).json().data).toEqual([]);
  });

  it.each([
    [{ ...crate, name: '' }, 'name'],
    [{ ...crate, inner_width: 41 }, 'inner_width'],
    [{ ...crate, max_weight: 1 }, 'max_weight'],
    [{ ...crate, outer_height: 0 }, 'outer_height'],
    [{ ...crate, empty_weight: 'heavy' }, 'empty_weight'],
  ])('refuses %j and writes nothing', async (payload, field) => {
    const before = await t.database.db.select().from(schema.shippingBoxes);
    const res = await t.app.inject({ method: 'POST', url: boxes, headers: plugins, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    expect(await t.database.db.select().from(schema.shippingBoxes)).toEqual(before);
  });

  it('keeps a product’s shipping-box fields, for catalogue admins', async () => {
    const url = `/api/v1/admin/plugin/shippingboxmanager/products/${productIds[0]}`;
    const empty = await t.app.inject({ method: 'GET', url, headers: catalog });
    expect(empty.json().data).toMatchObject({
      shipping_box_status: 0,
      product_id: productIds[0],
      ship_alone: 0,
      box_id: null,
    });
    expect(empty.json().data.boxes.length).toBeGreaterThanOrEqual(4);
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: catalog,
      payload: { ship_alone: 1, box_id: crateId },
    });
    expect(saved.json().data).toMatchObject({ ship_alone: 1, box_id: crateId });
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: catalog, payload: { box_id: 999_999 } })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url, headers: hostOf('demo') })).statusCode).toBe(401);
    if (otherShopProduct) {
      const foreign = `/api/v1/admin/plugin/shippingboxmanager/products/${otherShopProduct}`;
      expect((await t.app.inject({ method: 'GET', url: foreign, headers: catalog })).statusCode).toBe(404);
    }
    await t.app.inject({ method: 'PUT', url, headers: catalog, payload: { ship_alone: 0, box_id: null } });
  });

  it('deletes a box; products tied to it go back to any box', async () => {
    const url = `/api/v1/admin/plugin/shippingboxmanager/products/${productIds[1]}`;
    await t.app.inject({ method: 'PUT', url, headers: catalog, payload: { ship_alone: 0, box_id: crateId } });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${boxes}/${crateId}`, headers: plugins })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: catalog })).json().data.box_id).toBeNull();
  });
});

describe('packing a cart for carriers', () => {
  const line = (
    productId: number,
    quantity: number,
    sizeMm: [number, number, number],
    weightGrams: number,
  ) => ({
    productId,
    quantity,
    lengthMm: sizeMm[0],
    widthMm: sizeMm[1],
    heightMm: sizeMm[2],
    weightGrams,
    priceMinor: 1000,
  });

  it('packs into the seeded boxes and ships products marked to go alone on their own', async () => {
    const [a, b] = productIds as [number, number];
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/plugin/shippingboxmanager/products/${b}`,
      headers: catalog,
      payload: { ship_alone: 1 },
    });
    // Two 10 cm cubes fit the small box (inner 24 × 19 × 14 cm); a third would not.
    const shipment = await packShipment(ctx, [
      line(a, 2, [100, 100, 100], 400),
      line(b, 1, [700, 500, 100], 3000),
    ]);
    expect(shipment.boxes.map((x) => x.box?.name ?? 'own')).toEqual(['Small box', 'own']);
    expect(shipment.parcels).toEqual([
      { weightGrams: 200 + 800, lengthMm: 250, widthMm: 200, heightMm: 150, valueMinor: 2000 },
      { weightGrams: 3000, lengthMm: 700, widthMm: 500, heightMm: 100, valueMinor: 1000 },
    ]);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/plugin/shippingboxmanager/products/${b}`,
      headers: catalog,
      payload: { ship_alone: 0 },
    });
  });

  it('counts products of one nesting group once for volume', async () => {
    const [a, b] = productIds as [number, number];
    const bowls = [line(a, 4, [230, 230, 90], 500), line(b, 2, [200, 200, 80], 400)];
    // Unnested, six bowls of up to 23 × 23 × 9 cm need the large box.
    const apart = await packShipment(ctx, bowls);
    expect(apart.boxes.map((x) => x.box?.name)).toEqual(['Large box']);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/plugin/productnestinggroup/groups',
      headers: plugins,
      payload: { name: 'Camp bowls', stacking_height: 1, product_ids: [a, b] },
    });
    expect(created.statusCode, created.body).toBe(201);
    // Nested: one stack 23 × 23 × (9 + 5 × 1) cm, 2.8 kg, which fits the medium box.
    const nested = await packShipment(ctx, bowls);
    expect(nested.boxes).toHaveLength(1);
    expect(nested.boxes[0]!.box?.name).toBe('Medium box');
    expect(nested.boxes[0]!.items[0]!.contents).toEqual([
      { productId: a, quantity: 4 },
      { productId: b, quantity: 2 },
    ]);
    expect(nested.parcels[0]!.weightGrams).toBe(450 + 2800);
  });

  it('sends the goods as one parcel of their weight when the shop has no boxes', async () => {
    await t.database.db
      .update(schema.shippingBoxes)
      .set({ status: 0 })
      .where(and(eq(schema.shippingBoxes.shopId, ctx.shop.id)));
    try {
      const shipment = await packShipment(ctx, [line(productIds[2]!, 2, [100, 100, 100], 250)]);
      expect(shipment.parcels).toEqual([
        { weightGrams: 500, lengthMm: 0, widthMm: 0, heightMm: 0, valueMinor: 2000 },
      ]);
    } finally {
      await t.database.db
        .update(schema.shippingBoxes)
        .set({ status: 1 })
        .where(eq(schema.shippingBoxes.shopId, ctx.shop.id));
    }
  });
});
