// What a newcomer does after `npm install`, on whatever Node runs this script: `npm start` on a
// fresh data dir (the embedded database, migrated and seeded on first start), then the demo shop's
// home page, its admin and the health answer, then a stop on SIGTERM. CI runs it on the machine's own
// Node when that is not one `engines` names (ADR 0114, amended), so `npm start` keeps working there.
//   node scripts/start-smoke.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const startupLimitMs = 240_000;
const stopLimitMs = 30_000;

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'emporia-start-smoke-'));
const base = `http://127.0.0.1:${port}`;

// The server's own environment, less a database someone exported: a newcomer has none.
const { DATABASE_URL: _database, ...environment } = process.env;
// A process group of its own: `npm start` waits on the server it starts, so the stop below is
// sent to both.
const started = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...environment, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
const exited = new Promise((resolve) => started.on('close', (code, signal) => resolve({ code, signal })));

function fail(message) {
  console.error(`npm start on Node ${process.version}: ${message}`);
  try {
    process.kill(-started.pid, 'SIGKILL');
  } catch {}
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

async function answer(pathname) {
  const response = await fetch(`${base}${pathname}`, { headers: { accept: 'text/html' } });
  return { status: response.status, text: await response.text() };
}

const deadline = Date.now() + startupLimitMs;
for (;;) {
  if (started.exitCode !== null) fail(`stopped before it answered (exit code ${started.exitCode})`);
  if (Date.now() > deadline) fail(`did not answer within ${startupLimitMs / 1000} s`);
  const up = await fetch(`${base}/api/v1/health`).then(
    (res) => res.ok,
    () => false,
  );
  if (up) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const home = await answer('/');
if (home.status !== 200) fail(`the demo shop's home page answered ${home.status}`);
// Server-rendered: the shop's name is in the page before any script runs.
if (!home.text.includes('Emporia Gear Co.')) fail("the demo shop's home page does not show the shop's name");
const admin = await answer('/admin');
if (admin.status !== 200 || !admin.text.includes('id="root"')) {
  fail(`the admin answered ${admin.status} without the app`);
}

process.kill(-started.pid, 'SIGTERM');
const stop = await Promise.race([
  exited,
  new Promise((resolve) => setTimeout(() => resolve(null), stopLimitMs)),
]);
if (!stop) fail(`did not stop within ${stopLimitMs / 1000} s of SIGTERM`);
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `npm start on Node ${process.version}: the demo shop, its admin and the health answer, then stopped on SIGTERM`,
);
