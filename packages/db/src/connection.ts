import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { keepQueryParsersOnClient } from './pglite-parsers';
import * as schema from './schema/index';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Both drivers' raw results have `rows`; typing them as records lets
 * `db.execute(sql…)` be used the same way on PGlite and on node-postgres.
 */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: { rows: Record<string, unknown>[] };
}
export type Schema = typeof schema;
/** The database handle every query takes; a transaction is one too. */
export type Db = PgDatabase<RowsResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * A second pool on a streaming replica (DATABASE_READ_URL), for catalogue and
   * search reads only; the server decides per request whether it may be used
   * (ADR 0087). Absent on PGlite and without a replica.
   */
  replica?: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** node-postgres connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** node-postgres connection string of a read replica of `url`. */
  readUrl?: string;
  /** PGlite data directory, or ':memory:'. Ignored with url. */
  dataDir?: string;
  poolMax?: number;
  /**
   * Milliseconds an idle pooled connection stays open (node-postgres closes them after 10 s by
   * default). A new connection's backend starts with empty catalog caches and none of the named
   * statements prepared, so the first requests after a lull pay for both; ADR 0138.
   */
  poolIdleMs?: number;
  /** PGlite's shared_buffers (PostgreSQL units, e.g. '32MB'). Ignored with url. */
  pgliteSharedBuffers?: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) {
    const idleTimeoutMillis = options.poolIdleMs ?? 10_000;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      idleTimeoutMillis,
    });
    // A dropped idle connection must not crash the server; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    if (!options.readUrl) return { db, kind: 'postgres', close: () => pool.end() };
    const readPool = new pg.Pool({
      connectionString: options.readUrl,
      max: options.poolMax ?? 10,
      idleTimeoutMillis,
      // An unreachable replica must fail fast: the server then reads the primary (ADR 0087).
      connectionTimeoutMillis: 2000,
    });
    readPool.on('error', () => {});
    const replica = drizzleNodePg(readPool, { schema }) as unknown as Db;
    return {
      db,
      replica,
      kind: 'postgres',
      close: async () => void (await Promise.all([pool.end(), readPool.end()])),
    };
  }
  const dataDir = options.dataDir ?? './data';
  const settings = {
    extensions: { pg_trgm, unaccent },
    // PostgreSQL's default 128 MB of shared buffers lives inside PGlite's WebAssembly memory, all
    // of it resident; a data directory's pages are also in the OS file cache, so a small buffer
    // pool costs little speed and saves ~120 MB of the process's memory (ADR 0096).
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${options.pgliteSharedBuffers ?? '16MB'}`,
    ],
  };
  let client: PGlite;
  if (dataDir === ':memory:') {
    client = await PGlite.create(settings);
  } else {
    const dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create({ ...settings, dataDir: dir });
  }
  keepQueryParsersOnClient(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Applies every pending migration. On PostgreSQL an advisory lock keeps concurrent starts from racing. */
export async function migrateDatabase(database: Database, url?: string): Promise<void> {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the PGlite migrator wants its own driver type
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727001)');
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727001)').catch(() => {});
    await client.end();
  }
}
