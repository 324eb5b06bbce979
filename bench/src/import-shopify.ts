// npm run bench:import-shopify -- [--url http://127.0.0.1:3000] [--host demo.localhost]
//   [--products 10000] [--variants 3] [--connections 10] [--before 10] [--during 30] [--max-wait 900]
// Issue 35: uploads a generated Shopify products export (N products × V Size/Colour variants)
// through POST /api/v1/admin/imports as the demo owner and waits for the background job, while
// autocannon plays shoppers over many distinct storefront product and category addresses (start
// the server with CATALOG_READ_CACHE=0 SEARCH_CACHE_SECONDS=0 RATE_LIMIT_MAX=0: the cold path).
// Shoppers are measured for `before` seconds ahead of the upload and for `during` seconds right
// after it; the import's progress is polled until it ends or `max-wait` seconds pass (then the
// rate so far is reported). Prints one JSON line.
import { parseArgs } from 'node:util';
import autocannon, { type Options } from 'autocannon';
import { categorySlugs, productSlugs, rotating } from './catalog-scenarios';
import { shopifyProductsCsv } from './shopify-products-csv';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://127.0.0.1:3000' },
    host: { type: 'string', default: 'demo.localhost' },
    products: { type: 'string', default: '10000' },
    variants: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    before: { type: 'string', default: '10' },
    during: { type: 'string', default: '30' },
    'max-wait': { type: 'string', default: '900' },
  },
});
const baseUrl = values.url.replace(/\/$/, '');
const host = values.host;
const owner = {
  email: process.env.BENCH_ADMIN_EMAIL ?? 'owner@demo.example',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'emporia-owner',
};

interface ImportState {
  state: string;
  total: number;
  processed: number;
  made: number;
  updated: number;
  skipped: number;
  report: { row: number; reason: string }[];
}

async function shoppers(paths: string[], seconds: number) {
  const latencies: number[] = [];
  const options: Options = {
    url: baseUrl,
    connections: Number(values.connections),
    duration: seconds,
    headers: { host },
    ...rotating(paths),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? null;
  return {
    requests_per_sec: Math.round(result.requests.average),
    p50_ms: at(0.5),
    p99_ms: at(0.99),
    max_ms: latencies.at(-1) ?? null,
    errors: result.errors + result.timeouts,
    non_2xx: result.non2xx,
  };
}

const login = await fetch(`${baseUrl}/api/v1/admin-login`, {
  method: 'POST',
  headers: { host, 'content-type': 'application/json' },
  body: JSON.stringify(owner),
});
if (!login.ok) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
const admin = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };

// Many distinct addresses so that no answer is served twice from a cache: every product page
// the categories lead to, interleaved with every category's first three pages.
const products = (await productSlugs(baseUrl, host)).map((slug) => `/api/v1/storefront/product/${slug}`);
const listings = (await categorySlugs(baseUrl, host)).flatMap((slug) =>
  [1, 2, 3].map((page) => `/api/v1/storefront/category/${slug}?page=${page}`),
);
const paths = products.flatMap((path, i) =>
  i % 4 === 0 && listings.length ? [path, listings[(i / 4) % listings.length]!] : [path],
);

const before = await shoppers(paths, Number(values.before));

const count = Number(values.products);
const variants = Number(values.variants);
const csv = shopifyProductsCsv(count, variants, Date.now().toString(36));
const form = new FormData();
form.set('source', 'shopify');
form.set('kind', 'products');
form.set('file', new Blob([csv], { type: 'text/csv' }), 'products_export.csv');
const started = performance.now();
const upload = await fetch(`${baseUrl}/api/v1/admin/imports`, {
  method: 'POST',
  headers: { host, ...admin },
  body: form,
});
if (upload.status !== 202) throw new Error(`the upload answered ${upload.status}: ${await upload.text()}`);
const { id } = (await upload.json()) as { id: number };
const uploadMs = performance.now() - started;

async function state(): Promise<ImportState> {
  const answer = await fetch(`${baseUrl}/api/v1/admin/imports/${id}`, { headers: { host, ...admin } });
  if (!answer.ok) throw new Error(`the import's state answered ${answer.status}`);
  return ((await answer.json()) as { data: ImportState }).data;
}

const during = shoppers(paths, Number(values.during));
const deadline = started + Number(values['max-wait']) * 1000;
let last = await state();
while ((last.state === 'queued' || last.state === 'running') && performance.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  last = await state();
}
const importMs = performance.now() - started;
const duringResult = await during;
const seconds = importMs / 1000;
console.log(
  JSON.stringify({
    scenario: 'import-shopify',
    products: count,
    variants: count * variants,
    csv_mb: Math.round(Buffer.byteLength(csv) / 1e5) / 10,
    upload_s: Math.round(uploadMs / 100) / 10,
    import_s: Math.round(seconds * 10) / 10,
    finished: last.state === 'done',
    state: last.state,
    processed: last.processed,
    products_per_s: Math.round((last.processed / seconds) * 10) / 10,
    made: last.made,
    updated: last.updated,
    skipped: last.skipped,
    first_report_rows: last.report.slice(0, 3),
    shopper_paths: paths.length,
    shoppers_before: before,
    shoppers_during: duringResult,
  }),
);
