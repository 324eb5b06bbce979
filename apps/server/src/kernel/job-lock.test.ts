// Whole-pass jobs across processes: on PostgreSQL two passes of one job never overlap, even from
// two separate connection pools (as two server processes have); other jobs are not held up.
import { type Database, openDatabase } from '@emporia/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/app';
import { openJobLocks, runExclusively } from './job-lock';
import { poolOf } from './rate-limit-store';

const onPostgres = inject('templateDatabaseUrl') !== '';
let copy: Awaited<ReturnType<typeof openTestDatabase>>;
let other: Database | undefined;

beforeAll(async () => {
  copy = await openTestDatabase();
  if (copy.url) other = await openDatabase({ url: copy.url });
});
afterAll(async () => {
  await other?.close();
  await copy.drop();
});

describe('runExclusively', () => {
  it.skipIf(!onPostgres)(
    'runs one pass of a job at a time across two pools; the other is skipped',
    async () => {
      const ran: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const first = runExclusively(copy.database.db, 'test-job', async () => {
        ran.push('first');
        await held;
        return 7;
      });
      // Let the first take its lock.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const second = await runExclusively(other!.db, 'test-job', async () => {
        ran.push('second');
        return 5;
      });
      const unrelated = await runExclusively(other!.db, 'another-job', async () => 3);
      release();
      expect([await first, second, unrelated]).toEqual([7, 0, 3]);
      expect(ran).toEqual(['first']);
      // Released: the next pass runs.
      expect(await runExclusively(other!.db, 'test-job', async () => 9)).toBe(9);
    },
  );

  it.skipIf(!onPostgres)(
    "a worker's passes hold their locks on one kept connection, and let go of them after each pass",
    async () => {
      const locks = openJobLocks(copy.database.db);
      const holders: number[] = [];
      const holder = async () => {
        const { rows } = await poolOf(copy.database.db)!.query(
          "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = 727002 AND granted",
        );
        holders.push(...rows.map((row: { pid: number }) => row.pid));
        return 1;
      };
      try {
        expect(await locks.run('kept-job', holder)).toBe(1);
        expect(await locks.run('kept-job', holder)).toBe(1);
        expect(await locks.run('other-kept-job', holder)).toBe(1);
        // One lock at a time, always on the same connection: no connection opened per pass.
        expect(holders).toHaveLength(3);
        expect(new Set(holders).size).toBe(1);
        // Let go after the pass: another process takes the job at once.
        expect(await runExclusively(other!.db, 'kept-job', async () => 2)).toBe(2);

        // The same job asked twice at once in this process: a session's locks are re-entrant, so
        // the second is skipped here, not by PostgreSQL.
        let release!: () => void;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        const first = locks.run('kept-job', async () => {
          await held;
          return 3;
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await locks.run('kept-job', async () => 4)).toBe(0);
        expect(await runExclusively(other!.db, 'kept-job', async () => 5)).toBe(0);
        release();
        expect(await first).toBe(3);
      } finally {
        await locks.close();
      }
      // Closed: the connection is gone, and with it any lock.
      const { rows } = await poolOf(copy.database.db)!.query(
        "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND classid = 727002",
      );
      expect(rows[0].n).toBe(0);
      expect(await locks.run('kept-job', async () => 6)).toBe(6);
    },
  );

  it('simply runs the pass on PGlite (one process)', async () => {
    if (onPostgres) return;
    expect(await runExclusively(copy.database.db, 'test-job', async () => 4)).toBe(4);
  });
});
