import cluster, { type Worker } from 'node:cluster';

/**
 * The primary of `WORKERS=N` (ADR 0084): it has already migrated and seeded the database, then
 * forks N servers that share the listening port (node:cluster hands out the connections).
 * A server that dies is replaced (after a pause that grows while they keep dying at once, so a
 * crash on start does not spin); SIGTERM or SIGINT stops every server and waits for their exits.
 */
export function runPrimary(options: {
  workers: number;
  /** Printed once, when every server listens. */
  onReady: (port: number) => void;
}): void {
  let stopping = false;
  let listening = 0;
  let quickDeaths = 0;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('listening', (address) => {
      listening += 1;
      if (listening === options.workers) options.onReady(address.port);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    quickDeaths = lived < 10_000 ? quickDeaths + 1 : 0;
    const pause = Math.min(30_000, 100 * 2 ** Math.min(quickDeaths, 9));
    console.error(
      `server process ${worker.process.pid} ended (${signal ?? code}); starting another in ${pause} ms`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, pause);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {});
    if (running.length === 0) process.exit(0);
    // Each server closes its listener, finishes its requests and jobs, then exits (server.ts).
    for (const worker of running) worker?.process.kill(signal);
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, 15_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGTERM'));

  for (let i = 0; i < options.workers; i++) fork();
}
