// Prints the `seconds` table of run.mjs from a CI log (`.ci/run > ci.log`): each spec file's summed
// test times as Playwright's list reporter printed them in the shards.
//   node e2e/seconds-from-log.mjs ci.log
import { readdirSync, readFileSync } from 'node:fs';

const log = process.argv[2];
if (!log) {
  console.error('usage: node e2e/seconds-from-log.mjs <CI log>');
  process.exit(1);
}

// "[2/3]   ✓  84 tests/social-signin.spec.ts:74:1 › … (16.8s)"; a duration is ms, s or m.
const line =
  /^\[\d+\/\d+\]\s+[✓✘-]\s+\d+\s+tests\/([\w-]+\.(?:spec\.)?ts):\d+:\d+ .*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/;
const unit = { ms: 0.001, s: 1, m: 60 };
const seconds = new Map();
for (const text of readFileSync(log, 'utf8').split('\n')) {
  const match = line.exec(text);
  if (!match) continue;
  const [, file, amount, per] = match;
  seconds.set(file, (seconds.get(file) ?? 0) + Number(amount) * unit[per]);
}

const files = readdirSync(new URL('./tests/', import.meta.url)).filter((file) => file.endsWith('.spec.ts'));

// The admin sweep's tests are listed under admin-sweep.ts, the module that declares them; its
// parts are the accessibility-admin-N files, a like share of the pages each.
const sweep = seconds.get('admin-sweep.ts') ?? 0;
seconds.delete('admin-sweep.ts');
const parts = files.filter((file) => /^accessibility-admin-\d+\.spec\.ts$/.test(file));
for (const part of parts) seconds.set(part, sweep / parts.length);

const missing = files.filter((file) => !seconds.has(file));
if (missing.length) console.error(`not in the log (they will count 20 s): ${missing.join(', ')}`);
const rows = [...seconds]
  .filter(([file]) => files.includes(file))
  .map(([file, total]) => [file, Math.max(1, Math.round(total))])
  .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
console.log(`const seconds = {\n${rows.map(([file, total]) => `  '${file}': ${total},`).join('\n')}\n};`);
