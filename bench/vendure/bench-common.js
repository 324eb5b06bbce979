// Shared parts of bench-facets.js and bench-cart.js: options, GraphQL fetch, the autocannon
// run and its one-line JSON summary.
const { parseArgs } = require('node:util');
const autocannon = require('autocannon');

function options(extra = {}) {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '10' },
      duration: { type: 'string', default: '15' },
      url: { type: 'string', default: process.env.VENDURE_URL || 'http://127.0.0.1:3900' },
      ...extra,
    },
  });
  return { ...values, connections: Number(values.connections), duration: Number(values.duration) };
}

async function shopQuery(url, query, variables) {
  const res = await fetch(`${url}/shop-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (res.status !== 200 || body.errors)
    throw new Error(`shop-api ${res.status}: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/**
 * Runs autocannon with one rotating request: next() gives each request's body, ok(body)
 * says whether a 200 answer is a success (no GraphQL errors, the expected result).
 */
function run({ name, opts, next, ok, extra = {} }) {
  let bad = 0;
  const samples = [];
  const instance = autocannon(
    {
      url: `${opts.url}/shop-api`,
      connections: opts.connections,
      duration: opts.duration,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: next() }),
          onResponse: (status, body) => {
            if (status === 200 && !ok(body)) {
              bad++;
              if (samples.length < 3) samples.push(body.slice(0, 300));
            }
          },
        },
      ],
    },
    (err, r) => {
      if (err) {
        console.error(err);
        process.exit(1);
      }
      const line = {
        bench: name,
        ...extra,
        connections: opts.connections,
        duration_s: opts.duration,
        requests: r.requests.total,
        req_per_s: r.requests.average,
        latency_p50_ms: r.latency.p50,
        latency_p99_ms: r.latency.p99,
        latency_mean_ms: r.latency.average,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts + bad,
        graphql_errors: bad,
        socket_errors: r.errors,
        timeouts: r.timeouts,
      };
      console.log(JSON.stringify(line));
      if (samples.length) console.error('first failed answers:', samples);
    },
  );
  process.once('SIGINT', () => instance.stop());
  return instance;
}

module.exports = { options, shopQuery, run };
