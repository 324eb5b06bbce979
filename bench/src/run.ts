// npm run bench -- <scenario> [--url http://127.0.0.1:3000] [--host demo.localhost]
//   [--connections 10] [--duration 10]
// Runs autocannon against an already started server and prints one JSON line.
// Start the server with RATE_LIMIT_MAX=0, or the limiter answers most requests with 429.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { scenarios } from './scenarios';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://127.0.0.1:3000' },
    host: { type: 'string', default: 'demo.localhost' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
  },
});

const name = positionals[0];
const scenario = name ? scenarios[name] : undefined;
if (!scenario) {
  console.error(
    `Usage: npm run bench -- <scenario>\nScenarios:\n${Object.entries(scenarios)
      .map(([n, s]) => `  ${n.padEnd(18)} ${s.description}`)
      .join('\n')}`,
  );
  process.exit(2);
}

const baseUrl = values.url.replace(/\/$/, '');
const prepared = scenario.prepare ? await scenario.prepare(baseUrl, values.host) : {};
const latencies: number[] = [];
const options: autocannon.Options = {
  url: baseUrl,
  connections: Number(values.connections),
  duration: Number(values.duration),
  ...scenario.request(baseUrl),
  ...prepared,
  headers: { host: values.host, ...(prepared.headers ?? {}) },
};
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
});
latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? null;

console.log(
  JSON.stringify({
    scenario: name,
    connections: Number(values.connections),
    duration_s: Number(values.duration),
    requests_per_sec: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p95_ms: percentile(95),
    p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non_2xx: result.non2xx,
    total_requests: result.requests.total,
  }),
);
if (result.errors + result.timeouts > 0 || result.non2xx > 0) process.exitCode = 1;
