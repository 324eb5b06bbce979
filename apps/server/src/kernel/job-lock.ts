import type { Db } from '@emporia/db';
import pg from 'pg';
import { poolOf } from './rate-limit-store';

/** Advisory-lock key space of whole-pass jobs (migrations use the one-key lock 727001). */
const jobLocks = 727002;

/**
 * Runs a whole-pass scheduled job (retention, renewals, backups, reminders, shop erasure) in one
 * server process at a time across every process on the database (ADR 0086): the pass holds a
 * PostgreSQL advisory lock named after the job; a process that cannot take it skips this pass
 * (another is doing it) and resolves with 0. The lock lives on its own short connection, not a
 * pooled one, so the pass's own queries can never wait for it; if that connection dies the lock
 * goes with it. On PGlite (one process) the pass simply runs.
 */
export async function runExclusively(db: Db, job: string, pass: () => Promise<number>): Promise<number> {
  const pool = poolOf(db);
  if (!pool) return pass();
  const client = new pg.Client(pool.options);
  await client.connect();
  try {
    const { rows } = await client.query<{ got: boolean }>(
      'SELECT pg_try_advisory_lock($1, hashtext($2)) AS got',
      [jobLocks, job],
    );
    if (!rows[0]?.got) return 0;
    return await pass();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => {});
  }
}
