import type { Db } from '@emporia/db';
import pg from 'pg';
import { poolOf } from './rate-limit-store';

/** Advisory-lock key space of whole-pass jobs (migrations use the one-key lock 727001). */
const jobLocks = 727002;

/** Runs a pass while holding the job's lock; what a worker keeps for its lifetime. */
export interface JobLocks {
  /** The pass's count, or 0 when another process (or this one) is running the job already. */
  run(job: string, pass: () => Promise<number>): Promise<number>;
  /** Lets go of the lock connection once no worker of this database needs it. */
  close(): Promise<void>;
}

/**
 * One connection per server process that holds the locks of every whole-pass job, opened at the
 * first pass and kept: opening one per pass cost each pass 12–16 ms (bench/README.md, "Scheduled
 * jobs over 10,000 shops"). Shared by the workers of one pool; closed when the last stops.
 */
interface LockSession {
  users: number;
  client?: pg.Client;
  connected?: Promise<pg.Client>;
  /** Jobs with a pass under way here: a session's advisory locks are re-entrant, so the lock alone would not stop a second. */
  running: Set<string>;
}

const sessions = new WeakMap<pg.Pool, LockSession>();

/**
 * Whole-pass scheduled jobs (retention, renewals, backups, reminders, shop erasure) run in one
 * server process at a time across every process on the database (ADR 0086): the pass holds a
 * PostgreSQL advisory lock named after the job; a process that cannot take it skips this pass
 * (another is doing it) and resolves with 0. The locks live on a connection of their own, not a
 * pooled one, so the pass's own queries can never wait for it; if that connection dies its locks
 * go with it, and the next pass opens another. On PGlite (one process) the pass simply runs.
 */
export function openJobLocks(db: Db): JobLocks {
  const pool = poolOf(db);
  if (!pool) return { run: (_job, pass) => pass(), close: async () => {} };
  let session = sessions.get(pool);
  if (!session) {
    session = { users: 0, running: new Set() };
    sessions.set(pool, session);
  }
  const shared = session;
  shared.users += 1;
  let closed = false;
  return {
    // A pass asked for after closing still holds its lock, on a connection of its own.
    run: (job, pass) => (closed ? runExclusively(db, job, pass) : runLocked(pool, shared, job, pass)),
    async close() {
      if (closed) return;
      closed = true;
      shared.users -= 1;
      if (shared.users > 0) return;
      sessions.delete(pool);
      const connected = shared.connected;
      shared.client = shared.connected = undefined;
      await connected?.then((client) => client.end()).catch(() => {});
    },
  };
}

/** One pass under the job's lock, with a lock connection opened for it alone (tests, one-off runs). */
export async function runExclusively(db: Db, job: string, pass: () => Promise<number>): Promise<number> {
  const locks = openJobLocks(db);
  try {
    return await locks.run(job, pass);
  } finally {
    await locks.close();
  }
}

async function runLocked(
  pool: pg.Pool,
  session: LockSession,
  job: string,
  pass: () => Promise<number>,
): Promise<number> {
  if (session.running.has(job)) return 0;
  session.running.add(job);
  try {
    const client = await lockClient(pool, session);
    const key = [jobLocks, job];
    const { rows } = await client.query<{ got: boolean }>(
      'SELECT pg_try_advisory_lock($1, hashtext($2)) AS got',
      key,
    );
    if (!rows[0]?.got) return 0;
    try {
      return await pass();
    } finally {
      // If the lock cannot be let go, the connection goes: ending it lets go of every lock it held.
      await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', key).catch(() => {
        forget(session, client);
        return client.end().catch(() => {});
      });
    }
  } finally {
    session.running.delete(job);
  }
}

function lockClient(pool: pg.Pool, session: LockSession): Promise<pg.Client> {
  if (!session.connected) {
    const client = new pg.Client(pool.options);
    session.client = client;
    session.connected = client.connect().then(() => client);
    // A dropped connection: the next pass opens another.
    client.on('error', () => forget(session, client));
    client.on('end', () => forget(session, client));
    session.connected.catch(() => forget(session, client));
  }
  return session.connected;
}

function forget(session: LockSession, client: pg.Client): void {
  if (session.client !== client) return;
  session.client = session.connected = undefined;
}
