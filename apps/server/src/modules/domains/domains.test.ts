import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { type FakeDns, startFakeDns } from '../../../test/fakes/dns-server';
import { type CertificateIssuer, useCertificateIssuer } from './certificates';
import { domainsSettingsSummary } from './settings-summary';

let t: TestApp;
let dns: FakeDns;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let outdoors: Awaited<ReturnType<typeof signedInAdmin>>;
const issued: string[] = [];
const fakeIssuer: CertificateIssuer = {
  issue: async (hostname) => {
    issued.push(hostname);
    return { certificatePem: `CERT ${hostname}`, keyPem: 'KEY', expiresAt: new Date(Date.now() + 864e5) };
  },
};

beforeAll(async () => {
  dns = await startFakeDns();
  process.env.DNS_SERVERS = dns.address;
  process.env.DOMAIN_CNAME_TARGET = 'shops.emporia.test';
  process.env.DOMAIN_A_RECORD = '203.0.113.7';
  useCertificateIssuer(fakeIssuer);
  t = await createTestApp();
  admin = await signedInAdmin(t, 'demo', ['settings']);
  outdoors = await signedInAdmin(t, 'outdoors', ['settings']);
});
afterAll(async () => {
  useCertificateIssuer(undefined);
  for (const name of ['DNS_SERVERS', 'DOMAIN_CNAME_TARGET', 'DOMAIN_A_RECORD']) delete process.env[name];
  await t.close();
  await dns.close();
});
beforeEach(() => dns.clear());

const base = '/api/v1/admin/settings/domains';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const list = async (headers: Record<string, string> = admin.headers) =>
  (await call('GET', base, undefined, headers)).json().data;
const storefront = (host: string, url = '/api/v1/storefront/config') =>
  t.app.inject({ method: 'GET', url, headers: { host } });

const demoSummary = async () =>
  domainsSettingsSummary({
    shop: (await t.resolver.resolve('demo.localhost'))!,
    db: t.database.db,
    actor: { kind: 'guest' },
  });

/** Connects a host and answers its records as the merchant would create them. */
async function connectAndPoint(hostname: string) {
  const connected = await call('POST', base, { hostname });
  expect(connected.statusCode, connected.body).toBe(201);
  const { domain, records } = connected.json().data;
  for (const record of records) dns.set(record.name, record.type, [record.value]);
  return { id: domain.id as number, records };
}

