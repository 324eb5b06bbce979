// A local stand-in for the Name.com API v4 (the production registrar adapter's API), for tests:
// availability search, purchase and DNS records. Records it is told to create go into the fake
// DNS zone given, as a registrar's name servers would answer them.
import { type FakeDns, type FakeRecordType, startFakeDns } from './dns-server';
import { type FakeServer, startFakeServer } from './server';

export interface FakeRegistrar extends FakeServer {
  /** Names for sale and their price in dollars; anything else is taken. */
  forSale: Map<string, number>;
  orders: { domainName: string; purchasePrice: number }[];
}

export async function startFakeRegistrar(
  dns: FakeDns,
  options: { port?: number } = {},
): Promise<FakeRegistrar> {
  const forSale = new Map<string, number>();
  const orders: FakeRegistrar['orders'] = [];
  const offer = (domainName: string) => {
    const price = forSale.get(domainName);
    return price === undefined
      ? { domainName, purchasable: false }
      : { domainName, purchasable: true, purchasePrice: price, renewalPrice: price };
  };
  const server = await startFakeServer((request) => {
    if (!request.headers.authorization?.startsWith('Basic ')) {
      return { status: 401, body: { message: 'Unauthorized' } };
    }
    const body = JSON.parse(request.body || '{}');
    if (request.method === 'POST' && request.path === '/v4/domains:search') {
      const names = ['com', 'shop', 'store'].map((tld) => `${body.keyword}.${tld}`);
      return { status: 200, body: { results: names.map(offer) } };
    }
    if (request.method === 'POST' && request.path === '/v4/domains:checkAvailability') {
      return { status: 200, body: { results: (body.domainNames as string[]).map(offer) } };
    }
    if (request.method === 'POST' && request.path === '/v4/domains') {
      const name = body.domain?.domainName as string;
      if (forSale.get(name) !== body.purchasePrice)
        return { status: 400, body: { message: 'Price mismatch' } };
      forSale.delete(name);
      orders.push({ domainName: name, purchasePrice: body.purchasePrice });
      return {
        status: 200,
        body: { domain: { domainName: name }, order: 1000 + orders.length, totalPaid: body.purchasePrice },
      };
    }
    const records = /^\/v4\/domains\/([^/]+)\/records$/.exec(request.path);
    if (request.method === 'POST' && records) {
      const name = body.host ? `${body.host}.${records[1]}` : records[1]!;
      dns.set(name, body.type as FakeRecordType, [body.answer]);
      return { status: 200, body: { id: 1, ...body } };
    }
    return { status: 404, body: { message: 'Not Found' } };
  }, options);
  return Object.assign(server, { forSale, orders });
}

/**
 * The fake registrar with its fake DNS, and the server's settings pointing at them in the
 * environment, where the server reads them at each use (outsideServices). `env` is there to put
 * back after a test changed it; `stop` takes the settings out and closes both fakes.
 */
export async function startFakeDomainServices() {
  const dns = await startFakeDns();
  const registrar = await startFakeRegistrar(dns);
  const env: Record<string, string> = {
    DNS_SERVERS: dns.address,
    DOMAIN_A_RECORD: '203.0.113.7',
    REGISTRAR_API_URL: registrar.url,
    REGISTRAR_USERNAME: 'emporia',
    REGISTRAR_TOKEN: 'test-token',
  };
  Object.assign(process.env, env);
  return {
    dns,
    registrar,
    env,
    async stop() {
      for (const name of Object.keys(env)) delete process.env[name];
      await registrar.close();
      await dns.close();
    },
  };
}
