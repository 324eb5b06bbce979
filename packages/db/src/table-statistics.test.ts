// Stale planner statistics (ADR 0139): a statement prepared while `carts` was empty was planned
// for an empty table, and with nothing re-reading the statistics (PGlite has no autovacuum, and
// this machine's PostgreSQL runs without it) the connection kept that plan: one shop's add to
// cart fell from ~580 to ~150 a second as its carts grew, each add scanning the shop's every cart
// for one token. The refresh analyzes what changed past PostgreSQL's own threshold, and the same
// prepared statement is planned again on its next run.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection';
import { openScratchDatabase } from './scratch-database';
import { analyzeChangedTables, statisticsKeptByDatabase } from './table-statistics';

let database: Database;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ database, drop: dropDatabase } = await openScratchDatabase('emporia_statistics'));
  await database.db.execute(sql`INSERT INTO shops (id, subdomain, name) VALUES (1, 'busy', 'Busy')`);
});

afterAll(async () => {
  await dropDatabase?.();
});

async function planOfLookup(): Promise<string> {
  const result = (await database.db.execute(
    sql.raw('EXPLAIN EXECUTE cart_by_token(1, $$t-17$$)'),
  )) as unknown as { rows: Array<Record<string, string>> };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('stale planner statistics', () => {
  it('are re-read for the tables that changed, and a prepared plan follows', async () => {
    if (database.kind === 'postgres')
      expect(typeof (await statisticsKeptByDatabase(database))).toBe('boolean');
    else expect(await statisticsKeptByDatabase(database)).toBe(false);

    // Planned once while the table is empty, as a server's first add to cart plans it.
    await database.db.execute(sql`SET plan_cache_mode = force_generic_plan`);
    await database.db.execute(
      sql.raw(`PREPARE cart_by_token(int, text) AS
        SELECT row_to_json(c) FROM carts c WHERE c.shop_id = $1 AND c.token_hash = $2 LIMIT 1`),
    );
    await database.db.execute(sql.raw('EXECUTE cart_by_token(1, $$none$$)'));
    // The migration's own tables (countries, zones) changed past the threshold; carts did not.
    expect(await analyzeChangedTables(database, 50)).not.toContain('carts');

    // One shop gathers 5,000 carts.
    await database.db.execute(
      sql`INSERT INTO carts (shop_id, token_hash) SELECT 1, 't-' || n FROM generate_series(1, 5000) n`,
    );
    // The plan made for the empty table reads every cart of the shop for one token.
    expect(await planOfLookup()).toMatch(/carts_pkey[\s\S]*Filter: \(token_hash = /);
    expect(await analyzeChangedTables(database)).toContain('carts');
    expect(await planOfLookup()).toMatch(/carts_token_key/);
    // Nothing changed since: nothing to analyze.
    expect(await analyzeChangedTables(database)).toEqual([]);
  });
});
