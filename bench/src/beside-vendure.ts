// npm run bench:beside-vendure -- facets|cart [--url http://127.0.0.1:3555] [--shop demo]
//   [--connections 10] [--duration 15]
// Emporia's side of bench/vendure's two benches, the same requests in our API, one JSON line:
// - facets: page 1 of the shop's whole listing with its facet counts, no keyword, rotating over
//   the five sorts (Vendure: `search` without a term, grouped by product, five sorts);
// - cart: one unit of a random product into a new cart (no cart token), as a new shopper
//   (Vendure: `addItemToOrder` without a session). The products are read over DATABASE_URL: the
//   bench catalogue's simple products in stock.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3555' },
    shop: { type: 'string', default: 'demo' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '15' },
  },
});
const kind = positionals[0];
if (kind !== 'facets' && kind !== 'cart') {
  console.error('Usage: npm run bench:beside-vendure -- facets|cart [--url …] [--shop demo]');
  process.exit(2);
}
const host = `${values.shop}.localhost`;
const sorts = ['best_match', 'name_a_z', 'lowest_first', 'highest_first', 'date_desc'];

let productIds: number[] = [];
if (kind === 'cart') {
  if (!process.env.DATABASE_URL) {
    console.error('cart needs DATABASE_URL (the products to add)');
    process.exit(2);
  }
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ id: number }>(
    `SELECT p.id FROM products p JOIN shops s ON s.id = p.shop_id
     WHERE s.subdomain = $1 AND p.status = 1 AND p.quantity > 0 AND p.type = 'simple'
       AND p.parent_id IS NULL AND p.sku LIKE 'BENCH-%'`,
    [values.shop],
  );
  await client.end();
  productIds = rows.map((row) => row.id);
}

let turn = 0;
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  autocannon(
    {
      url: values.url,
      connections: Number(values.connections),
      duration: Number(values.duration),
      requests: [
        {
          setupRequest: (request) =>
            kind === 'facets'
              ? {
                  ...request,
                  method: 'GET',
                  path: `/api/v1/${values.shop}/advanced-search?sortby=${sorts[turn++ % sorts.length]}`,
                  headers: { host },
                }
              : {
                  ...request,
                  method: 'POST',
                  path: '/api/v1/storefront/cart/add',
                  headers: { host, 'content-type': 'application/json' },
                  body: JSON.stringify({
                    id: productIds[Math.floor(Math.random() * productIds.length)],
                    cart_quantity: 1,
                  }),
                },
        },
      ],
    },
    (error, finished) => (error ? reject(error) : resolve(finished)),
  );
});
console.log(
  JSON.stringify({
    bench: `emporia-${kind}`,
    connections: Number(values.connections),
    duration_s: Number(values.duration),
    ...(kind === 'cart' ? { products: productIds.length } : {}),
    req_per_s: result.requests.average,
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }),
);
if (result.non2xx > 0 || result.errors + result.timeouts > 0) process.exitCode = 1;
