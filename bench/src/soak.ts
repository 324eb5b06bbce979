// npm run bench:soak -- --url http://127.0.0.1:3100 [--shoppers 100] [--shops 20] [--rate 100]
//   [--duration 120] [--pid <server or primary pid>]
// The soak (issue 18): virtual shoppers spread over the shops, each going round browse (a category
// page), search, product page, add to cart and, every few rounds, checkout, at a fixed total rate of
// requests. Against an already started server (WORKERS=2 for the run) on DATABASE_URL,
// which this reads for the shops' slugs and, at the end, for oversold stock. Prints one JSON line:
// p50/p95/p99 per step and overall, errors (network, 5xx, any 4xx but a sold-out 409), orders,
// oversold products (must be 0), the servers' RSS at start and end, and the load average.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { residentMb } from './process-memory';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://127.0.0.1:3000' },
    shoppers: { type: 'string', default: '100' },
    shops: { type: 'string', default: '20' },
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '120' },
    pid: { type: 'string' },
    /** Units of each shop's two contested products: checkouts race for them. */
    stock: { type: 'string', default: '25' },
  },
});
const baseUrl = values.url.replace(/\/$/, '');
const shopperCount = Number(values.shoppers);
const rate = Number(values.rate);
const durationMs = Number(values.duration) * 1000;
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: the soak reads slugs and checks stock there');
const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
const rows = async <T>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows as T[];

interface Shop {
  id: number;
  host: string;
  subdomain: string;
  categories: string[];
  products: { id: number; slug: string }[];
  /** Few units: what checkouts race for. */
  contested: number[];
}

const shops: Shop[] = [];
for (const shop of await rows<{ id: number; subdomain: string }>(
  `SELECT id, subdomain FROM shops WHERE status = 'active' ORDER BY id LIMIT $1`,
  [Number(values.shops)],
)) {
  const categories = await rows<{ slug: string }>(
    `SELECT DISTINCT t.slug FROM categories c JOIN category_translations t ON t.category_id = c.id
     WHERE c.shop_id = $1 AND t.locale = 'en' AND c.status = 1`,
    [shop.id],
  );
  const products = await rows<{ id: number; slug: string }>(
    `SELECT p.id, t.slug FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
     WHERE p.shop_id = $1 AND p.parent_id IS NULL AND p.status = 1 AND p.type = 'simple' AND p.is_digital = 0 ORDER BY p.id`,
    [shop.id],
  );
  if (!products.length) continue;
  const contested = products.slice(0, 2).map((p) => p.id);
  await db.query('UPDATE products SET quantity = $1 WHERE id = ANY($2)', [Number(values.stock), contested]);
  // Everything else has plenty, so only the contested ones sell out.
  await db.query('UPDATE products SET quantity = 1000000 WHERE shop_id = $1 AND NOT (id = ANY($2))', [
    shop.id,
    contested,
  ]);
  // Written behind the servers' backs: tell their read caches the catalogue changed.
  await db.query('INSERT INTO catalog_changes (shop_id) VALUES ($1)', [shop.id]);
  shops.push({
    ...shop,
    host: `${shop.subdomain}.localhost`,
    categories: categories.map((c) => c.slug),
    products,
    contested,
  });
}
const [us] = await rows<{ country: number; zone: number }>(
  `SELECT c.id AS country, z.id AS zone FROM countries c JOIN zones z ON z.country_id = c.id
   WHERE c.iso_code_2 = 'US' AND z.code = 'IL'`,
);
const startedAt = new Date();
const keywords = ['tent', 'jacket', 'boot', 'lamp', 'bag', 'stove', 'rain', 'trail', 'tnet', 'water'];

type Step = 'browse' | 'search' | 'product' | 'add' | 'checkout';
const latencies: Record<Step, number[]> = { browse: [], search: [], product: [], add: [], checkout: [] };
const failures: string[] = [];
let soldOut = 0;
let orders = 0;
let late = 0;

// node:http, not fetch: fetch drops a Host header it is given, and each shop is found by its Host.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const target = new URL(baseUrl);

function send(method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      { host: target.hostname, port: target.port, path, method, headers, agent, timeout: 30_000 },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

async function request(step: Step, shop: Shop, path: string, body?: unknown, token?: string) {
  const started = performance.now();
  try {
    const response = await send(
      body === undefined ? 'GET' : 'POST',
      path,
      {
        host: shop.host,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { 'x-cart-token': token } : {}),
        ...(step === 'checkout' ? { 'idempotency-key': `soak-${Math.random().toString(36).slice(2)}` } : {}),
      },
      body === undefined ? undefined : JSON.stringify(body),
    );
    const { text } = response;
    latencies[step].push(performance.now() - started);
    if (response.status === 409 && (step === 'add' || step === 'checkout')) {
      soldOut += 1;
      return undefined;
    }
    if (response.status >= 300) {
      failures.push(`${step} ${path} ${response.status} ${shop.host} ${text.slice(0, 120)}`);
      return undefined;
    }
    return JSON.parse(text) as { data?: { cart_token?: string } };
  } catch (error) {
    latencies[step].push(performance.now() - started);
    failures.push(`${step} ${path} ${(error as Error).message}`);
    return undefined;
  }
}

const pick = <T>(list: T[], n: number) => list[n % list.length]!;

