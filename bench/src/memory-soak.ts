// npm run bench:memory-soak -- --pid <server pid> [--url http://127.0.0.1:3000] [--host demo.localhost]
//   [--duration 180] [--connections 10]
// Storefront reads in rotation (config, home, category pages, product pages, searches) for the whole
// duration, recording the server's resident memory (from /proc/<pid>/status) every 10 s: memory must
// stay flat under steady load (issue 18). Prints the samples and one JSON line.

import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { residentMb } from './process-memory';

const { values } = parseArgs({
  options: {
    pid: { type: 'string' },
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://127.0.0.1:3000' },
    host: { type: 'string', default: 'demo.localhost' },
    duration: { type: 'string', default: '180' },
    connections: { type: 'string', default: '10' },
  },
});
if (!values.pid) {
  console.error('Usage: npm run bench:memory-soak -- --pid <server pid> [--url …] [--duration 180]');
  process.exit(2);
}
const baseUrl = values.url.replace(/\/$/, '');
const rssMb = () => residentMb(values.pid ?? '');

const get = async <T>(path: string) =>
  ((await (await fetch(`${baseUrl}${path}`, { headers: { host: values.host } })).json()) as { data: T }).data;
const categories = await get<{ translations: { slug: string }[] }[]>('/api/v1/storefront/categories');
const categorySlugs = categories.map((c) => c.translations[0]?.slug).filter(Boolean) as string[];
const productSlugs: string[] = [];
for (const slug of categorySlugs) {
  const listing = await get<{ products: { translations: { slug: string }[] }[] }>(
    `/api/v1/storefront/category/${slug}`,
  );
  for (const product of listing.products) productSlugs.push(product.translations[0]?.slug ?? '');
}
const words = ['tent', 'jacket', 'boot', 'lamp', 'stove', 'pack', 'rain', 'light', 'wool', 'trail'];
const paths = [
  '/api/v1/storefront/config',
  '/',
  ...categorySlugs.map((slug) => `/api/v1/storefront/category/${slug}`),
  ...[...new Set(productSlugs)].filter(Boolean).map((slug) => `/api/v1/storefront/product/${slug}`),
  ...words.map((word) => `/api/v1/demo/advanced-search?keyword=${word}`),
];

const samples: { s: number; rss_mb: number }[] = [];
const started = Date.now();
const sample = () => samples.push({ s: Math.round((Date.now() - started) / 1000), rss_mb: rssMb() });
sample();
const timer = setInterval(() => {
  sample();
  console.error(JSON.stringify(samples.at(-1)));
}, 10_000);
const result = await autocannon({
  url: baseUrl,
  connections: Number(values.connections),
  duration: Number(values.duration),
  headers: { host: values.host },
  requests: paths.map((path) => ({ method: 'GET', path })),
});
clearInterval(timer);
sample();
console.log(
  JSON.stringify({
    scenario: 'soak',
    duration_s: Number(values.duration),
    distinct_paths: paths.length,
    requests_per_sec: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non_2xx: result.non2xx,
    rss_mb_first: samples[0]?.rss_mb,
    rss_mb_after_30s: samples.find((s) => s.s >= 30)?.rss_mb,
    rss_mb_last: samples.at(-1)?.rss_mb,
    rss_mb_max: Math.max(...samples.map((s) => s.rss_mb)),
    samples,
  }),
);
