// `npm start`: builds the web app and compiles the server when their sources changed since
// the last build, then starts the compiled server (which migrates and seeds on first start).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedsFirst, serverEnvironment, serverOptions } from './server-environment.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const builds = [
  {
    what: 'the web app',
    workspace: '@emporia/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/public',
      'packages/contracts/src',
    ],
  },
  {
    what: 'the server',
    workspace: '@emporia/server',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/db/src', 'packages/contracts/src'],
  },
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

for (const { what, workspace, output, sources } of builds) {
  const builtAt = existsSync(path.join(root, output)) ? statSync(path.join(root, output)).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((s) => newestChange(path.join(root, s))));
  if (builtAt < changedAt || process.argv.includes('--build')) {
    console.log(`Building ${what}…`);
    const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const serverScript = path.join(root, 'apps/server/dist/server.js');
const environment = serverEnvironment(process.env);
const options = serverOptions(process.env, availableParallelism());

// A new embedded database is migrated and seeded by a process of its own first: seeding leaves
// memory behind that a server process would keep while it idles (bench/README.md, "Idle memory
// and start-up"); the server then starts as on any later day.
if (seedsFirst(process.env, existsSync, root)) {
  const prepare = spawnSync(process.execPath, [...options, serverScript], {
    cwd: root,
    stdio: 'inherit',
    env: { ...environment, EMPORIA_PREPARE_ONLY: '1' },
  });
  if (prepare.status !== 0) process.exit(prepare.status ?? 1);
}

// Plain JavaScript, no TypeScript loader at run time; stack traces still name the TypeScript lines.
const server = spawnSync(process.execPath, [...options, serverScript], {
  cwd: root,
  stdio: 'inherit',
  env: environment,
});
process.exit(server.status ?? 0);
