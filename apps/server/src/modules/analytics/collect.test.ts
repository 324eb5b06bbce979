import { beaconPath, downloadExtensions, maxBeaconBytes } from '@emporia/contracts/analytics';
import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin, signedInCustomer } from '../../../test/auth';
import { beaconsPerVisitorMinute } from './collect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const send = (
  payload: unknown,
  opts: { ip?: string; ua?: string; shop?: string; headers?: object; once?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: opts.once ? `${beaconPath}?n=${opts.once}` : beaconPath,
    remoteAddress: opts.ip ?? '81.2.69.142',
    headers: {
      host: `${opts.shop ?? 'demo'}.localhost`,
      'user-agent': opts.ua ?? chromeOnWindows,
      'content-type': 'text/plain;charset=UTF-8',
      ...opts.headers,
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const view = (path: string, extra: object = {}) => ({
  kind: 'pageview',
  username: 'demo',
  title: `Page ${path}`,
  url: `http://demo.localhost${path}`,
  referrer: '',
  ...extra,
});
const eventsOf = (path: string) =>
  t.database.db.select().from(schema.analyticsEvents).where(eq(schema.analyticsEvents.path, path));
const sessionOf = async (id: number) =>
  (
    await t.database.db.select().from(schema.analyticsSessions).where(eq(schema.analyticsSessions.id, id))
  )[0]!;

const product = {
  sku: 'TENT-2',
  name: 'Trail Tent',
  price: 199.5,
  categories: ['Camping', 'Tents'],
  children: [{ sku: 'TENT-2-G', name: 'Trail Tent Green', price: 199.5 }],
};
const cart = {
  items: [{ sku: 'TENT-2-G', name: 'Trail Tent Green', price: 199.5, quantity: 2 }],
  total: 399,
};
const order = {
  id: 'R-1001',
  subtotal: 399,
  shipping: 10,
  tax: 20,
  total: 419,
  items: cart.items,
  discounts: [{ code: 'SAVE10', amount: 10 }],
};

describe('beacon collection', () => {
  it('keeps every SPEC §7 field of a page view, with device, browser, OS and country but no address', async () => {
    const { customer } = await signedInCustomer(t);
    const sent = await send(
      view('/trail-tent', {
        customer_id: customer.id,
        referrer: 'https://www.google.com/search?q=tent',
        route: 'product',
        product,
        cart,
      }),
      { ua: iphone },
    );
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().data).toEqual({ counted: true });
    const [event] = await eventsOf('/trail-tent');
    expect(event).toMatchObject({
      kind: 'pageview',
      title: 'Page /trail-tent',
      url: 'http://demo.localhost/trail-tent',
      referrer: 'https://www.google.com/search?q=tent',
      customerId: customer.id,
      productSku: 'TENT-2',
      product,
      cart,
      device: 'Mobile',
      browser: 'Mobile Safari',
      os: 'iOS',
      country: 'GB',
    });
    const visit = await sessionOf(event!.sessionId);
    expect(visit).toMatchObject({
      referrerHost: 'www.google.com',
      entryPath: '/trail-tent',
      viewedProduct: 1,
    });
    expect(JSON.stringify([event, visit])).not.toContain('81.2.69.142');

    expect(
      (await send(view('/checkout-success/R-1001', { route: 'checkout_success', order }), { ua: iphone }))
        .statusCode,
    ).toBe(202);
    const [success] = await eventsOf('/checkout-success/R-1001');
    expect(success).toMatchObject({ order, sessionId: event!.sessionId });
    expect(await sessionOf(event!.sessionId)).toMatchObject({
      pageviews: 2,
      exitPath: '/checkout-success/R-1001',
      purchased: 1,
    });
  });

  it('counts a download with its file address', async () => {
    const sent = await send(
      { kind: 'download', username: 'demo', url: 'https://cdn.example.com/files/size-guide.pdf' },
      { ip: '203.0.113.20' },
    );
    expect(sent.statusCode, sent.body).toBe(202);
    const [download] = await t.database.db
      .select()
      .from(schema.analyticsEvents)
      .where(eq(schema.analyticsEvents.url, 'https://cdn.example.com/files/size-guide.pdf'));
    expect(download).toMatchObject({ kind: 'download', path: '/files/size-guide.pdf' });
  });

  it('hashes the visitor with a daily salt, per shop, address and browser', async () => {
    await send(view('/hash-a'), { ip: '198.51.100.1' });
    await send(view('/hash-b'), { ip: '198.51.100.1' });
    await send(view('/hash-c'), { ip: '198.51.100.2' });
    await send(view('/hash-d'), { ip: '198.51.100.1', ua: iphone });
    const hashes = await Promise.all(
      ['/hash-a', '/hash-b', '/hash-c', '/hash-d'].map(
        async (p) => (await sessionOf((await eventsOf(p))[0]!.sessionId)).visitorHash,
      ),
    );
    expect(hashes[0]).toBe(hashes[1]);
    expect(new Set(hashes).size).toBe(3);
    expect(hashes[0]).toMatch(/^[\w-]{43}$/);
    const salts = await t.database.db.select().from(schema.analyticsSalts);
    expect(salts.map((s) => s.day)).toEqual([new Date().toISOString().slice(0, 10)]);
  });

  it('drops bots and the shop’s own signed-in staff without counting them', async () => {
    const admin = await signedInAdmin(t, 'demo', ['catalog']);
    for (const ua of ['Googlebot/2.1 (+http://www.google.com/bot.html)', '']) {
      const bot = await send(view('/by-bot'), { ua });
      expect(bot.statusCode).toBe(202);
      expect(bot.json().data.counted).toBe(false);
    }
    const staff = await send(view('/by-staff'), { headers: admin.headers });
    expect(staff.json().data.counted).toBe(false);
    expect(await eventsOf('/by-bot')).toEqual([]);
    expect(await eventsOf('/by-staff')).toEqual([]);
  });

  it('refuses malformed, oversized and forged beacons and writes nothing', async () => {
    const refusals = [
      [await send('{not json'), 400],
      [await send(view('/bad', { title: 42 })), 400],
      [await send(view('/bad', { customer_id: -3 })), 400],
      [await send(view('/bad', { username: 'outdoors' })), 400],
      [await send({ ...view('/bad'), url: 'http://outdoors.localhost/bad' }), 400],
      [await send(view('/bad', { title: 'x'.repeat(maxBeaconBytes) })), 413],
      [await send(view('/bad'), { shop: 'outdoors' }), 400],
    ] as const;
    for (const [answer, status] of refusals) {
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json()).toHaveProperty('code');
    }
    expect((await send(view('/bad', { title: 42 }))).json().fields).toHaveProperty('title');
    expect(await eventsOf('/bad')).toEqual([]);
  });

  it('caps a flood from one visitor with 429 and does not count the excess', async () => {
    const answers = [];
    for (let i = 0; i <= beaconsPerVisitorMinute; i += 1) {
      answers.push((await send(view('/flood'), { ip: '192.0.2.99' })).statusCode);
    }
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((s) => s === 202)).toHaveLength(beaconsPerVisitorMinute);
    expect(await eventsOf('/flood')).toHaveLength(beaconsPerVisitorMinute);
  });

  it('refuses a replayed beacon (the same one-time number) with 409 and counts it once', async () => {
    const once = 'a1b2c3d4e5f60718293a4b5c';
    expect((await send(view('/replayed'), { ip: '192.0.2.77', once })).statusCode).toBe(202);
    const replay = await send(view('/replayed'), { ip: '192.0.2.77', once });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe('This beacon was already counted.');
    // The same page again with its own number is a new view, and a bad number is refused.
    expect((await send(view('/replayed'), { ip: '192.0.2.77', once: `${once}ff` })).statusCode).toBe(202);
    expect((await send(view('/replayed'), { ip: '192.0.2.77', once: 'short' })).statusCode).toBe(400);
    expect(await eventsOf('/replayed')).toHaveLength(2);
  });

  it('serves the tracker script with a version', async () => {
    const script = await t.app.inject({
      method: 'GET',
      url: '/tracker.js',
      headers: { host: 'demo.localhost' },
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['set-cookie']).toBeUndefined();
    expect(script.body).toContain('emporiaTracker');
    // The script's own list is SPEC §7's list, as the contracts hold it.
    const listed = /\\\.\(([a-z0-9|]+)\)\$\/i/.exec(script.body)?.[1]?.split('|');
    expect(listed).toEqual([...downloadExtensions]);
    const etag = String(script.headers.etag);
    const versioned = await t.app.inject({
      method: 'GET',
      url: `/tracker.js?v=${etag.replaceAll('"', '')}`,
      headers: { host: 'demo.localhost' },
    });
    expect(versioned.headers['cache-control']).toContain('immutable');
    const again = await t.app.inject({
      method: 'GET',
      url: '/tracker.js',
      headers: { host: 'demo.localhost', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});
