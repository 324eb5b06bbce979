// npm run bench:import -- [--url http://127.0.0.1:3000] [--host demo.localhost] [--products 1000]
//   [--batch 100] [--dry-run]
// Imports N new products through the admin CSV endpoint in batches (as the admin page does) while
// two shoppers ask /api/v1/health and a product page back to back; prints one JSON line with the
// import's time and outcome and the latencies the shoppers saw meanwhile (issue 18: on PGlite a
// long import must not stall the shop). Start the server with RATE_LIMIT_MAX=0.
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://127.0.0.1:3000' },
    host: { type: 'string', default: 'demo.localhost' },
    products: { type: 'string', default: '1000' },
    batch: { type: 'string', default: '100' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const baseUrl = values.url.replace(/\/$/, '');
const host = values.host;
const owner = {
  email: process.env.BENCH_ADMIN_EMAIL ?? 'owner@demo.example',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'emporia-owner',
};

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? null;
  const round = (ms: number | null) => (ms === null ? null : Math.round(ms * 10) / 10);
  return {
    requests: sorted.length,
    p50_ms: round(at(0.5)),
    p95_ms: round(at(0.95)),
    p99_ms: round(at(0.99)),
    max_ms: round(sorted.at(-1) ?? null),
  };
};

/** One shopper: asks `path` again as soon as the last answer came, until `done`. */
async function shopper(path: string, done: () => boolean) {
  const latencies: number[] = [];
  let failures = 0;
  while (!done()) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers: { host } }).catch(() => undefined);
    await response?.arrayBuffer();
    latencies.push(performance.now() - started);
    if (!response?.ok) failures += 1;
  }
  return { ...summary(latencies), failures };
}

const login = await post<{ data: { token: string } }>('/api/v1/admin-login', owner);
const admin = { authorization: `Bearer ${login.data.token}` };
const run = Date.now().toString(36);
const count = Number(values.products);
const rows = Array.from({ length: count }, (_, i) => ({
  sku: `IMPORT-${run}-${i}`,
  name: `Imported product ${run} ${i}`,
  price: String(5 + (i % 50)),
  quantity: String(i % 20),
  categories: 'camping',
  description: `Bench import row ${i}: a plain product with a name, a price and a category.`,
}));

let finished = false;
const shoppers = Promise.all([
  shopper('/api/v1/health', () => finished),
  shopper(
    `/api/v1/storefront/product/${process.env.BENCH_PRODUCT ?? 'trailblazer-rain-jacket'}`,
    () => finished,
  ),
]);
const batch = Number(values.batch);
const started = performance.now();
const outcome = { created: 0, updated: 0, errors: 0 };
try {
  for (let start = 0; start < rows.length; start += batch) {
    const part = await post<{ data: { created: number; updated: number; errors: unknown[] } }>(
      '/api/v1/admin/products/import',
      { rows: rows.slice(start, start + batch), first_row: start + 2, dry_run: values['dry-run'] },
      admin,
    );
    outcome.created += part.data.created;
    outcome.updated += part.data.updated;
    outcome.errors += part.data.errors.length;
  }
} finally {
  finished = true;
}
const importMs = performance.now() - started;
const [health, product] = await shoppers;
console.log(
  JSON.stringify({
    scenario: 'import-while-serving',
    dry_run: values['dry-run'],
    products: count,
    batch,
    import_s: Math.round(importMs / 100) / 10,
    ...outcome,
    health,
    product_page: product,
  }),
);
