// npm run bench:many-shops -- [--shops 1000] [--mix uniform|zipf|sweep] [--pages home,category,product,search,facets,cart]
//   [--url http://127.0.0.1:3100] [--connections 10] [--duration 10] [--zipf-s 1] [--pid <server pid>: RSS every 10 s]
// Storefront pages of shops chosen at random from the N shops of `npm run bench:seed-shops`
// (dens00001…), each request its own shop: uniformly, or by a Zipf law where shop k is asked
// 1/k^s as often as shop 1 (a few busy shops, a long quiet tail), or in order (sweep: shop 1 every
// page kind, then shop 2…, round and round: a run long enough serves every shop, to read the
// server's memory after it has served them all). The page kind rotates over --pages. Runs
// autocannon against a server already started on the seeded database; start it
// with and without its caches to compare (bench/README.md, "Many shops"). Add to cart needs one
// product id per shop, read from DATABASE_URL before the run (left out without it).
// Prints one JSON line: requests/s, p50/p95/p99, errors, non-2xx, and how many shops were asked.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { categoryNames, productsOf, searchWords, shopPrefix, subdomainOf } from './many-shops-data';
import { residentMb } from './process-memory';

const { values } = parseArgs({
  options: {
    shops: { type: 'string', default: '1000' },
    mix: { type: 'string', default: 'uniform' },
    'zipf-s': { type: 'string', default: '1' },
    pages: { type: 'string', default: 'home,category,product,search,cart' },
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://127.0.0.1:3100' },
    domain: { type: 'string', default: 'localhost' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    prefix: { type: 'string', default: shopPrefix },
    /** The server's process id: its resident memory is sampled every 10 s (a soak across shops). */
    pid: { type: 'string' },
  },
});
const shops = Number(values.shops);
const kinds = values.pages.split(',').map((kind) => kind.trim());
const known = ['home', 'category', 'product', 'search', 'facets', 'cart'];
if (!Number.isInteger(shops) || shops < 1 || kinds.some((kind) => !known.includes(kind))) {
  console.error(`Usage: npm run bench:many-shops -- --shops N --mix uniform|zipf --pages ${known.join(',')}`);
  process.exit(2);
}

/** A shop number, 1…N: uniform, in order, or Zipf by the cumulative weights of ranks 1…N. */
const pickShop: () => number = (() => {
  if (values.mix === 'uniform') return () => 1 + Math.floor(Math.random() * shops);
  if (values.mix === 'sweep') return () => 1 + (Math.floor(turn / kinds.length) % shops);
  const s = Number(values['zipf-s']);
  const cumulative = new Float64Array(shops);
  let sum = 0;
  for (let k = 1; k <= shops; k++) cumulative[k - 1] = sum += 1 / k ** s;
  return () => {
    const x = Math.random() * sum;
    let lo = 0;
    let hi = shops - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
})();

// One product id per shop for add to cart, by shop number.
const cartProduct = new Map<number, number>();
if (kinds.includes('cart')) {
  if (!process.env.DATABASE_URL) {
    console.error('add to cart needs DATABASE_URL (one product id per shop); left out');
    kinds.splice(kinds.indexOf('cart'), 1);
  } else {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ subdomain: string; id: number }>(
      `SELECT s.subdomain, min(p.id) AS id FROM shops s JOIN products p ON p.shop_id = s.id
       WHERE s.subdomain LIKE $1 GROUP BY s.subdomain`,
      [`${values.prefix}%`],
    );
    await client.end();
    for (const row of rows) cartProduct.set(Number(row.subdomain.slice(values.prefix.length)), row.id);
  }
}

const sorts = ['best_match', 'name_a_z', 'lowest_first', 'highest_first', 'date_desc'];
const asked = new Set<number>();
let turn = 0;
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

/** The next request: a random shop, the next page kind. */
function nextRequest(): { host: string; path: string; method: 'GET' | 'POST'; body?: string } {
  const n = pickShop();
  asked.add(n);
  const subdomain = subdomainOf(n, values.prefix);
  const host = `${subdomain}.${values.domain}`;
  const kind = kinds[turn++ % kinds.length]!;
  switch (kind) {
    case 'category':
      return {
        host,
        method: 'GET',
        path: `/api/v1/storefront/category/${pick(categoryNames).toLowerCase()}`,
      };
    case 'product':
      return { host, method: 'GET', path: `/api/v1/storefront/product/${pick(productsOf(n)).slug}` };
    case 'search':
      return {
        host,
        method: 'GET',
        path: `/api/v1/${subdomain}/advanced-search?keyword=${pick(searchWords)}`,
      };
    case 'facets':
      // Facet search without a keyword: the shop's whole listing with its facet counts, page 1.
      return { host, method: 'GET', path: `/api/v1/${subdomain}/advanced-search?sortby=${pick(sorts)}` };
    case 'cart': {
      const id = cartProduct.get(n);
      if (id !== undefined) {
        return {
          host,
          method: 'POST',
          path: '/api/v1/storefront/cart/add',
          body: JSON.stringify({ id, cart_quantity: 1 }),
        };
      }
      return { host, method: 'GET', path: '/' };
    }
    default:
      return { host, method: 'GET', path: '/' };
  }
}

// The server's resident memory every 10 s, when its pid is given.
const memory: { s: number; rss_mb: number }[] = [];
const startedAt = Date.now();
const sampleMemory = () => {
  if (values.pid)
    memory.push({ s: Math.round((Date.now() - startedAt) / 1000), rss_mb: residentMb(values.pid) });
};
sampleMemory();
const sampler = setInterval(sampleMemory, 10_000);

const latencies: number[] = [];
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: values.url,
      connections: Number(values.connections),
      duration: Number(values.duration),
      requests: [
        {
          setupRequest: (request) => {
            const next = nextRequest();
            return {
              ...request,
              method: next.method,
              path: next.path,
              headers: {
                ...request.headers,
                host: next.host,
                ...(next.body ? { 'content-type': 'application/json' } : {}),
              },
              body: next.body,
            };
          },
        },
      ],
    },
    (error, finished) => (error ? reject(error) : resolve(finished)),
  );
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
});
clearInterval(sampler);
sampleMemory();
latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? null;
console.log(
  JSON.stringify({
    scenario: `many-shops ${values.mix}${values.mix === 'zipf' ? ` s=${values['zipf-s']}` : ''}`,
    pages: kinds.join(','),
    shops,
    shops_asked: asked.size,
    connections: Number(values.connections),
    duration_s: Number(values.duration),
    requests_per_sec: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p95_ms: percentile(95),
    p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non_2xx: result.non2xx,
    total_requests: result.requests.total,
    ...(values.pid ? { rss_mb: memory } : {}),
  }),
);
if (result.errors + result.timeouts > 0 || result.non2xx > 0) process.exitCode = 1;
