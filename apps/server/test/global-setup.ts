// Builds one migrated, seeded database for the whole API test run; every test
// file then starts from its own copy (test/app.ts). On PGlite the copy is a
// data directory, on PostgreSQL a database created from a template.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '@emporia/db';
import { seedDatabase } from '@emporia/db/seed/index';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDataDir: string;
    templateDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `emporia_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const templateUrl = withDatabase(url, name);
    // Seeded pictures go to a scratch dir, not the repository's ./data.
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'emporia-template-files-'));
    const database = await openDatabase({ url: templateUrl });
    await migrateDatabase(database, templateUrl);
    await seedDatabase(database.db, { dataDir: process.env.DATA_DIR });
    await database.close();
    project.provide('templateDatabaseUrl', templateUrl);
    // Each test app's data dir starts with the seeded pictures, as on PGlite.
    const files = process.env.DATA_DIR;
    project.provide('templateDataDir', files);
    return async () => {
      rmSync(files, { recursive: true, force: true });
      // Test databases made from the template are dropped by their files; drop leftovers and the template.
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'emporia_t_${process.pid}_%' OR datname = $1`,
        [name],
      );
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'emporia-template-'));
  // Seeded pictures land beside the template database, so each test file's copy has them.
  process.env.DATA_DIR = dir;
  const database = await openDatabase({ dataDir: dir });
  await migrateDatabase(database);
  await seedDatabase(database.db, { dataDir: dir });
  await database.close();
  project.provide('templateDataDir', dir);
  project.provide('templateDatabaseUrl', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
