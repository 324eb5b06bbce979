// Runs the browser tests; without a browser they are skipped outside CI and fail under CI.
// The files are split into shards that run side by side, each with its own server, database
// and browser (playwright.config.ts picks a free port and data dir per process), so no shard
// sees another's changes to the shops. E2E_SHARDS sets how many (default: 3 on two or more cores:
// the tests mostly wait on the browser and the server, so three shards on two cores finished the
// whole suite in 5.1 min where two took 7.5 to 11, and four were no faster).
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
  : Number(process.env.E2E_SHARDS || (availableParallelism() >= 2 ? 3 : 1));

/**
 * Seconds each spec file took (three shards side by side), to split the files into shards
 * of about equal time; a file not listed counts as 20 s. Refresh when a file grows a lot.
 */
const seconds = {
  'accessibility.spec.ts': 166,
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
  'abandoned-reminders.spec.ts': 9,
  'server-rendering.spec.ts': 9,
  'shipping-tax.spec.ts': 8,
  'free-shipping.spec.ts': 7,
  'meta-tags.spec.ts': 6,
  'social-links.spec.ts': 6,
  'wording.spec.ts': 5,
  'packing-slip.spec.ts': 4,
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
