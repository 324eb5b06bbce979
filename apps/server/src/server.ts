// Starts Emporia: opens the database (PGlite under DATA_DIR, or DATABASE_URL),
// applies migrations, seeds the demo shops on first start, and listens.
import { migrateDatabase, openDatabase } from '@emporia/db';
import { demoOwnerEmail, demoOwnerPassword } from '@emporia/db/seed/admins';
import { seedDatabase } from '@emporia/db/seed/index';
import { buildApp } from './app';
import { readConfig } from './config';

const config = readConfig();
const started = Date.now();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolMax: config.DATABASE_POOL_MAX,
  pgliteSharedBuffers: config.PGLITE_SHARED_BUFFERS,
});
await migrateDatabase(database, config.DATABASE_URL);
const seeded = await seedDatabase(database.db, { dataDir: config.DATA_DIR });
const { app } = await buildApp({ database, config });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
const port = (app.server.address() as { port: number }).port;
const where = config.DATABASE_URL ? 'PostgreSQL' : `embedded PostgreSQL (PGlite) in ${config.DATA_DIR}`;
console.log(
  [
    '',
    `Emporia is running (${where}${seeded ? ', demo data seeded' : ''}, ready in ${Date.now() - started} ms).`,
    `  Demo shop:        http://localhost:${port}  (also http://demo.localhost:${port})`,
    `  Second shop:      http://outdoors.localhost:${port}`,
    `  Open a new shop:  http://platform.localhost:${port}  (the platform home's sign-up)`,
    `  Demo shop admin:  http://localhost:${port}/admin`,
    `  Admin login:      ${demoOwnerEmail('demo')} / ${demoOwnerPassword}  (each shop: owner@{subdomain}.example)`,
    `  API docs:         http://localhost:${port}/api/docs`,
    '',
  ].join('\n'),
);
