// The tenant layout stays ready for Citus with shop_id as the distribution column (ADR 0089):
// every tenant table carries shop_id, every primary key and unique index on one includes it, and
// every foreign key between two tenant tables carries shop_id on both sides. Citus refuses any
// of these otherwise, so a migration that breaks one fails here, long before anyone shards.
// The rules read the real catalog of a freshly migrated database, on PostgreSQL when
// DATABASE_URL is set and on the embedded PGlite otherwise.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citusPlan, platformTables, publicTablesSql, referenceTables } from './citus-layout';
import type { Database } from './connection';
import { openScratchDatabase } from './scratch-database';

// Which tables are reference or platform tables, and why, is in citus-layout.ts.
const REFERENCE_TABLES: readonly string[] = referenceTables;
const PLATFORM_TABLES: readonly string[] = platformTables;
const EXEMPT = [...REFERENCE_TABLES, ...PLATFORM_TABLES];

/**
 * B-tree indexes on tenant tables that do not lead with shop_id, each for its reason: the
 * platform's batch jobs scan them across every shop. (GIN indexes are not held to the rule: an
 * integer cannot lead one without btree_gin.)
 */
const CROSS_SHOP_INDEXES = [
  'audit_entries_created_idx', // the retention job purges old entries of every shop
  'outbox_emails_due_idx', // the e-mail worker claims due mail of every shop
  'webhook_deliveries_due_idx', // the webhook worker claims due deliveries of every shop
  'payments_without_order_idx', // the reconciler finds orphaned payments of every shop
  'imports_state_idx', // the import job claims queued imports of every shop
  'import_pictures_due_idx', // the picture fetcher claims due pictures of every shop
  'search_products_product_idx', // the search feeder's lookups by product; its key is (shop_id, product_id)
];

let database: Database;
let dropDatabase: (() => Promise<void>) | undefined;

async function rows<T>(query: string): Promise<T[]> {
  const result = await database.db.execute(sql.raw(query));
  return result.rows as T[];
}

const TABLES = publicTablesSql;

const tenantFilter = `t.relname NOT IN (${EXEMPT.map((t) => `'${t}'`).join(', ')})`;

beforeAll(async () => {
  ({ database, drop: dropDatabase } = await openScratchDatabase('emporia_schema_rules'));
});

afterAll(async () => {
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

  it('leads every b-tree index of a tenant table with shop_id, but for cross-shop jobs', async () => {
    const bad = await rows<{ index: string }>(`
      SELECT t.relname || ': ' || pg_get_indexdef(ix.indexrelid) AS index
      FROM (${TABLES}) t JOIN pg_index ix ON ix.indrelid = t.oid
      JOIN pg_class i ON i.oid = ix.indexrelid JOIN pg_am am ON am.oid = i.relam
      WHERE ${tenantFilter} AND am.amname = 'btree'
        AND i.relname NOT IN (${CROSS_SHOP_INDEXES.map((n) => `'${n}'`).join(', ')})
        AND (SELECT a.attname FROM pg_attribute a WHERE a.attrelid = t.oid AND a.attnum = ix.indkey[0])
          IS DISTINCT FROM 'shop_id'
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

  it('plans the Citus calls: reference tables first, each tenant table after the tables it points at', async () => {
    const plan = await citusPlan(database.db);
    const tableOf = (call: string) => /'([a-z0-9_]+)'/.exec(call)![1]!;
    const order = plan.map(tableOf);
    const tenant = (
      await rows<{ relname: string }>(`SELECT relname FROM (${TABLES}) t WHERE ${tenantFilter}`)
    ).map((r) => r.relname);
    expect(
      plan
        .filter((c) => c.includes('create_reference_table'))
        .map(tableOf)
        .sort(),
    ).toEqual([...REFERENCE_TABLES].sort());
    expect(
      plan
        .filter((c) => c.includes('create_distributed_table'))
        .map(tableOf)
        .sort(),
    ).toEqual(tenant.sort());
    expect(plan.at(-1)).toContain("'shop_id', colocate_with =>");
    const edges = await rows<{ child: string; parent: string }>(`
      SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint
      WHERE contype = 'f' AND connamespace = 'public'::regnamespace AND conrelid <> confrelid AND conparentid = 0`);
    const late = edges.filter(
      (e) =>
        order.includes(e.child) &&
        (!order.includes(e.parent) || order.indexOf(e.parent) > order.indexOf(e.child)),
    );
    // Platform tables are never distributed; a distributed table may not point at one (tested above).
    expect(late.filter((e) => !PLATFORM_TABLES.includes(e.parent))).toEqual([]);
  });
});
