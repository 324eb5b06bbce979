import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningShop {
  url: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Ends the whole process group: start.mjs waits on the server with spawnSync, so killing it alone would orphan the server. */
function endGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const forced = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
  return exited.finally(() => clearTimeout(forced));
}

/**
 * Starts the demo shop as `npm start` does (scripts/start.mjs: builds the web app when its
 * sources changed, migrates, seeds the demo data) on a free loopback port and a fresh data dir,
 * so every run measures the same freshly seeded shop. Resolves once the server says it is running.
 */
export async function startDemoShop(options: {
  dataDir?: string;
  timeoutMs: number;
  /** More environment for the server (the admin-pages bench turns the answer caches off). */
  env?: Record<string, string>;
}): Promise<RunningShop> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'emporia-lighthouse-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEFAULT_SHOP: 'demo',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  const stop = async () => {
    await endGroup(child);
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the demo shop did not start within ${options.timeoutMs / 1000} s`)),
        options.timeoutMs,
      );
      let said = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        process.stderr.write(chunk);
        said += chunk.toString('utf8');
        if (said.includes('Emporia is running')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the demo shop exited with ${code} before it was running`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
