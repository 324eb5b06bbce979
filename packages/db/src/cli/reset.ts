// `npm run db:reset`: drops everything, migrates and seeds again.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../connection';
import { seedDatabase } from '../seed/index';

const url = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || './data';

if (!url && dataDir !== ':memory:') rmSync(path.resolve(dataDir, 'pglite'), { recursive: true, force: true });
const database = await openDatabase({ url, dataDir });
if (url) {
  await database.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await database.db.execute(sql`CREATE SCHEMA public`);
}
await migrateDatabase(database, url);
await seedDatabase(database.db, { dataDir });
await database.close();
console.log(`Database reset and seeded (${url ? 'PostgreSQL' : `PGlite in ${path.resolve(dataDir)}`}).`);
