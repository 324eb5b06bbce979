// Runs the browser tests; without a browser they are skipped outside CI and fail under CI.
// The files are split into shards that run side by side, each with its own server, database
// and browser (playwright.config.ts picks a free port and data dir per process), so no shard
// sees another's changes to the shops. E2E_SHARDS sets how many (default: 3 on two or more cores:
// the tests mostly wait on the browser and the server, so three shards on two cores finished the
// whole suite in 5.1 min where two took 7.5 to 11, and four were no faster).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.env.CI) {
    console.error(
      `Browser tests need Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.warn(
    `Skipping browser tests: no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH).`,
  );
  process.exit(0);
}

const args = process.argv.slice(2);
// Chosen files or Playwright's own --shard run as one process.
const shards = args.some((arg) => !arg.startsWith('-') || arg.startsWith('--shard'))
  ? 1
  : Number(process.env.E2E_SHARDS || (availableParallelism() >= 2 ? 3 : 1));

/**
 * Seconds each spec file took (three shards side by side), to split the files into shards
 * of about equal time; a file not listed counts as 20 s. Refresh when a file grows a lot.
 */
const seconds = {
  'accessibility.spec.ts': 166,
  'keyboard-journey.spec.ts': 90,
  'accessibility-statement.spec.ts': 40,
  // Issue 36: the admin's ~100 pages, a quarter each, axe on every one (estimated, ~5 s a page).
  'accessibility-admin-1.spec.ts': 125,
  'accessibility-admin-2.spec.ts': 125,
  'accessibility-admin-3.spec.ts': 125,
  'accessibility-admin-4.spec.ts': 125,
  'wcag-behaviour.spec.ts': 60,
  'accessibility-flows.spec.ts': 40,
  'admin-not-found.spec.ts': 50,
  'small-things.spec.ts': 30,
  // Starts a server of its own (no billing) on a fresh data dir: most of it is seeding.
  'plans-without-billing.spec.ts': 60,
  'admin-shell.spec.ts': 53,
  'shipping.spec.ts': 47,
  'accounts.spec.ts': 44,
  'payments.spec.ts': 41,
  'blog.spec.ts': 41,
  'checkout.spec.ts': 28,
  'narrow-screens.spec.ts': 27,
  'admin-lists.spec.ts': 25,
  'storefront-styles.spec.ts': 24,
  'sign-in-link.spec.ts': 21,
  'skeleton.spec.ts': 21,
  'menus.spec.ts': 20,
  'banners.spec.ts': 20,
  'layout-shift.spec.ts': 20,
  'navigation.spec.ts': 19,
  'messages-and-quantities.spec.ts': 16,
  'gift-cards.spec.ts': 15,
  'payments-checkout.spec.ts': 15,
  'catalog.spec.ts': 14,
  'search.spec.ts': 14,
  'category-facets.spec.ts': 13,
  'email-layouts.spec.ts': 13,
  'contact.spec.ts': 10,
  'newsletter.spec.ts': 10,
  'themes.spec.ts': 9,
  // Starts a server of its own for the demo shop (own-server.ts).
  'visual.spec.ts': 90,
  'theme-contrast.spec.ts': 12,
  'home-sections.spec.ts': 25,
  'abandoned-reminders.spec.ts': 9,
  'server-rendering.spec.ts': 9,
  'shipping-tax.spec.ts': 8,
  'free-shipping.spec.ts': 7,
  'meta-tags.spec.ts': 6,
  'social-links.spec.ts': 6,
  'wording.spec.ts': 5,
  'packing-slip.spec.ts': 4,
  'accessibility-orders.spec.ts': 70,
};

/** The spec files in `shards` groups of about equal time: longest first, each to the lightest group. */
function shardFiles() {
  const files = readdirSync(new URL('./tests/', import.meta.url)).filter((file) => file.endsWith('.spec.ts'));
  const groups = Array.from({ length: shards }, () => ({ files: [], total: 0 }));
  for (const file of files.sort((a, b) => (seconds[b] ?? 20) - (seconds[a] ?? 20))) {
    const lightest = groups.reduce((min, group) => (group.total < min.total ? group : min));
    lightest.files.push(`tests/${file}`);
    lightest.total += seconds[file] ?? 20;
  }
  return groups.map((group) => group.files);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A data dir the compiled server has migrated and seeded once (the demo shops, their resized
 * pictures): each shard's server starts on a copy instead of seeding its own, which on two cores
 * cost every shard 30–45 s of PGlite and image work at once. Null without a build (the
 * shard's server then seeds as `npm start` does, and reports what is missing).
 */
async function seededDataDir() {
  const server = path.join(root, 'apps/server/dist/server.js');
  if (!existsSync(server)) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'emporia-e2e-seeded-'));
  const port = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, [server], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  });
  const exited = new Promise((resolve) => child.on('close', resolve));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      return null;
    }
    const ready = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // A clean stop closes the embedded database before it is copied.
  child.kill('SIGTERM');
  await exited;
  return dir;
}

function shardEnv(index, seeded) {
  const env = { ...process.env };
  if (shards > 1) env.E2E_SHARD = String(index);
  // Spec files that start a server of their own (own-server.ts) start it on a copy of this one.
  if (seeded) env.E2E_SEEDED_DATA_DIR = seeded;
  if (seeded && !env.E2E_DATA_DIR) {
    env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'emporia-e2e-'));
    cpSync(seeded, env.E2E_DATA_DIR, { recursive: true });
  }
  return env;
}

function runShard(index, files, seeded) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...files, ...args], {
      stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: shardEnv(index, seeded),
    });
    if (shards > 1) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => console.log(`[${index}/${shards}] ${line}`));
      }
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const groups = shards > 1 ? shardFiles() : [[]];
const seeded = await seededDataDir();
const codes = await Promise.all(groups.map((files, i) => runShard(i + 1, files, seeded)));
if (seeded) rmSync(seeded, { recursive: true, force: true });
const failed = codes.filter((code) => code !== 0).length;
if (shards > 1) console.log(failed ? `${failed} of ${shards} shards failed` : `all ${shards} shards passed`);
process.exit(failed ? 1 : 0);
