import { type Db, schema } from '@emporia/db';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { likePattern } from '../../kernel/like-pattern';
import { keysetOf, type Paging } from '../../kernel/list-pages';

const { urlRedirects, shops } = schema;
export type RedirectRow = typeof urlRedirects.$inferSelect;

const sortColumns = {
  from: urlRedirects.fromPath,
  to: urlRedirects.toPath,
  hits: urlRedirects.hits,
  updated_at: urlRedirects.updatedAt,
} as const;

export interface RedirectListOptions {
  search?: string;
  sort: keyof typeof sortColumns;
  order: 'asc' | 'desc';
}

export async function listRedirectRows(
  db: Db,
  shopId: number,
  options: RedirectListOptions,
  paging: Paging,
): Promise<{ rows: RedirectRow[]; total?: number }> {
  const pattern = options.search ? likePattern(options.search) : undefined;
  const where = and(
    eq(urlRedirects.shopId, shopId),
    pattern ? or(ilike(urlRedirects.fromPath, pattern), ilike(urlRedirects.toPath, pattern)) : undefined,
  );
  const direction = options.order === 'asc' ? asc : desc;
  if (paging.by === 'cursor') {
    const keyset = keysetOf(paging, sql`${urlRedirects.id}`);
    const rows = await db
      .select()
      .from(urlRedirects)
      .where(and(where, keyset.condition))
      .orderBy(keyset.orderBy)
      .limit(keyset.rows);
    return { rows };
  }
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(urlRedirects)
      .where(where)
      .orderBy(direction(sortColumns[options.sort]), asc(urlRedirects.id))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db.select({ n: count() }).from(urlRedirects).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Every redirect of the shop, oldest address first (the CSV export). */
export const allRedirectRows = (db: Db, shopId: number): Promise<RedirectRow[]> =>
  db.select().from(urlRedirects).where(eq(urlRedirects.shopId, shopId)).orderBy(asc(urlRedirects.fromPath));

export async function findRedirect(db: Db, shopId: number, id: number): Promise<RedirectRow | undefined> {
  const [row] = await db
    .select()
    .from(urlRedirects)
    .where(and(eq(urlRedirects.shopId, shopId), eq(urlRedirects.id, id)));
  return row;
}

export async function findRedirectByKey(
  db: Db,
  shopId: number,
  key: string,
): Promise<RedirectRow | undefined> {
  const [row] = await db
    .select()
    .from(urlRedirects)
    .where(and(eq(urlRedirects.shopId, shopId), eq(urlRedirects.fromPath, key)));
  return row;
}

/** The redirects whose old address is one of `keys`: key → new address. */
export async function targetsOf(db: Db, shopId: number, keys: string[]): Promise<Map<string, string>> {
  const targets = new Map<string, string>();
  // In slices: each key is a parameter, and a statement takes at most 65,535.
  for (let at = 0; at < keys.length; at += 5000) {
    const rows = await db
      .select({ from: urlRedirects.fromPath, to: urlRedirects.toPath })
      .from(urlRedirects)
      .where(and(eq(urlRedirects.shopId, shopId), inArray(urlRedirects.fromPath, keys.slice(at, at + 5000))));
    for (const row of rows) targets.set(row.from, row.to);
  }
  return targets;
}

/** Holds the shop's row until the transaction ends, so two writers count redirects one after the other. */
export async function lockShopRedirects(db: Db, shopId: number): Promise<void> {
  await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
}

export async function countRedirects(db: Db, shopId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(urlRedirects).where(eq(urlRedirects.shopId, shopId));
  return row?.n ?? 0;
}

export interface RedirectValues {
  fromPath: string;
  toPath: string;
  status: number;
}

/** Adds or replaces (by old address) redirects; answers how many were new. */
export async function upsertRedirectRows(db: Db, shopId: number, values: RedirectValues[]): Promise<number> {
  let created = 0;
  // Batches keep each statement's parameters well under PostgreSQL's 65,535.
  for (let at = 0; at < values.length; at += 1000) {
    const batch = values.slice(at, at + 1000).map((value) => ({ ...value, shopId }));
    const rows = await db
      .insert(urlRedirects)
      .values(batch)
      .onConflictDoUpdate({
        target: [urlRedirects.shopId, urlRedirects.fromPath],
        set: {
          toPath: sql`excluded.to_path`,
          status: sql`excluded.status`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    created += rows.filter((row) => row.inserted).length;
  }
  return created;
}

export async function updateRedirectRow(
  db: Db,
  shopId: number,
  id: number,
  values: RedirectValues,
): Promise<RedirectRow | undefined> {
  const [row] = await db
    .update(urlRedirects)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(urlRedirects.shopId, shopId), eq(urlRedirects.id, id)))
    .returning();
  return row;
}

export async function deleteRedirectRow(db: Db, shopId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(urlRedirects)
    .where(and(eq(urlRedirects.shopId, shopId), eq(urlRedirects.id, id)))
    .returning({ id: urlRedirects.id });
  return rows.length > 0;
}

export async function countHit(db: Db, shopId: number, id: number): Promise<void> {
  await db.execute(sql`UPDATE url_redirects SET hits = hits + 1 WHERE shop_id = ${shopId} AND id = ${id}`);
}

export async function deleteRedirectByKey(db: Db, shopId: number, key: string): Promise<void> {
  await db.delete(urlRedirects).where(and(eq(urlRedirects.shopId, shopId), eq(urlRedirects.fromPath, key)));
}
