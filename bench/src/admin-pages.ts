// npm run bench:admin-pages -- [--samples 10] [--warmup 1] [--only REGEX] [--waterfall] [--editor-ready]
//   [--url http://127.0.0.1:3000 [--url …]] [--data-dir DIR] [--timeout 30000] [--screenshots DIR] [--out FILE.json]
// How long each admin page takes to show its content in Chromium: navigation start until the
// page's heading and main content are visible and no loading placeholder is left (measure.ts),
// each sample in a new browser context (empty cache), the pages visited round by round so a
// change in the machine's load falls on every page alike. Prints p50/p95 per page (ms).
// Without --url it starts the demo shop as `npm start` does (compiled server, PGlite, demo data,
// fresh data dir) with the answer caches and the rate limit off, and signs in as the demo owner.
// --waterfall prints each page's requests of its median sample (start, server wait, end, ms).
// --editor-ready: rich-text pages count as shown once CKEditor itself shows, not its early box.
// Several --url (servers started by hand, say one from before a change): each page is opened on
// each in turn, within the same round, and a table compares them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { type AdminPage, adminPages } from '../../e2e/admin-pages/pages';
import { findRecords, signIn } from '../../e2e/admin-pages/records';
import { openOnce, type Sample } from './admin-pages/measure';
import { comparisonTable, figuresOf, markdownTable, waterfalls } from './admin-pages/report';
import { chromePath } from './lighthouse/audit-page';
import { isLoopbackHost } from './lighthouse/loopback';
import { type RunningShop, startDemoShop } from './lighthouse/shop-server';

const { values } = parseArgs({
  options: {
    url: { type: 'string', multiple: true },
    samples: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '1' },
    only: { type: 'string' },
    waterfall: { type: 'boolean', default: false },
    'editor-ready': { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    timeout: { type: 'string', default: '30000' },
    out: { type: 'string' },
    screenshots: { type: 'string' },
  },
});
const samples = Number(values.samples);
const warmup = Number(values.warmup);
const timeoutMs = Number(values.timeout);
const log = (line: string) => console.error(`[admin-pages] ${line}`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

let started: RunningShop | undefined;
const origins: string[] = [];
if (values.url?.length) {
  for (const url of values.url) {
    const given = new URL(url);
    if (!isLoopbackHost(given.hostname))
      throw new Error(`--url must be a shop on this machine, not ${given.host}`);
    origins.push(given.origin);
  }
  log(
    'servers started by hand: start them with CATALOG_READ_CACHE=0 SEARCH_CACHE_SECONDS=0 PAGE_CACHE_MB=0 RATE_LIMIT_MAX=0',
  );
} else {
  log('starting the demo shop as npm start does…');
  started = await startDemoShop({
    dataDir: values['data-dir'],
    timeoutMs: 300_000,
    env: { CATALOG_READ_CACHE: '0', SEARCH_CACHE_SECONDS: '0', PAGE_CACHE_MB: '0', RATE_LIMIT_MAX: '0' },
  });
  origins.push(started.url);
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => void Promise.resolve(started?.stop()).finally(() => process.exit(code)));
}

const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const loadAtStart = load();
try {
  const request = (await browser.newContext()).request;
  const only = values.only ? new RegExp(values.only) : null;
  const shops = await Promise.all(
    origins.map(async (origin) => {
      const token = await signIn(request, origin);
      const listed = adminPages(await findRecords(request, origin, token), {
        editorReady: values['editor-ready'],
      }).filter((page) => !only || only.test(page.name));
      for (const page of listed)
        if ('skipped' in page) log(`${origin}: skipped ${page.name}: ${page.skipped}`);
      const config = (await (await request.get(`${origin}/api/v1/storefront/config`)).json()) as {
        data: { config: { admin_path: string } };
      };
      const pages = listed.filter((page): page is AdminPage => 'path' in page);
      return {
        origin,
        token,
        adminPath: config.data.config.admin_path,
        pages: new Map(pages.map((page) => [page.name, page])),
        taken: new Map<string, Sample[]>(pages.map((page) => [page.name, []])),
        failures: new Map<string, number>(),
      };
    }),
  );
  if (values.screenshots) mkdirSync(values.screenshots, { recursive: true });
  const names = [...shops[0]!.pages.keys()];

  for (let round = 0; round < warmup + samples; round++) {
    log(`${round < warmup ? 'warm-up' : `round ${round - warmup + 1}/${samples}`}, load ${load()}`);
    for (const name of names) {
      // Shops compared take turns at going first, so neither always meets the other's leftovers.
      const order = round % 2 ? shops.slice().reverse() : shops;
      for (const shop of order) {
        const page = shop.pages.get(name);
        if (!page) continue;
        // The first round's screenshot of each page shows what counted as shown; a failure's, why not.
        const screenshot =
          values.screenshots && round === 0
            ? path.join(values.screenshots, `${shops.indexOf(shop)}-${name.replaceAll(' ', '-')}.png`)
            : undefined;
        const url = `${shop.origin}${shop.adminPath}/${page.path}`;
        try {
          const sample = await openOnce(browser, shop.origin, shop.token, url, page, {
            timeoutMs,
            screenshot,
          });
          if (round >= warmup) shop.taken.get(name)!.push(sample);
        } catch (error) {
          log((error as Error).message.split('\n')[0]!);
          shop.failures.set(name, (shop.failures.get(name) ?? 0) + 1);
        }
      }
    }
  }

  const figures = shops.map((shop) =>
    [...shop.pages.values()].map((page) =>
      figuresOf(page, shop.taken.get(page.name)!, shop.failures.get(page.name) ?? 0),
    ),
  );
  console.log(
    `Admin pages, ${samples} samples each after ${warmup} warm-up round(s); load average ${loadAtStart} at start, ${load()} at end.`,
  );
  shops.forEach((shop, index) => {
    console.log(`\n${shops.length > 1 ? `${shop.origin}\n\n` : ''}${markdownTable(figures[index]!)}`);
    if (values.waterfall) console.log(`\n${waterfalls(figures[index]!)}`);
  });
  if (shops.length > 1)
    console.log(
      `\n${comparisonTable(
        shops.map((shop) => shop.origin),
        figures,
      )}`,
    );
  if (values.out) {
    const summary = {
      date: new Date().toISOString(),
      load: { start: loadAtStart, end: load() },
      samples,
      shops: shops.map((shop, index) => ({
        origin: shop.origin,
        pages: figures[index]!.map(({ page, times, p50, p95, failed }) => ({
          ...page,
          p50,
          p95,
          failed,
          times,
        })),
      })),
    };
    writeFileSync(values.out, `${JSON.stringify(summary, null, 2)}\n`);
  }
} finally {
  await browser.close();
  await started?.stop();
}
