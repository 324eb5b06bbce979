import { type SQL, sql } from 'drizzle-orm';

/** An integer list as one array parameter (`= ANY(…)`), whatever its length. */
export function intArray(ids: readonly number[]): SQL {
  for (const id of ids) if (!Number.isInteger(id)) throw new Error('intArray takes integers only');
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/** Rows of a raw query, typed by the caller (both drivers give records). */
export async function rowsOf<T>(query: Promise<{ rows: Record<string, unknown>[] }>): Promise<T[]> {
  return (await query).rows as T[];
}
