import pg from 'pg';
import { type Database, migrateDatabase, openDatabase } from './connection';

/**
 * A freshly migrated database of its own for a test of this package: a new database on the
 * PostgreSQL server DATABASE_URL names (one connection, so session settings and prepared
 * statements stay on it), or an in-memory PGlite without it. `drop` closes and removes it.
 */
export async function openScratchDatabase(
  prefix: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: ':memory:' });
    await migrateDatabase(database);
    return { database, drop: () => database.close() };
  }
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  const database = await openDatabase({ url: parsed.toString(), poolMax: 1 });
  await migrateDatabase(database, parsed.toString());
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
