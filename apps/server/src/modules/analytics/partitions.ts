import type { Db } from '@emporia/db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../kernel/sql-lists';

/**
 * analytics_events is partitioned by UTC month (migration 0033): `analytics_events_YYYY_MM` for
 * each month, and `analytics_events_default` for anything outside them (a clock far off). The
 * purge worker keeps the coming months made and drops months past the kept period whole.
 */
const partitionName = /^analytics_events_(\d{4})_(\d{2})$/;
const monthStart = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex, 1));
const nameOf = (month: Date) =>
  `analytics_events_${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;

/** Makes this month's partition and the next `ahead` months', unless the default already holds rows of one. */
export async function ensureEventPartitions(db: Db, now = new Date(), ahead = 2): Promise<string[]> {
  const made: string[] = [];
  for (let i = 0; i <= ahead; i += 1) {
    const from = monthStart(now.getUTCFullYear(), now.getUTCMonth() + i);
    const to = monthStart(from.getUTCFullYear(), from.getUTCMonth() + 1);
    const name = nameOf(from);
    const [exists] = await rowsOf<{ found: boolean }>(
      db.execute(sql`SELECT to_regclass(${name}) IS NOT NULL AS found`),
    );
    if (exists?.found) continue;
    // Rows of that month in the default partition would refuse the new one; they stay there.
    const [stray] = await rowsOf<{ found: boolean }>(
      db.execute(
        sql`SELECT EXISTS (SELECT 1 FROM analytics_events_default WHERE occurred_at >= ${from} AND occurred_at < ${to}) AS found`,
      ),
    );
    if (stray?.found) continue;
    // Bounds cannot be bound parameters in DDL; both are ISO strings this function made.
    await db.execute(
      sql.raw(
        `CREATE TABLE IF NOT EXISTS "${name}" PARTITION OF "analytics_events" FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`,
      ),
    );
    made.push(name);
  }
  return made;
}

/** Drops the monthly partitions that end on or before `cutoff`; returns their names. */
export async function dropExpiredEventPartitions(db: Db, cutoff: Date): Promise<string[]> {
  const partitions = await rowsOf<{ name: string }>(
    db.execute(sql`
      SELECT child.relname AS name FROM pg_inherits
      JOIN pg_class child ON child.oid = pg_inherits.inhrelid
      JOIN pg_class parent ON parent.oid = pg_inherits.inhparent
      WHERE parent.relname = 'analytics_events'`),
  );
  const dropped: string[] = [];
  for (const { name } of partitions) {
    const match = partitionName.exec(name);
    if (!match) continue;
    const end = monthStart(Number(match[1]), Number(match[2]));
    if (end.getTime() > cutoff.getTime()) continue;
    await db.execute(sql.raw(`DROP TABLE IF EXISTS "${name}"`));
    dropped.push(name);
  }
  return dropped.sort();
}
