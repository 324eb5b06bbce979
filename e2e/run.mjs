// Runs the browser tests; without a browser they are skipped outside CI and fail under CI.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
