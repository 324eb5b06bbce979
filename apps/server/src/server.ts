// Starts Emporia: opens the database (PGlite under DATA_DIR, or DATABASE_URL),
// applies migrations, seeds the demo shops on first start, and listens. With WORKERS=N the
// primary does the first two once, then forks N servers sharing the port (ADR 0084).
import cluster from 'node:cluster';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { migrateDatabase, openDatabase } from '@emporia/db';
import { demoOwnerEmail, demoOwnerPassword } from '@emporia/db/seed/admins';
import { seedDatabase } from '@emporia/db/seed/index';
import { buildApp } from './app';
import { readConfig } from './config';
import { runPrimary } from './kernel/cluster';
import { governHeapGrowth, tunePretenuring } from './kernel/memory-budget';
import { initSecrets } from './kernel/secrets';
import { sweepLeftovers } from './modules/backup/store';

const config = readConfig();
governHeapGrowth({ budgetMb: config.MEMORY_BUDGET_MB, growthPercent: config.HEAP_GROWTH_PERCENT });
tunePretenuring(config.V8_PRETENURING);
const started = Date.now();
const forking = config.WORKERS > 1 && cluster.isPrimary;
const open = () =>
  openDatabase({
    url: config.DATABASE_URL,
    readUrl: config.DATABASE_READ_URL,
    dataDir: config.DATA_DIR,
    // The primary only migrates and seeds.
    poolMax: forking ? 1 : config.DATABASE_POOL_MAX,
    poolIdleMs: config.DATABASE_POOL_IDLE_SECONDS * 1000,
    pgliteSharedBuffers: config.PGLITE_SHARED_BUFFERS,
  });
let database = await open();
let seeded = false;
if (cluster.isPrimary) {
  // Written once here, so the forked servers all read the same generated key.
  initSecrets({ secretKey: config.EMPORIA_SECRET_KEY, dataDir: config.DATA_DIR });
  await migrateDatabase(database, config.DATABASE_URL);
  seeded = await seedDatabase(database.db, { dataDir: config.DATA_DIR });
  if (config.EMPORIA_PREPARE_ONLY) {
    // `npm start`'s first step on a new embedded database (scripts/start.mjs): migrate and seed,
    // then exit, so the server starts in a process without the seeding's leftovers.
    console.log(seeded ? 'Database migrated and the demo shops seeded.' : 'Database migrated.');
    await database.close();
    process.exit(0);
  }
  if (seeded && database.kind === 'pglite' && !forking) {
    // Started directly on a new embedded database (`npm start` seeds in a process of its own
    // first): seeding grew PGlite's WebAssembly memory, which never shrinks, so the server goes on
    // with a fresh instance on the seeded files (idle 373 → 310–322 MB with the collection below;
    // bench/README.md, "Idle memory and start-up").
    await database.close();
    database = await open();
  }
  if (seeded) collectSeedingGarbage();
}

/**
 * One full garbage collection after the first start's seeding. Seeding leaves ~40 MB of dead
 * buffers that V8 does not collect while the server idles, so the first start idled 60–100 MB
 * above every later one (bench/README.md, "Idle memory and start-up"). `gc` is only reachable with
 * --expose-gc; turned on this late it serves this one call, and nothing breaks if it is absent.
 */
function collectSeedingGarbage() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as unknown;
  if (typeof gc === 'function') gc();
}

if (forking) {
  await database.close();
  // Before any server runs, what a killed one left half-made goes (the servers do not sweep).
  sweepLeftovers(config.DATA_DIR);
  runPrimary({
    workers: config.WORKERS,
    onReady: (port) => printWelcome(port, `${config.WORKERS} processes`),
  });
} else {
  const { app } = await buildApp({ database, config });
  // A second signal while closing (Ctrl-C pressed twice) does not close twice.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (cluster.isPrimary) printWelcome((app.server.address() as { port: number }).port, 'one process');
}

function printWelcome(port: number, processes: string) {
  const where = config.DATABASE_URL ? 'PostgreSQL' : `embedded PostgreSQL (PGlite) in ${config.DATA_DIR}`;
  console.log(
    [
      '',
      `Emporia is running (${where}, ${processes}${seeded ? ', demo data seeded' : ''}, ready in ${Date.now() - started} ms).`,
      `  Demo shop:        http://localhost:${port}  (also http://demo.localhost:${port})`,
      `  Second shop:      http://outdoors.localhost:${port}`,
      `  Open a new shop:  http://platform.localhost:${port}  (the platform home's sign-up)`,
      `  Demo shop admin:  http://localhost:${port}/admin`,
      `  Admin login:      ${demoOwnerEmail('demo')} / ${demoOwnerPassword}  (each shop: owner@{subdomain}.example)`,
      `  API docs:         http://localhost:${port}/api/docs`,
      `  App developers:   http://platform.localhost:${port}/developers  (sign up, register apps; docs/developers.md)`,
      '',
    ].join('\n'),
  );
}
