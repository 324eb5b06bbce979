// `npm start`: builds the web app when its sources changed since the last
// build, then starts the server (which migrates and seeds on first start).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contracts/src',
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestChange(path.join(root, s))));
if (builtAt < changedAt || process.argv.includes('--build')) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@emporia/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    // React renders storefront pages on the server; its development build is several times slower.
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
  },
);
process.exit(server.status ?? 0);