describe('connecting a domain (setting/domain/connect)', () => {
  it('lists the platform host, then a pending domain with the TXT and CNAME records to create', async () => {
    expect(await list()).toEqual({ platform_host: 'demo.localhost', domains: [] });
    const res = await call('POST', base, { hostname: ' Shop.Example.COM ' });
    expect(res.statusCode, res.body).toBe(201);
    const { domain, records } = res.json().data;
    expect(domain).toMatchObject({ hostname: 'shop.example.com', status: 'pending', primary: false });
    expect(records).toEqual([
      {
        type: 'TXT',
        name: '_emporia-verification.shop.example.com',
        value: expect.stringMatching(/^emporia-verification=.{32}$/),
      },
      { type: 'CNAME', name: 'shop.example.com', value: 'shops.emporia.test' },
    ]);
    expect((await call('GET', `${base}/${domain.id}`)).json().data.records).toEqual(records);
    // A bare domain gets an A record with the platform's address; the shop's token is the same.
    const apex = (await call('POST', base, { hostname: 'example.org' })).json().data.records;
    expect(apex).toEqual([
      { ...records[0], name: '_emporia-verification.example.org' },
      { type: 'A', name: 'example.org', value: '203.0.113.7' },
    ]);
    expect(await demoSummary()).toBe('demo.localhost (primary), 2 pending');
  });

  it('refuses malformed names (400) and names another shop has (409), writing nothing', async () => {
    for (const hostname of [
      'not a domain',
      'localhost',
      'exa_mple.com',
      '-bad.example.com',
      `${'a'.repeat(64)}.com`,
      'http://x.com',
    ]) {
      const res = await call('POST', base, { hostname });
      expect(res.statusCode, hostname).toBe(400);
      expect(res.json().fields?.hostname).toBeTruthy();
    }
    const res = await call('POST', base, { hostname: 'shop.example.com' }, outdoors.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      fields: { hostname: 'This domain is connected to another shop.' },
    });
    expect((await call('POST', base, { hostname: 'shop.example.com' })).json().message).toBe(
      'This domain is already connected to the shop.',
    );
    expect((await call('POST', base, { hostname: 'other.localhost' })).statusCode).toBe(409);
    expect((await list(outdoors.headers)).domains).toEqual([]);
  });

  it('says which record is wrong, expected against found, and stays pending', async () => {
    const id = (await list()).domains.find((d: { hostname: string }) => d.hostname === 'shop.example.com').id;
    dns.set('shop.example.com', 'CNAME', ['elsewhere.example.net']);
    const res = await call('POST', `${base}/${id}/verify`);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result.verified).toBe(false);
    expect(result.checks).toEqual([
      expect.objectContaining({ type: 'TXT', found: [], ok: false }),
      {
        type: 'CNAME',
        name: 'shop.example.com',
        expected: 'shops.emporia.test',
        found: ['elsewhere.example.net'],
        ok: false,
      },
    ]);
    expect(result.message).toContain(
      'CNAME record of shop.example.com: expected shops.emporia.test, found elsewhere.example.net.',
    );
    expect(result.message).toContain('found nothing');
    expect(result.domain.status).toBe('pending');
    expect((await storefront('shop.example.com')).statusCode).toBe(404);
  });

  it('checks a subdomain host for the CNAME its table asks for, and accepts an A record too (issue 32)', async () => {
    const { records } = (await call('POST', base, { hostname: 'cname-or-a.example.com' })).json().data;
    const id = (await list()).domains.find(
      (d: { hostname: string }) => d.hostname === 'cname-or-a.example.com',
    ).id;
    expect(records[1]).toMatchObject({ type: 'CNAME' });
    const nothing = (await call('POST', `${base}/${id}/verify`)).json().data;
    expect(nothing.checks[1]).toEqual({
      type: 'CNAME',
      name: 'cname-or-a.example.com',
      expected: 'shops.emporia.test',
      found: [],
      ok: false,
    });
    expect(nothing.message).toContain(
      'CNAME record of cname-or-a.example.com: expected shops.emporia.test, found nothing.',
    );
    expect(nothing.message).not.toMatch(/\bA record/);
    dns.set('cname-or-a.example.com', 'A', ['198.51.100.1']);
    const wrongA = (await call('POST', `${base}/${id}/verify`)).json().data;
    expect(wrongA.checks[1]).toMatchObject({ type: 'CNAME', found: ['A 198.51.100.1'], ok: false });
    dns.set(records[0].name, 'TXT', [records[0].value]);
    dns.set('cname-or-a.example.com', 'A', ['203.0.113.7']);
    const viaA = (await call('POST', `${base}/${id}/verify`)).json().data;
    expect(viaA.checks[1]).toMatchObject({ type: 'CNAME', found: ['A 203.0.113.7'], ok: true });
    expect(viaA.verified).toBe(true);
    // Gone again: the tests below count the shop's domains.
    expect((await call('DELETE', `${base}/${id}`)).statusCode).toBe(200);
  });

  it('connects when the records are right: the shop answers there and a certificate is issued', async () => {
    const { id } = await connectAndPoint('www.mybrand.test');
    const res = await call('POST', `${base}/${id}/verify`);
    const result = res.json().data;
    expect(result.verified, result.message).toBe(true);
    expect(result.domain).toMatchObject({ status: 'connected', certificate: 'issued' });
    expect(issued).toContain('www.mybrand.test');
    expect((await storefront('www.mybrand.test')).json().data.config.subdomain).toBe('demo');
  });

  it('an apex domain passes with the A record to the platform address', async () => {
    const id = (await list()).domains.find((d: { hostname: string }) => d.hostname === 'example.org').id;
    const { records } = (await call('GET', `${base}/${id}`)).json().data;
    dns.set(records[0].name, 'TXT', [records[0].value]);
    dns.set('example.org', 'A', ['198.51.100.1']);
    const wrong = (await call('POST', `${base}/${id}/verify`)).json().data;
    expect(wrong.checks[1]).toEqual({
      type: 'A',
      name: 'example.org',
      expected: '203.0.113.7',
      found: ['198.51.100.1'],
      ok: false,
    });
    dns.set('example.org', 'A', ['203.0.113.7']);
    expect((await call('POST', `${base}/${id}/verify`)).json().data.verified).toBe(true);
  });
});

