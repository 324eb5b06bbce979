// How long an idle pooled connection to PostgreSQL stays open (ADR 0138): a backend opened again
// after a lull starts with empty catalog caches and none of the named statements prepared, so the
// server keeps its idle connections for DATABASE_POOL_IDLE_SECONDS instead of node-postgres's 10 s.
// What the operator sees is the count of the server's backends in pg_stat_activity.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';

const url = process.env.DATABASE_URL;
const opened: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of opened) await close();
});

async function backendsOf(name: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1',
      [name],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function poolAt(name: string, poolIdleMs: number | undefined) {
  const address = new URL(url as string);
  address.searchParams.set('application_name', name);
  const database = await openDatabase({ url: address.toString(), poolMax: 2, poolIdleMs });
  opened.push(database.close);
  await database.db.execute('SELECT 1');
  return database;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!url)('idle pooled connections', () => {
  it('stay open for the set time, then close', async () => {
    const name = `emporia-idle-${process.pid}-short`;
    await poolAt(name, 400);
    expect(await backendsOf(name)).toBe(1);
    await sleep(1200);
    expect(await backendsOf(name)).toBe(0);
  });

  it('answer after a lull the setting covers on the same, warm backend', async () => {
    const name = `emporia-idle-${process.pid}-kept`;
    const kept = await poolAt(name, 60_000);
    const pid = async () =>
      (
        (await kept.db.execute('SELECT pg_backend_pid() AS pid')) as unknown as {
          rows: Array<{ pid: number }>;
        }
      ).rows[0]?.pid;
    const before = await pid();
    await sleep(1_500);
    expect(await backendsOf(name)).toBe(1);
    expect(await pid()).toBe(before);
  });
});
