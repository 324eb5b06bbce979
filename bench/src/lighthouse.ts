// npm run bench:lighthouse -- [--url http://127.0.0.1:3000] [--runs 3] [--max-minutes 10]
//   [--data-dir DIR] [--out bench/results] [--reports DIR]
// Lighthouse 12 (mobile, default simulated throttling) on home, category, product, search results,
// article and cart of the demo shop, --runs times each; prints the medians as a Markdown table and
// writes it with every run's figures to bench/results/lighthouse-<date>-<commit>.md and .json.
// Without --url it starts the demo shop itself as `npm start` does, on a fresh data dir.
// --reports keeps every run's whole Lighthouse report (JSON, for the viewer) to see why a score is low.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkPageShows, chromeVersion, closeAllChromes } from './lighthouse/audit-page';
import { type AuditedPage, pickPages } from './lighthouse/demo-pages';
import { isLoopbackHost } from './lighthouse/loopback';
import { markdownTable, mediansOf, notesOf, type PageResult, targets } from './lighthouse/report';
import { runRounds } from './lighthouse/rounds';
import { type RunningShop, startDemoShop } from './lighthouse/shop-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'max-minutes': { type: 'string', default: '10' },
    'data-dir': { type: 'string' },
    reports: { type: 'string' },
    out: { type: 'string', default: path.join(root, 'bench/results') },
  },
});
const runs = Number(values.runs);
if (values.reports) mkdirSync(values.reports, { recursive: true });
const deadline = Date.now() + Number(values['max-minutes']) * 60_000;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
const loadAtStart = load();
const log = (line: string) => console.error(`[lighthouse] ${line}`);

let shop: RunningShop | undefined;
let origin: string;
if (values.url) {
  const given = new URL(values.url);
  if (!isLoopbackHost(given.hostname))
    throw new Error(`--url must be a shop on this machine, not ${given.host}`);
  origin = given.origin;
} else {
  log('starting the demo shop as npm start does…');
  shop = await startDemoShop({
    dataDir: values['data-dir'],
    timeoutMs: Math.min(300_000, deadline - Date.now()),
  });
  origin = shop.url;
}
const stopShop = () => shop?.stop();
// Stopped from outside (Ctrl-C, or another process ending ours), the shop and any Chrome still
// running go too, rather than staying behind with their temporary directories.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    closeAllChromes();
    void Promise.resolve(stopShop()).finally(() => process.exit(code));
  });
}

const results: PageResult[] = [];
let skipped: { name: string; reason: string }[] = [];
let cutShort = false;
try {
  const picked = await pickPages(origin);
  skipped = picked.skipped;
  for (const page of picked.pages) {
    if (page.shows) await checkPageShows(origin, page, page.shows);
    results.push({ page, runs: [], failures: [], median: null });
  }
  cutShort = await runRounds(origin, results, { runs, deadline, reportsDir: values.reports, log });
} finally {
  await stopShop();
}
for (const result of results) result.median = mediansOf(result.runs);

const date = new Date().toISOString().slice(0, 10);
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
})();
const firstRun = results.flatMap((r) => r.runs)[0];
const chrome = chromeVersion();
const notes = notesOf(results, skipped);
if (cutShort) notes.push(`stopped at the ${values['max-minutes']}-minute bound before every run was done.`);
const loadAtEnd = load();
const markdown = [
  `Lighthouse ${firstRun?.lighthouseVersion ?? '?'}, ${chrome}, mobile (default simulated throttling), median of ${runs} runs per page; ${date}, commit ${commit ?? 'unknown'}, ${shop ? 'demo shop started by the bench on a fresh data dir' : origin}. Load average (1/5/15 min) ${loadAtStart} at start, ${loadAtEnd} at end. Targets: each score ≥ ${targets.score}, LCP ≤ ${targets.lcpMs / 1000} s, CLS ≤ ${targets.cls}.`,
  '',
  markdownTable(results),
  '',
  ...notes.map((n) => `- ${n}`),
  '',
].join('\n');
console.log(markdown);

mkdirSync(values.out, { recursive: true });
// The commit in the name keeps a later run the same day (another branch, a rerun) from overwriting this one.
const file = path.join(values.out, `lighthouse-${date}${commit ? `-${commit}` : ''}`);
writeFileSync(`${file}.md`, markdown);
writeFileSync(
  `${file}.json`,
  `${JSON.stringify(
    {
      date,
      commit,
      origin: shop ? 'started by the bench' : origin,
      lighthouseVersion: firstRun?.lighthouseVersion ?? null,
      chrome,
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      pages: results.map(({ page, runs: pageRuns, failures, median: m }) => ({
        name: page.name,
        path: page.path,
        median: m,
        runs: pageRuns,
        failures,
      })),
      skipped,
      notes,
    },
    null,
    2,
  )}\n`,
);
log(`written ${path.relative(root, file)}.md and .json`);
const missing: AuditedPage[] = results.filter((r) => !r.runs.length).map((r) => r.page);
if (missing.length) process.exitCode = 1;
