// npm run bench:beacon-flood -- --pid <server pid> [--url http://127.0.0.1:3000] [--host demo.localhost]
//   [--duration 600] [--addresses 1000] [--per-minute 60] [--connections 200] [--every 5] [--idle 30]
//   [--timeout 2] [--token <PLATFORM_ADMIN_TOKEN>]
// Issue 31: page-view beacons from many client addresses, each at most at the per-visitor limit (one
// browser per address, `--per-minute` beacons a minute), every minute a fresh set of addresses (as
// a botnet rotates), so every structure keyed by a client sees new keys throughout. A client waits
// at most --timeout seconds for its answer and then sends the next beacon: sendBeacon never waits,
// and a beacon given up on is still the server's to process. The server
// must run with TRUST_PROXY=1: the address is X-Forwarded-For. Samples the server's RSS (and, with
// --token, the operator's beacon counts) every few seconds, then while idle afterwards, and prints
// the samples and one JSON line with start, peak, end and idle RSS. Only against 127.0.0.1.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { residentMb } from './process-memory';

const { values } = parseArgs({
  options: {
    pid: { type: 'string' },
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://127.0.0.1:3000' },
    host: { type: 'string', default: 'demo.localhost' },
    duration: { type: 'string', default: '600' },
    addresses: { type: 'string', default: '1000' },
    'per-minute': { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    every: { type: 'string', default: '5' },
    idle: { type: 'string', default: '30' },
    timeout: { type: 'string', default: '2' },
    token: { type: 'string' },
  },
});
if (!values.pid) {
  console.error('Usage: npm run bench:beacon-flood -- --pid <server pid> [--url …] [--duration 600]');
  process.exit(2);
}
const baseUrl = values.url.replace(/\/$/, '');
const addresses = Number(values.addresses);
const perMinute = Number(values['per-minute']);
const everyMs = Number(values.every) * 1000;
const shop = values.host.split('.')[0] ?? 'demo';
const userAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** The `slot`th address of minute `minute`: public IPv4 addresses, none used in two minutes. */
const addressOf = (minute: number, slot: number) => {
  const i = minute * addresses + slot;
  return `${11 + Math.floor(i / 65_536)}.${(i >> 8) & 255}.${i & 255}.1`;
};

/** The operator's beacon counts (absent before issue 31 or without a token). */
async function intake(): Promise<unknown> {
  if (!values.token) return undefined;
  const answer = await fetch(`${baseUrl}/api/v1/platform/analytics/beacons`, {
    headers: { authorization: `Bearer ${values.token}` },
  }).catch(() => undefined);
  return answer?.ok ? ((await answer.json()) as { data: unknown }).data : undefined;
}

const started = Date.now();
const samples: { s: number; rss_mb: number; beacons?: unknown }[] = [];
const sample = async () => {
  const rss = residentMb(values.pid ?? '');
  samples.push({ s: Math.round((Date.now() - started) / 1000), rss_mb: rss, beacons: await intake() });
  console.error(JSON.stringify(samples.at(-1)));
};
await sample();
const timer = setInterval(sample, everyMs);

let sent = 0;
const result = await autocannon({
  url: baseUrl,
  connections: Number(values.connections),
  duration: Number(values.duration),
  timeout: Number(values.timeout),
  // Every address at most `perMinute` a minute: none is refused by the per-visitor limit.
  overallRate: Math.max(1, Math.floor((addresses * perMinute) / 60)),
  headers: { host: values.host },
  requests: [
    {
      method: 'POST',
      setupRequest: (request) => {
        const minute = Math.floor((Date.now() - started) / 60_000);
        const page = sent % 500;
        sent += 1;
        return {
          ...request,
          // The tracker's one-time number, as every real beacon carries.
          path: `/api/v1/analytics/event?n=${randomBytes(12).toString('hex')}`,
          headers: {
            ...request.headers,
            'content-type': 'text/plain;charset=UTF-8',
            'user-agent': userAgent,
            'x-forwarded-for': addressOf(minute, sent % addresses),
          },
          body: JSON.stringify({
            kind: 'pageview',
            username: shop,
            title: `Page ${page}`,
            url: `http://${values.host}/page-${page}`,
            referrer: page % 3 === 0 ? 'https://news.example.org/' : '',
            route: 'other',
          }),
        };
      },
    },
  ],
});
clearInterval(timer);
await sample();
const loadEnd = samples.length;
// Whether the memory is given back once the flood stops.
for (let waited = 0; waited < Number(values.idle) * 1000; waited += everyMs) {
  await new Promise((resolve) => setTimeout(resolve, everyMs));
  await sample();
}

const underLoad = samples.slice(0, loadEnd);
console.log(
  JSON.stringify({
    scenario: 'beacon-flood',
    duration_s: Number(values.duration),
    connections: Number(values.connections),
    client_timeout_s: Number(values.timeout),
    addresses_a_minute: addresses,
    per_address_a_minute: perMinute,
    beacons_per_sec: Math.round(result.requests.average),
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
    ),
    errors: result.errors + result.timeouts,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    rss_mb_start: samples[0]?.rss_mb,
    rss_mb_peak: Math.max(...underLoad.map((s) => s.rss_mb)),
    rss_mb_end: underLoad.at(-1)?.rss_mb,
    rss_mb_idle_after: samples.at(-1)?.rss_mb,
    beacons_end: underLoad.at(-1)?.beacons,
    samples,
  }),
);
