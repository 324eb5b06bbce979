// Whole-pass jobs across processes: on PostgreSQL two passes of one job never overlap, even from
// two separate connection pools (as two server processes have); other jobs are not held up.
import { type Database, openDatabase } from '@emporia/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/app';
import { runExclusively } from './job-lock';

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

  it('simply runs the pass on PGlite (one process)', async () => {
    if (onPostgres) return;
    expect(await runExclusively(copy.database.db, 'test-job', async () => 4)).toBe(4);
  });
});
