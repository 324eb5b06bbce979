// The tenant layout stays ready for Citus with shop_id as the distribution column (ADR 0089):
// every tenant table carries shop_id, every primary key and unique index on one includes it, and
// every foreign key between two tenant tables carries shop_id on both sides. Citus refuses any
// of these otherwise, so a migration that breaks one fails here, long before anyone shards.
// The rules read the real catalog of a freshly migrated database, on PostgreSQL when
// DATABASE_URL is set and on the embedded PGlite otherwise.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from './connection';

/**
 * Reference tables: small, shared by every shop, replicated to every Citus node so any shard may
 * join or point a foreign key at them. `shops` is here because every tenant row's
 * shop_id → shops(id) key must find its shop on the node that holds the row.
 */
const REFERENCE_TABLES = [
  'shops',
  'countries', // ISO country list
  'zones', // states/provinces of those countries
  'apps', // the platform's app registry; shops install them (app_installations is per shop)
  'analytics_salts', // one visitor-hash salt per day for the whole platform
];

/**
 * Platform tables: the operator's own records about shops, read across shops by platform jobs
 * and screens. They stay local tables on the Citus coordinator, so no tenant table may point a
 * foreign key at them.
 */
const PLATFORM_TABLES = [
  'platform_signups', // a sign-up exists before its shop does (shop_id is empty until then)
  'shop_subscriptions', // the shop's plan with the platform; the renewal job scans all shops
  'subscription_invoices', // the platform's invoices to shops, numbered platform-wide
  'shop_domains', // Host → shop routing: a hostname is unique across the platform
  'domain_certificates', // TLS certificates of those hostnames, read by the TLS front end
  'domain_purchases', // domains bought through the platform's registrar account
];

const EXEMPT = [...REFERENCE_TABLES, ...PLATFORM_TABLES];

let database: Database;
let dropDatabase: (() => Promise<void>) | undefined;

async function rows<T>(query: string): Promise<T[]> {
  const result = await database.db.execute(sql.raw(query));
  return result.rows as T[];
}

/** Ordinary and partitioned tables of the public schema, partitions left out (they follow their parent). */
const TABLES = `
  SELECT c.oid, c.relname
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    AND c.relname NOT LIKE '\\_\\_%'`;

const tenantFilter = `relname NOT IN (${EXEMPT.map((t) => `'${t}'`).join(', ')})`;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `emporia_schema_rules_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const parsed = new URL(url);
    parsed.pathname = `/${name}`;
    database = await openDatabase({ url: parsed.toString(), poolMax: 1 });
    await migrateDatabase(database, parsed.toString());
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    database = await openDatabase({ dataDir: ':memory:' });
    await migrateDatabase(database);
  }
});

afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
});

describe('the schema is ready for Citus (shop_id as the distribution column)', () => {
  it('lists only tables that exist as reference or platform tables', async () => {
    const tables = (await rows<{ relname: string }>(TABLES)).map((r) => r.relname);
    expect(EXEMPT.filter((t) => !tables.includes(t))).toEqual([]);
  });

  it('gives every tenant table a NOT NULL shop_id', async () => {
    const missing = await rows<{ relname: string }>(`
      SELECT relname FROM (${TABLES}) t
      WHERE ${tenantFilter} AND NOT EXISTS (
        SELECT 1 FROM pg_attribute a
        WHERE a.attrelid = t.oid AND a.attname = 'shop_id' AND a.attnotnull AND NOT a.attisdropped)
      ORDER BY 1`);
    expect(missing.map((r) => r.relname)).toEqual([]);
  });

  it('includes shop_id in every primary key and unique index of a tenant table', async () => {
    const bad = await rows<{ index: string }>(`
      SELECT t.relname || ': ' || pg_get_indexdef(ix.indexrelid) AS index
      FROM (${TABLES}) t JOIN pg_index ix ON ix.indrelid = t.oid
      WHERE ${tenantFilter} AND ix.indisunique AND NOT EXISTS (
        SELECT 1 FROM pg_attribute a
        WHERE a.attrelid = t.oid AND a.attname = 'shop_id' AND a.attnum = ANY (ix.indkey))
      ORDER BY 1`);
    expect(bad.map((r) => r.index)).toEqual([]);
  });

  it('pairs shop_id with shop_id in every foreign key between two tenant tables', async () => {
    const bad = await rows<{ fk: string }>(`
      SELECT c.conrelid::regclass || ' → ' || c.confrelid::regclass || ': ' || pg_get_constraintdef(c.oid) AS fk
      FROM pg_constraint c
      JOIN (${TABLES}) child ON child.oid = c.conrelid
      JOIN (${TABLES}) parent ON parent.oid = c.confrelid
      WHERE c.contype = 'f'
        AND child.relname NOT IN (${EXEMPT.map((t) => `'${t}'`).join(', ')})
        AND parent.relname NOT IN (${EXEMPT.map((t) => `'${t}'`).join(', ')})
        AND NOT EXISTS (
          SELECT 1 FROM unnest(c.conkey, c.confkey) AS k(child_col, parent_col)
          JOIN pg_attribute ca ON ca.attrelid = c.conrelid AND ca.attnum = k.child_col
          JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = k.parent_col
          WHERE ca.attname = 'shop_id' AND pa.attname = 'shop_id')
      ORDER BY 1`);
    expect(bad.map((r) => r.fk)).toEqual([]);
  });

  it('points no tenant table at a platform table (Citus cannot key a shard to a coordinator-only table)', async () => {
    const bad = await rows<{ fk: string }>(`
      SELECT c.conrelid::regclass || ' → ' || c.confrelid::regclass AS fk
      FROM pg_constraint c
      JOIN (${TABLES}) child ON child.oid = c.conrelid
      JOIN (${TABLES}) parent ON parent.oid = c.confrelid
      WHERE c.contype = 'f'
        AND child.relname NOT IN (${EXEMPT.map((t) => `'${t}'`).join(', ')})
        AND parent.relname IN (${PLATFORM_TABLES.map((t) => `'${t}'`).join(', ')})
      ORDER BY 1`);
    expect(bad.map((r) => r.fk)).toEqual([]);
  });
});
