// Real server processes for tests: `node apps/server/src/server.ts` as a child on a test's
// database, on a free loopback port, answering before the helper returns.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:{port}: the default shop (demo) answers there. */
  origin: string;
  /** Everything it printed so far. */
  output(): string;
}

/** Starts the server with `env` on top of quiet test defaults; resolves once /api/v1/health answers. */
export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const at = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(at),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'emporia-process-')),
      WEB_DIST: path.join(tmpdir(), 'emporia-process-no-web-build'),
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const origin = `http://127.0.0.1:${at}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const up = await fetch(`${origin}/api/v1/health`).catch(() => undefined);
    if (up?.ok) return { child, port: at, origin, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${output}`);
}

/** Sends `signal` and resolves when the process has exited. */
export const stopped = (child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL') =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
