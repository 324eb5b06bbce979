// The server's statistics job (ADR 0139) on the seeded demo database: a shop's carts grow past
// PostgreSQL's analyze threshold, and one pass of the job re-reads their statistics, on PGlite
// always and on a PostgreSQL server only when it runs without autovacuum (this machine's does).
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/app';
import { startStatisticsWorker } from './statistics-worker';

let copy: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  copy = await openTestDatabase();
});
afterAll(async () => {
  await copy.drop();
});

async function lastAnalyzed(table: string): Promise<string | null> {
  const result = (await copy.database.db.execute(
    sql`SELECT last_analyze::text AS at FROM pg_stat_user_tables WHERE relname = ${table}`,
  )) as unknown as { rows: Array<{ at: string | null }> };
  return result.rows[0]?.at ?? null;
}

describe('the table statistics job', () => {
  it('analyzes the carts a busy shop gathered, unless autovacuum does', async () => {
    const { db } = copy.database;
    const [shop] = (
      (await db.execute(sql`SELECT id FROM shops ORDER BY id LIMIT 1`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows;
    await db.execute(
      sql`INSERT INTO carts (shop_id, token_hash)
        SELECT ${shop?.id}, 'busy-' || n FROM generate_series(1, 3000) n`,
    );
    const before = await lastAnalyzed('carts');
    const worker = startStatisticsWorker({
      database: copy.database,
      log: pino({ level: 'silent' }),
      intervalMs: 3_600_000,
    });
    try {
      const autovacuum =
        copy.database.kind === 'postgres' &&
        (
          (await db.execute(sql`SELECT current_setting('autovacuum') AS v`)) as unknown as {
            rows: Array<{ v: string }>;
          }
        ).rows[0]?.v === 'on';
      if (autovacuum) {
        expect(await worker.runOnce()).toBe(0);
        return;
      }
      // A pass takes five tables at most, most changed first; the seed changed others too.
      const passes: number[] = [];
      for (let n = await worker.runOnce(); n > 0 && passes.length < 40; n = await worker.runOnce())
        passes.push(n);
      expect(passes.length).toBeGreaterThan(0);
      expect(await lastAnalyzed('carts')).not.toBe(before);
      // Nothing changed since: a pass analyzes nothing.
      expect(await worker.runOnce()).toBe(0);
    } finally {
      await worker.stop();
    }
  });
});
