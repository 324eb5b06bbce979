import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** An integer list as one array parameter (`= ANY(…)`), whatever its length. */
export function intArray(ids: readonly number[]): SQL {
  for (const id of ids) if (!Number.isInteger(id)) throw new Error('intArray takes integers only');
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/** Rows of a raw query, typed by the caller (both drivers give records). */
export async function rowsOf<T>(query: Promise<{ rows: Record<string, unknown>[] }>): Promise<T[]> {
  return (await query).rows as T[];
}

/**
 * Rows of several shops by their keys, `(shop_id, id) IN (…)`: keys are (shop_id, id) (ADR 0089),
 * so a batch job that claimed rows across shops finds them again through the primary key.
 */
export function inShopKeys(
  shopIdColumn: AnyColumn,
  idColumn: AnyColumn,
  rows: readonly { shopId: number; id: number }[],
): SQL {
  const keys = rows.map((r) => sql`(${r.shopId}, ${r.id})`);
  return sql`(${shopIdColumn}, ${idColumn}) IN (${sql.join(keys, sql`, `)})`;
}