describe('the primary domain', () => {
  it('only a connected domain can be primary; then the other hosts redirect storefront pages to it', async () => {
    const domains = (await list()).domains as { id: number; hostname: string }[];
    const pending = domains.find((d) => d.hostname === 'shop.example.com')!;
    const www = domains.find((d) => d.hostname === 'www.mybrand.test')!;
    expect((await call('PUT', `${base}/primary`, { domain_id: pending.id })).statusCode).toBe(409);
    const made = await call('PUT', `${base}/primary`, { domain_id: www.id });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.domains.find((d: { id: number }) => d.id === www.id).primary).toBe(true);

    const page = await storefront('demo.localhost:3000', '/category/tents?page=2');
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('http://www.mybrand.test:3000/category/tents?page=2');
    expect((await storefront('example.org', '/')).headers.location).toBe('http://www.mybrand.test/');
    // The API, the admin and files stay on every host; the primary host itself is served.
    expect((await storefront('demo.localhost')).statusCode).toBe(200);
    expect((await storefront('demo.localhost', '/admin/setting/domain/index')).statusCode).not.toBe(301);
    expect((await storefront('demo.localhost', '/robots.txt')).statusCode).not.toBe(301);
    expect((await storefront('www.mybrand.test', '/')).statusCode).not.toBe(301);
    expect((await storefront('outdoors.localhost', '/')).statusCode).not.toBe(301);
    expect(await demoSummary()).toBe('www.mybrand.test (primary), 1 more connected, 1 pending');

    await call('PUT', `${base}/primary`, { domain_id: null });
    expect((await storefront('demo.localhost', '/')).statusCode).not.toBe(301);
  });

  it('removing a domain stops the shop answering there', async () => {
    const www = (await list()).domains.find((d: { hostname: string }) => d.hostname === 'www.mybrand.test');
    await call('PUT', `${base}/primary`, { domain_id: www.id });
    const res = await call('DELETE', `${base}/${www.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.domains.map((d: { hostname: string }) => d.hostname)).not.toContain(
      'www.mybrand.test',
    );
    expect((await storefront('www.mybrand.test')).statusCode).toBe(404);
    expect((await storefront('demo.localhost', '/')).statusCode).not.toBe(301);
    // The name is free again for any shop.
    expect((await call('POST', base, { hostname: 'www.mybrand.test' }, outdoors.headers)).statusCode).toBe(
      201,
    );
  });
});

describe('each shop its own domains, for staff with the settings permission', () => {
  it('another shop can neither read, check, make primary nor remove them', async () => {
    const id = (await list()).domains[0].id as number;
    expect((await call('GET', `${base}/${id}`, undefined, outdoors.headers)).statusCode).toBe(404);
    expect((await call('POST', `${base}/${id}/verify`, undefined, outdoors.headers)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/primary`, { domain_id: id }, outdoors.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/${id}`, undefined, outdoors.headers)).statusCode).toBe(404);
    expect((await list()).domains.map((d: { id: number }) => d.id)).toContain(id);
    expect((await list(outdoors.headers)).domains.map((d: { hostname: string }) => d.hostname)).toEqual([
      'www.mybrand.test',
    ]);
  });

  it('refuses the signed-out (401) and staff without the settings permission (403)', async () => {
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    const id = (await list()).domains[0].id as number;
    const calls: [Method, string, object?][] = [
      ['GET', base],
      ['POST', base, { hostname: 'x.example.com' }],
      ['GET', `${base}/${id}`],
      ['POST', `${base}/${id}/verify`],
      ['PUT', `${base}/primary`, { domain_id: null }],
      ['DELETE', `${base}/${id}`],
      ['GET', '/api/v1/admin/settings/domain-registration?query=mybrand'],
      ['POST', '/api/v1/admin/settings/domain-registration', { hostname: 'mybrand.com', price: 1299 }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, hostOf('demo'))).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, payload, catalogOnly.headers)).statusCode, `${method} ${url}`).toBe(
        403,
      );
    }
    expect((await list()).domains.length).toBe(2);
  });
});
