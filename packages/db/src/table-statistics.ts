import { sql } from 'drizzle-orm';
import type { Database } from './connection';

/**
 * PostgreSQL's own thresholds for re-reading a table's statistics (autovacuum_analyze_threshold
 * and autovacuum_analyze_scale_factor): 50 rows plus a tenth of the table changed since the last
 * ANALYZE.
 */
const changedRows = sql`50 + 0.1 * greatest(c.reltuples, 0)`;

/** Tables one pass analyzes at most; a pass that took this many leaves more for the next. */
export const analyzeBatch = 5;

/**
 * Whether anything re-reads the statistics of changed tables on its own: autovacuum does on a
 * PostgreSQL server that runs it; the embedded PGlite is one backend with no autovacuum launcher.
 */
export async function statisticsKeptByDatabase(database: Database): Promise<boolean> {
  if (database.kind === 'pglite') return false;
  const result = (await database.db.execute(
    sql`SELECT current_setting('autovacuum') = 'on' AND current_setting('track_counts') = 'on' AS kept`,
  )) as unknown as { rows: Array<{ kept: boolean }> };
  return result.rows[0]?.kept === true;
}

/**
 * Re-reads the statistics (ANALYZE) of the public tables that changed past PostgreSQL's own
 * threshold since their last ANALYZE, most changed first, at most `limit` of them; returns their
 * names. ANALYZE takes a lock that blocks neither reads nor writes, and it makes every connection
 * plan its prepared statements again: a plan chosen while `carts` was empty keeps scanning a shop's
 * every cart for one token until then (ADR 0139).
 */
export async function analyzeChangedTables(database: Database, limit = analyzeBatch): Promise<string[]> {
  // A backend reports its counts of changed rows at most once a second, when idle; PGlite's one
  // backend made every change, so its own counts are made current first.
  await database.db.execute(sql`SELECT pg_stat_force_next_flush()`);
  await database.db.execute(sql`SELECT 1`);
  const result = (await database.db.execute(sql`
    SELECT s.relname AS name FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = 'public' AND s.n_mod_since_analyze > ${changedRows}
    ORDER BY s.n_mod_since_analyze DESC LIMIT ${limit}`)) as unknown as { rows: Array<{ name: string }> };
  const names = result.rows.map((row) => row.name);
  for (const name of names) await database.db.execute(sql`ANALYZE public.${sql.identifier(name)}`);
  return names;
}
