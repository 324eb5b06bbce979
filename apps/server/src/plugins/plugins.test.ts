import { schema } from '@emporia/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/app';
import { signedInAdmin } from '../../test/auth';
import type { RequestContext } from '../kernel/context';
import { toShop } from '../kernel/tenancy/shop';
import { packShipment } from '../shipping/packing/parcels';
import { pluginManifests } from './registry';

// A plugin declares itself in its folder's plugin.ts; each shop turns it on or off. While off,
// its admin API answers 404 with the way back, and its storefront hooks stay out of checkout.
let t: TestApp;
let demo: Record<string, string>;
let outdoors: Record<string, string>;
let catalogOnly: Record<string, string>;
let ctx: RequestContext;
beforeAll(async () => {
  t = await createTestApp();
  demo = (await signedInAdmin(t, 'demo', ['plugins'])).headers;
  outdoors = (await signedInAdmin(t, 'outdoors', ['plugins'])).headers;
  catalogOnly = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
  const [shop] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, 'demo'));
  ctx = { shop: toShop(shop!), actor: { kind: 'guest' }, db: t.database.db };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers = demo, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const turn = (name: string, enabled: boolean, headers = demo) =>
  call('PUT', `/api/v1/admin/plugins/${name}`, headers, { enabled });

describe('plugins (admin plugin/index)', () => {
  it('lists every declared plugin, on by default, with its words', async () => {
    const listed = await call('GET', '/api/v1/admin/plugins');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((p: { name: string }) => p.name)).toEqual(
      pluginManifests.map((p) => p.name),
    );
    expect(listed.json().data[0]).toMatchObject({
      name: 'advancedshipper',
      label: 'Advanced Shipper',
      enabled: true,
    });
  });

  it('turned off, a plugin’s admin API answers 404 saying how to turn it on; on again, its data is still there', async () => {
    const before = await call('GET', '/api/v1/admin/plugin/shippingboxmanager/boxes');
    expect(before.statusCode, before.body).toBe(200);
    const off = await turn('shippingboxmanager', false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.enabled).toBe(false);
    const closed = await call('GET', '/api/v1/admin/plugin/shippingboxmanager/boxes');
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe(
      'The Shipping Boxes Manager plugin is off for this shop. Turn it on under Plugins.',
    );
    // The other plugins stay open.
    expect((await call('GET', '/api/v1/admin/plugin/advancedshipper/methods')).statusCode).toBe(200);
    await turn('shippingboxmanager', true);
    const again = await call('GET', '/api/v1/admin/plugin/shippingboxmanager/boxes');
    expect(again.json()).toEqual(before.json());
  });

  it('turned off, the Advanced Shipper’s methods leave checkout and the box manager stops packing', async () => {
    const [product] = await t.database.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(eq(schema.products.shopId, ctx.shop.id))
      .orderBy(asc(schema.products.id))
      .limit(1);
    const line = {
      productId: product!.id,
      quantity: 2,
      weightGrams: 400,
      lengthMm: 100,
      widthMm: 100,
      heightMm: 100,
      priceMinor: 1000,
    };
    const box = await call('POST', '/api/v1/admin/plugin/shippingboxmanager/boxes', demo, {
      name: 'Plugin test crate',
      outer_length: 50,
      outer_width: 40,
      outer_height: 30,
      inner_length: 48,
      inner_width: 38,
      inner_height: 28,
      empty_weight: 1.2,
      max_weight: 25,
    });
    expect(box.statusCode, box.body).toBe(201);
    expect((await packShipment(ctx, [line])).boxes.some((b) => b.box !== null)).toBe(true);
    await turn('shippingboxmanager', false);
    // Off: the goods travel as one parcel of their weight, as in a shop without boxes.
    expect((await packShipment(ctx, [line])).parcels).toEqual([
      { weightGrams: 800, lengthMm: 0, widthMm: 0, heightMm: 0, valueMinor: 2000 },
    ]);
    await turn('shippingboxmanager', true);

    const { shippingModulesTurnedOff } = await import('./enabled');
    await turn('advancedshipper', false);
    expect([...(await shippingModulesTurnedOff(ctx))]).toEqual(['advancedshipper']);
    await turn('advancedshipper', true);
    expect((await shippingModulesTurnedOff(ctx)).size).toBe(0);
  });

  it('refuses an unknown plugin, a bad name or a bad body, and changes nothing', async () => {
    expect((await turn('nosuchplugin', false)).statusCode).toBe(404);
    expect((await turn('Bad-Name', false)).statusCode).toBe(400);
    const noBody = await call('PUT', '/api/v1/admin/plugins/advancedshipper', demo, { enabled: 'yes' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().fields).toHaveProperty('enabled');
    const listed = (await call('GET', '/api/v1/admin/plugins')).json().data as { enabled: boolean }[];
    expect(listed.every((p) => p.enabled)).toBe(true);
  });

  it('keeps shops apart and follows the staff permission', async () => {
    await turn('productnestinggroup', false, outdoors);
    const mine = (await call('GET', '/api/v1/admin/plugins')).json().data as {
      name: string;
      enabled: boolean;
    }[];
    expect(mine.find((p) => p.name === 'productnestinggroup')?.enabled).toBe(true);
    const theirs = (await call('GET', '/api/v1/admin/plugins', outdoors)).json().data as {
      name: string;
      enabled: boolean;
    }[];
    expect(theirs.find((p) => p.name === 'productnestinggroup')?.enabled).toBe(false);
    await turn('productnestinggroup', true, outdoors);

    expect((await call('GET', '/api/v1/admin/plugins', catalogOnly)).statusCode).toBe(403);
    expect((await turn('advancedshipper', false, catalogOnly)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/admin/plugins', hostOf('demo'))).statusCode).toBe(401);
  });
});
