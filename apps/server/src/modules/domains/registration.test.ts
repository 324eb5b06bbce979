import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { type FakeRegistrar, startFakeDomainServices } from '../../../test/fakes/registrar';

let t: TestApp;
let domainServices: Awaited<ReturnType<typeof startFakeDomainServices>>;
let registrar: FakeRegistrar;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let outdoors: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  domainServices = await startFakeDomainServices();
  registrar = domainServices.registrar;
  t = await createTestApp();
  admin = await signedInAdmin(t, 'demo', ['settings']);
  outdoors = await signedInAdmin(t, 'outdoors', ['settings']);
});
afterAll(async () => {
  await t.close();
  await domainServices.stop();
});

const url = '/api/v1/admin/settings/domain-registration';
const search = (query: string, headers = admin.headers) =>
  t.app.inject({ method: 'GET', url: `${url}?query=${encodeURIComponent(query)}`, headers });
const buy = (payload: object, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('buying a domain (setting/domain/registration and checkout)', () => {
  it('searches the registrar: available names with their price in cents', async () => {
    registrar.forSale.set('mybrand.shop', 24.99);
    registrar.forSale.set('mybrand.store', 4.5);
    const res = await search('MyBrand');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { hostname: 'mybrand.com', available: false, price: null, currency: 'USD' },
      { hostname: 'mybrand.shop', available: true, price: 2499, currency: 'USD' },
      { hostname: 'mybrand.store', available: true, price: 450, currency: 'USD' },
    ]);
    expect(registrar.requests.at(-1)?.headers.authorization).toBe(
      `Basic ${Buffer.from('emporia:test-token').toString('base64')}`,
    );
    expect((await search('mybrand.shop')).json().data).toEqual([
      { hostname: 'mybrand.shop', available: true, price: 2499, currency: 'USD' },
    ]);
  });

  it('refuses malformed searches and purchases (400)', async () => {
    for (const query of ['', 'a', 'my brand', 'x'.repeat(64)])
      expect((await search(query)).statusCode, query).toBe(400);
    expect((await buy({ hostname: 'not a name', price: 100 })).statusCode).toBe(400);
    expect((await buy({ hostname: 'mybrand.shop', price: -1 })).statusCode).toBe(400);
    expect((await buy({ hostname: 'mybrand.shop', price: 24.99 })).statusCode).toBe(400);
  });

  it('refuses a changed price or a name not for sale (409) and buys nothing', async () => {
    const changed = await buy({ hostname: 'mybrand.shop', price: 1999 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(
      'The price of this domain has changed. Search again to see the new price.',
    );
    expect((await buy({ hostname: 'mybrand.com', price: 1299 })).statusCode).toBe(409);
    expect(registrar.orders).toEqual([]);
  });

  it('buys at the price shown, records it, creates the DNS records and connects the domain', async () => {
    const res = await buy({ hostname: 'mybrand.shop', price: 2499 });
    expect(res.statusCode, res.body).toBe(201);
    const { domain, records, order } = res.json().data;
    expect(registrar.orders).toEqual([{ domainName: 'mybrand.shop', purchasePrice: 24.99 }]);
    expect(order).toBe('1001');
    expect(domain).toMatchObject({ hostname: 'mybrand.shop', origin: 'registered', status: 'connected' });
    expect(records.map((r: { type: string }) => r.type)).toEqual(['TXT', 'A']);
    const [purchase] = await t.database.db
      .select()
      .from(schema.domainPurchases)
      .where(eq(schema.domainPurchases.hostname, 'mybrand.shop'));
    expect(purchase).toMatchObject({
      price: 2499,
      currency: 'USD',
      registrar: 'name.com',
      registrarOrder: '1001',
    });
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/config',
      headers: { host: 'mybrand.shop' },
    });
    expect(page.json().data.config.subdomain).toBe('demo');
  });

  it('a name some shop has is not offered to another, and cannot be bought twice', async () => {
    registrar.forSale.set('mybrand.shop', 24.99);
    expect((await search('mybrand.shop', outdoors.headers)).json().data[0]).toMatchObject({
      available: false,
      price: null,
    });
    const again = await buy({ hostname: 'mybrand.shop', price: 2499 }, outdoors.headers);
    expect(again.statusCode).toBe(409);
    expect(registrar.orders.length).toBe(1);
  });

  it('says so when the registrar does not answer, or when the platform sells no domains', async () => {
    registrar.hang = true;
    process.env.REGISTRAR_API_URL = 'http://127.0.0.1:9';
    const down = await search('mybrand');
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe('The domain registrar did not answer. Try again in a moment.');
    registrar.hang = false;
    delete process.env.REGISTRAR_TOKEN;
    const off = await search('mybrand');
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('Buying domains is not set up on this platform.');
    Object.assign(process.env, domainServices.env);
  });
});
