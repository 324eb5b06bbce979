// Runs the browser tests; without a browser they are skipped outside CI and fail under CI.
// The files are split into shards that run side by side, each with its own server, database
// and browser (playwright.config.ts picks a free port and data dir per process), so no shard
// sees another's changes to the shops. E2E_SHARDS sets how many (default: 2 on two or more cores).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';

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
  : Number(process.env.E2E_SHARDS || Math.min(2, availableParallelism()));

/**
 * Seconds each spec file took in CI (two shards side by side), to split the files into shards
 * of about equal time; a file not listed counts as 30 s. Refresh when a file grows a lot.
 */
const seconds = {
  'accessibility.spec.ts': 294,
  'admin-shell.spec.ts': 82,
  'accounts.spec.ts': 80,
  'payments.spec.ts': 72,
  'checkout.spec.ts': 66,
  'shipping.spec.ts': 59,
  'admin-lists.spec.ts': 52,
  'blog.spec.ts': 50,
  'skeleton.spec.ts': 45,
  'navigation.spec.ts': 40,
  'layout-shift.spec.ts': 39,
  'category-facets.spec.ts': 36,
  'sign-in-link.spec.ts': 36,
  'catalog.spec.ts': 36,
  'menus.spec.ts': 35,
  'messages-and-quantities.spec.ts': 34,
  'narrow-screens.spec.ts': 34,
  'banners.spec.ts': 32,
  'server-rendering.spec.ts': 30,
  'payments-checkout.spec.ts': 29,
  'storefront-styles.spec.ts': 25,
  'search.spec.ts': 25,
  'gift-cards.spec.ts': 22,
  'email-layouts.spec.ts': 21,
  'themes.spec.ts': 18,
  'newsletter.spec.ts': 16,
  'abandoned-reminders.spec.ts': 16,
  'free-shipping.spec.ts': 14,
  'contact.spec.ts': 13,
  'shipping-tax.spec.ts': 11,
  'social-links.spec.ts': 10,
  'meta-tags.spec.ts': 9,
  'wording.spec.ts': 8,
  'packing-slip.spec.ts': 7,
};

/** The spec files in `shards` groups of about equal time: longest first, each to the lightest group. */
function shardFiles() {
  const files = readdirSync(new URL('./tests/', import.meta.url)).filter((file) => file.endsWith('.spec.ts'));
  const groups = Array.from({ length: shards }, () => ({ files: [], total: 0 }));
  for (const file of files.sort((a, b) => (seconds[b] ?? 30) - (seconds[a] ?? 30))) {
    const lightest = groups.reduce((min, group) => (group.total < min.total ? group : min));
    lightest.files.push(`tests/${file}`);
    lightest.total += seconds[file] ?? 30;
  }
  return groups.map((group) => group.files);
}

function runShard(index, files) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...files, ...args], {
      stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: shards > 1 ? { ...process.env, E2E_SHARD: String(index) } : process.env,
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
const codes = await Promise.all(groups.map((files, i) => runShard(i + 1, files)));
const failed = codes.filter((code) => code !== 0).length;
if (shards > 1) console.log(failed ? `${failed} of ${shards} shards failed` : `all ${shards} shards passed`);
process.exit(failed ? 1 : 0);
