import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, platformToken, type TestApp } from '../../../test/app';
import { startShopDeletionWorker } from '../../modules/operator/deletion-worker';
import { noticeHere } from '../invalidation-bus';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const config = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/storefront/config', headers });
const operator = { authorization: `Bearer ${platformToken}` };

describe('a request finds its shop by Host', () => {
  it('gives demo.localhost and outdoors.localhost their own configuration', async () => {
    const demo = (await config(hostOf('demo'))).json();
    const outdoors = (await config(hostOf('outdoors'))).json();
    expect(demo.data.config.subdomain).toBe('demo');
    expect(demo.data.shop.name).toBe('Emporia Gear Co.');
    expect(outdoors.data.config.subdomain).toBe('outdoors');
    expect(outdoors.data.shop.name).toBe('Outdoors Outfitters');
  });

  it('serves the demo shop on bare localhost and 127.0.0.1, with or without a port', async () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3000']) {
      expect((await config({ host })).json().data.config.subdomain).toBe('demo');
    }
  });

  it('carries the demo shop text overrides and not the other shop', async () => {
    const demo = (await config(hostOf('demo'))).json();
    expect(demo.data.text_overrides['address.postcode']).toBe('Zip Code');
    expect(demo.data.text_overrides['shipping.flatrate.title']).toBe(
      'Flat-Rate Shipping (Tracking Available)',
    );
    expect((await config(hostOf('outdoors'))).json().data.text_overrides).toEqual({});
  });

  it('answers an unknown host with a 404 that names nothing', async () => {
    const api = await config(hostOf('nosuchshop'));
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Shop not found.', code: 'SHOP_NOT_FOUND' });
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'nosuchshop.localhost' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Shop not found');
    expect(page.body).not.toMatch(/Emporia Gear|Outdoors|demo/i);
  });

  it('answers health on any host', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { host: 'whatever.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('reaches a shop through a connected custom domain, not a pending one', async () => {
    const add = (status: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/platform/shops/outdoors/domains',
        headers: operator,
        payload: { hostname: 'shop.outdoors.example', status },
      });
    expect((await add('pending')).statusCode).toBe(200);
    expect((await config({ host: 'shop.outdoors.example' })).statusCode).toBe(404);
    expect((await add('connected')).statusCode).toBe(200);
    const res = await config({ host: 'Shop.Outdoors.Example:8080' });
    expect(res.json().data.config.subdomain).toBe('outdoors');
  });

  it('will not give one shop a domain another shop has', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/platform/shops/demo/domains',
      headers: operator,
      payload: { hostname: 'shop.outdoors.example', status: 'connected' },
    });
    expect(res.statusCode).toBe(409);
  });

  it('closes a suspended shop to shoppers for now', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/platform/shops',
      headers: operator,
      payload: { subdomain: 'closing', name: 'Closing Down' },
    });
    expect(created.statusCode).toBe(201);
    expect((await config(hostOf('closing'))).statusCode).toBe(200);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/platform/shops/closing',
      headers: operator,
      payload: { status: 'suspended' },
    });
    expect((await config(hostOf('closing'))).statusCode).toBe(503);
    const page = await t.app.inject({ method: 'GET', url: '/', headers: hostOf('closing') });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('<h1>Closing Down</h1>');
  });
});

describe('the shops a process keeps (ADR 0136)', () => {
  it('keeps a found shop until a write to it is heard, and forgets only that shop', async () => {
    // The other tests' app keeps nothing (SHOP_CACHE_SECONDS=0); this one keeps shops as servers do.
    const kept = await createTestApp({ SHOP_CACHE_SECONDS: '60' });
    const name = async (subdomain: string) => (await kept.resolver.bySubdomain(subdomain))?.name;
    const db = kept.database.db;
    const rename = (subdomain: string, to: string) =>
      db.execute(sql`UPDATE shops SET name = ${to} WHERE subdomain = ${subdomain}`);
    const [demoBefore, outdoorsBefore] = [await name('demo'), await name('outdoors')];
    // Changed behind the server's back: both are still kept as they were.
    await rename('demo', 'Demo Renamed');
    await rename('outdoors', 'Outdoors Renamed');
    expect([await name('demo'), await name('outdoors')]).toEqual([demoBefore, outdoorsBefore]);
    // A staff write to the demo shop is told on 'storefront' (as every staff write is): only it is read again.
    const demo = await kept.resolver.bySubdomain('demo');
    noticeHere('storefront', demo!.id);
    expect(await name('demo')).toBe('Demo Renamed');
    expect(await name('outdoors')).toBe(outdoorsBefore);
    // A notice for every shop (a listener that lost its connection) forgets them all.
    noticeHere('storefront', 0);
    expect(await name('outdoors')).toBe('Outdoors Renamed');
    expect(kept.resolver.gauge()).toMatchObject({
      name: 'shop-resolver',
      entries: 1,
      budget_entries: 10_000,
    });

    // A shop the deletion job erases is forgotten by every process at once, not when it runs out.
    const made = await kept.app.inject({
      method: 'POST',
      url: '/api/v1/platform/shops',
      headers: operator,
      payload: { subdomain: 'erasing', name: 'Erasing' },
    });
    expect(made.statusCode).toBe(201);
    expect(await name('erasing')).toBe('Erasing');
    await db.execute(
      sql`UPDATE shops SET deletion_due_at = now() - interval '1 minute' WHERE subdomain = 'erasing'`,
    );
    expect(await name('erasing')).toBe('Erasing');
    // The app's own deletion worker shares this process's job lock: while its start-up pass is under
    // way a pass asked for here skips (resolves 0), so ask until one has erased the shop.
    const worker = startShopDeletionWorker({ db, log: kept.app.log, intervalMs: 60_000 });
    await expect
      .poll(
        async () => {
          await worker.runOnce();
          return name('erasing');
        },
        { timeout: 10_000 },
      )
      .toBeUndefined();
    await worker.stop();

    // A read that began before a change and ends after its notice answers its request, but is not kept.
    kept.resolver.forget(demo!.id);
    const reading = name('demo');
    await rename('demo', 'Demo Renamed Again');
    noticeHere('storefront', demo!.id);
    await reading;
    expect(await name('demo')).toBe('Demo Renamed Again');
    await kept.close();
  });
});

describe('the platform operator API', () => {
  it('refuses calls without the operator token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/platform/shops',
      headers: { authorization: 'Bearer nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('refuses a taken subdomain and a bad one, writing nothing', async () => {
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/platform/shops',
      headers: operator,
      payload: { subdomain: 'demo', name: 'Copycat' },
    });
    expect(taken.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/platform/shops',
      headers: operator,
      payload: { subdomain: 'Not Valid!', name: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('subdomain');
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/platform/shops', headers: operator })
    ).json();
    expect(list.data.filter((s: { name: string }) => s.name === 'Copycat')).toHaveLength(0);
  });

  it('moves a shop admin when its admin path changes', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/platform/shops/outdoors',
      headers: operator,
      payload: { admin_path: '/manage' },
    });
    expect(res.statusCode).toBe(200);
    expect((await config(hostOf('outdoors'))).json().data.config.admin_path).toBe('/manage');
    expect((await config(hostOf('demo'))).json().data.config.admin_path).toBe('/admin');
    const badPath = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/platform/shops/outdoors',
      headers: operator,
      payload: { admin_path: 'no-slash/../x' },
    });
    expect(badPath.statusCode).toBe(400);
  });
});