async function shopper(index: number, until: number) {
  const shop = shops[index % shops.length]!;
  const intervalMs = (1000 * shopperCount) / rate;
  let next = Date.now() + Math.random() * intervalMs;
  let token: string | undefined;
  for (let round = index; Date.now() < until; round += 1) {
    const steps: (() => Promise<unknown>)[] = [
      () => request('browse', shop, `/api/v1/storefront/category/${pick(shop.categories, round)}`),
      () =>
        request('search', shop, `/api/v1/${shop.subdomain}/advanced-search?keyword=${pick(keywords, round)}`),
      () => request('product', shop, `/api/v1/storefront/product/${pick(shop.products, round * 7).slug}`),
      async () => {
        // Every other cart holds a contested product.
        const id = round % 2 === 0 ? pick(shop.contested, round) : pick(shop.products, round * 3).id;
        const added = await request(
          'add',
          shop,
          '/api/v1/storefront/cart/add',
          { id, cart_quantity: 1 },
          token,
        );
        token = added?.data?.cart_token ?? token;
      },
      async () => {
        if (!token || round % 3 !== 0) return;
        const placed = await request(
          'checkout',
          shop,
          '/api/v1/storefront/checkout/place',
          {
            email: `soak${index}@example.com`,
            firstname: 'Sam',
            lastname: 'Soak',
            address: {
              firstname: 'Sam',
              lastname: 'Soak',
              address_1: '1 Main St',
              city: 'Springfield',
              postcode: '62701',
              country_id: us!.country,
              zone_id: us!.zone,
            },
            shipping_method: 'flatrate.flatrate',
            payment_method: 'moneyorder',
          },
          token,
        );
        if (placed) orders += 1;
        // A new cart after each checkout, placed or sold out.
        token = undefined;
      },
    ];
    for (const step of steps) {
      if (Date.now() >= until) return;
      const wait = next - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      else if (wait < -intervalMs) late += 1;
      next += intervalMs;
      await step();
    }
  }
}

function serverPids(): number[] {
  if (!values.pid) return [];
  const primary = Number(values.pid);
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((n) => n > 0);
  return [primary, ...children];
}
const rssMb = () => Object.fromEntries(serverPids().map((pid) => [pid, residentMb(pid)]));

const rssStart = rssMb();
const loadStart = loadavg().map((n) => Number(n.toFixed(2)));
const until = Date.now() + durationMs;
// The servers' total RSS every 30 s: flat, or growing, over a long run.
const rssTotals: number[] = [];
const sampling = setInterval(() => {
  rssTotals.push(Object.values(rssMb()).reduce((sum, mb) => sum + mb, 0));
}, 30_000);
await Promise.all(Array.from({ length: shopperCount }, (_, i) => shopper(i, until)));
clearInterval(sampling);
const rssEnd = rssMb();
const loadEnd = loadavg().map((n) => Number(n.toFixed(2)));

// Oversold: a contested product whose units sold in this run exceed what it had, or below zero.
const contested = shops.flatMap((s) => s.contested);
const oversold = await rows<{ id: number; sold: number; left: number }>(
  `SELECT p.id, coalesce(sum(i.quantity), 0)::int AS sold, p.quantity AS left
   FROM products p LEFT JOIN order_items i ON i.shop_id = p.shop_id AND i.product_id = p.id
     AND i.order_id IN (SELECT id FROM orders WHERE shop_id = p.shop_id AND created_at >= $2)
   WHERE p.id = ANY($1) GROUP BY p.shop_id, p.id HAVING p.quantity < 0 OR coalesce(sum(i.quantity), 0) + p.quantity <> $3`,
  [contested, startedAt, Number(values.stock)],
);
const [negative] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE quantity < 0');
await db.end();
agent.destroy();

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!)
    : null;
};
const all = Object.values(latencies).flat();
console.log(
  JSON.stringify({
    scenario: 'soak',
    shoppers: shopperCount,
    shops: shops.length,
    target_rate: rate,
    duration_s: durationMs / 1000,
    requests: all.length,
    requests_per_sec: Math.round(all.length / (durationMs / 1000)),
    p50_ms: percentile(all, 50),
    p95_ms: percentile(all, 95),
    p99_ms: percentile(all, 99),
    by_step: Object.fromEntries(
      Object.entries(latencies).map(([step, list]) => [
        step,
        { n: list.length, p50: percentile(list, 50), p99: percentile(list, 99) },
      ]),
    ),
    errors: failures.length,
    errors_by_kind: failures.reduce<Record<string, number>>((kinds, failure) => {
      const kind = failure
        .split(' ')
        .filter((_, i) => i !== 1)
        .slice(0, 2)
        .join(' ');
      kinds[kind] = (kinds[kind] ?? 0) + 1;
      return kinds;
    }, {}),
    first_errors: failures.slice(0, 5),
    orders,
    sold_out_answers: soldOut,
    late_steps: late,
    oversold_products: oversold.length + (negative?.n ?? 0),
    rss_mb_start: rssStart,
    rss_mb_end: rssEnd,
    rss_total_mb_every_30s: rssTotals,
    load_start: loadStart,
    load_end: loadEnd,
  }),
);
if (failures.length || oversold.length || negative?.n) process.exitCode = 1;
