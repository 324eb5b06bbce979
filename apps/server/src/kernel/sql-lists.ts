import { createHash } from 'node:crypto';
import type { Db } from '@emporia/db';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** An integer list as one array parameter (`= ANY(…)`), whatever its length. */
export function intArray(ids: readonly number[]): SQL {
  for (const id of ids) if (!Number.isInteger(id)) throw new Error('intArray takes integers only');
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/** Rows of a raw query, typed by the caller (both drivers give records). */
export async function rowsOf<T>(query: Promise<{ rows: Record<string, unknown>[] }>): Promise<T[]> {
  return (await query).rows as T[];
}

/**
 * Rows of several shops by their keys, `(shop_id, id) IN (…)`: keys are (shop_id, id) (ADR 0089),
 * so a batch job that claimed rows across shops finds them again through the primary key.
 */
export function inShopKeys(
  shopIdColumn: AnyColumn,
  idColumn: AnyColumn,
  rows: readonly { shopId: number; id: number }[],
): SQL {
  const keys = rows.map((r) => sql`(${r.shopId}, ${r.id})`);
  return sql`(${shopIdColumn}, ${idColumn}) IN (${sql.join(keys, sql`, `)})`;
}

interface PreparedRaw {
  execute(values?: Record<string, unknown>): Promise<{ rows: Record<string, unknown>[] }>;
}

interface PreparingDb {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: false): PreparedRaw;
  };
}

/** Drizzle's `execute` takes no name, hence its `prepareQuery` (what its own `.prepare(name)` uses). */
function prepareRaw(db: Db, name: string | ((text: string) => string), query: SQL): PreparedRaw {
  const { dialect, session } = db as unknown as PreparingDb;
  const compiled = dialect.sqlToQuery(query);
  return session.prepareQuery(
    compiled,
    undefined,
    typeof name === 'string' ? name : name(compiled.sql),
    false,
  );
}

/**
 * A hot read as a named prepared statement: PostgreSQL plans it once per connection instead of
 * on every request, where planning cost more than running it (ADR 0093). `name` must stand for
 * one SQL text: a statement whose text varies (a fragment chosen at run time) needs a name per
 * variant. PGlite runs it as an ordinary query.
 */
export function executeNamed(db: Db, name: string, query: SQL): Promise<{ rows: Record<string, unknown>[] }> {
  return prepareRaw(db, name, query).execute();
}

/**
 * `executeNamed` for a statement built from parts: named by its text, so each variant of the text
 * is its own prepared statement. Only for statements with few variants (values are parameters,
 * not text), as each variant stays prepared on every connection that ran it.
 */
export function executeNamedByText(
  db: Db,
  prefix: string,
  query: SQL,
): Promise<{ rows: Record<string, unknown>[] }> {
  const named = (text: string) =>
    `${prefix}-${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;
  return prepareRaw(db, named, query).execute();
}

/**
 * One statement object per database handle, built on first use (ADR 0098). Building a drizzle
 * query and compiling it to SQL cost the hot paths more Node.js time than running it (add to
 * cart: a fifth of the server's CPU); a statement written once with `sql.placeholder` values is
 * compiled once and then only executed. Handles live as long as the app (the pool, a replica,
 * PGlite); a transaction's handle gets its own, dropped with it.
 */
export function builtOncePerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * A named statement written with `sql.placeholder('…')` values: compiled once per handle,
 * prepared once per connection, then executed with `values`.
 */
export function namedStatement(
  name: string,
  query: SQL,
): (db: Db, values: Record<string, unknown>) => Promise<{ rows: Record<string, unknown>[] }> {
  const prepared = builtOncePerDb((db) => prepareRaw(db, name, query));
  return (db, values) => prepared(db).execute(values);
}
