// Runs the browser tests; without a browser they are skipped outside CI and fail under CI.
// The files are split into shards that run side by side, each with its own server, database
// and browser (playwright.config.ts picks a free port and data dir per process), so no shard
// sees another's changes to the shops. E2E_SHARDS sets how many (default: 3 on two or more cores:
// the tests mostly wait on the browser and the server, so three shards on two cores finished the
// whole suite in 5.1 min where two took 7.5 to 11, and four were no faster).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/free-port.mjs';

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
 * Seconds each spec file took in CI (three shards side by side on two cores, CI=true, the clean
 * clone's run of 2026-12-02 12:11; the four accessibility-admin quarters are a quarter each of
 * admin-sweep.ts, the file Playwright's list names for their tests), to split the files into
 * shards of about equal time; a file not listed counts as 20 s. Refresh when files are added or
 * grow (`node e2e/seconds-from-log.mjs <CI log>` prints the table): a stale one left one shard
 * 30 min of tests and another 15.
 */
const seconds = {
  'accessibility.spec.ts': 278,
  'accessibility-admin-1.spec.ts': 129,
  'accessibility-admin-2.spec.ts': 129,
  'accessibility-admin-3.spec.ts': 129,
  'accessibility-admin-4.spec.ts': 129,
  'keyboard-journey.spec.ts': 117,
  'admin-shell.spec.ts': 78,
  'wcag-behaviour.spec.ts': 77,
  'accessibility-flows.spec.ts': 64,
  'accessibility-orders.spec.ts': 63,
  'accounts.spec.ts': 55,
  'visual.spec.ts': 55,
  'payments.spec.ts': 52,
  'blog.spec.ts': 48,
  'checkout.spec.ts': 40,
  'admin-not-found.spec.ts': 39,
  'skeleton.spec.ts': 36,
  'admin-lists.spec.ts': 33,
  'banners.spec.ts': 32,
  'layout-shift.spec.ts': 32,
  'shipping.spec.ts': 32,
  'storefront-styles.spec.ts': 32,
  'narrow-screens.spec.ts': 31,
  'menus.spec.ts': 30,
  'social-signin.spec.ts': 30,
  'analytics.spec.ts': 29,
  'small-things.spec.ts': 29,
  'subscription.spec.ts': 29,
  'catalog.spec.ts': 25,
  'messages-and-quantities.spec.ts': 25,
  'imports.spec.ts': 24,
  'backup.spec.ts': 21,
  'content-pages.spec.ts': 21,
  'email-layouts.spec.ts': 21,
  'gift-cards.spec.ts': 21,
  'themes.spec.ts': 21,
  'category-facets.spec.ts': 20,
  'search.spec.ts': 20,
  'sign-in-link.spec.ts': 20,
  'signup.spec.ts': 20,
  'accessibility-statement.spec.ts': 19,
  'apps.spec.ts': 19,
  'home-sections.spec.ts': 18,
  'navigation.spec.ts': 18,
  'beacon-titles.spec.ts': 16,
  'languages.spec.ts': 16,
  'abandoned-reminders.spec.ts': 15,
  'contact.spec.ts': 15,
  'email-settings.spec.ts': 14,
  'files.spec.ts': 14,
  'logs.spec.ts': 13,
  'shipping-tax.spec.ts': 13,
  'newsletter.spec.ts': 12,
  'payments-checkout.spec.ts': 12,
  'free-shipping.spec.ts': 11,
  'server-rendering.spec.ts': 11,
  'domains.spec.ts': 10,
  'meta-tags.spec.ts': 10,
  'theme-contrast.spec.ts': 10,
  'admin-early-calls.spec.ts': 9,
  'hydration-in-tasks.spec.ts': 9,
  'plugins.spec.ts': 9,
  'sales-figures.spec.ts': 9,
  'developers.spec.ts': 8,
  'plans-without-billing.spec.ts': 8,
  'redirects.spec.ts': 8,
  'tracking-tags.spec.ts': 7,
  'imported-orders.spec.ts': 6,
  'translation-fallback.spec.ts': 6,
  'packing-slip.spec.ts': 5,
  'wording.spec.ts': 5,
  'social-links.spec.ts': 4,
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
  const port = String(await freePort());
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
