import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

// A compiled server of a spec file's own, as `npm start` starts one, for a spec that must not see
// what the shard's other files did to the shared shops (or needs other settings). It starts on a
// copy of the data dir run.mjs seeded once (E2E_SEEDED_DATA_DIR), so it does not seed again;
// without one (a single file run by hand without it) its first start seeds the demo shops.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface OwnServer {
  port: number;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Starts the server with the test process's environment minus `without`, and waits until it answers. */
export async function startOwnServer(name: string, without: string[] = []): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `emporia-e2e-${name}-`));
  const seeded = process.env.E2E_SEEDED_DATA_DIR;
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', ...without]) delete env[key];
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 220_000, intervals: [500] },
    )
    .toBe(true);
  return {
    port,
    async stop() {
      if (server.exitCode === null) {
        const closed = new Promise((resolve) => server.once('close', resolve));
        server.kill('SIGTERM');
        await closed;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
