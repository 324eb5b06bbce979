import { type Db, schema } from '@emporia/db';
import { and, asc, eq, sql } from 'drizzle-orm';

const t = schema.shopLanguages;

export interface LanguageRow {
  code: string;
  enabled: boolean;
  position: number;
}

export function listLanguageRows(db: Db, shopId: number): Promise<LanguageRow[]> {
  return db
    .select({ code: t.code, enabled: t.enabled, position: t.position })
    .from(t)
    .where(eq(t.shopId, shopId))
    .orderBy(asc(t.position), asc(t.code));
}

/** Adds a language last; false when the shop has it already (the key says so, even in a race). */
export async function insertLanguage(db: Db, shopId: number, code: string): Promise<boolean> {
  const added = await db
    .insert(t)
    .values({
      shopId,
      code,
      position: sql`(SELECT coalesce(max(${t.position}) + 1, 0) FROM ${t} WHERE ${t.shopId} = ${shopId})`,
    })
    .onConflictDoNothing()
    .returning({ code: t.code });
  return added.length > 0;
}

export async function updateLanguage(
  db: Db,
  shopId: number,
  code: string,
  change: Partial<Pick<LanguageRow, 'enabled' | 'position'>>,
): Promise<void> {
  await db
    .update(t)
    .set(change)
    .where(and(eq(t.shopId, shopId), eq(t.code, code)));
}

export async function deleteLanguage(db: Db, shopId: number, code: string): Promise<void> {
  await db.delete(t).where(and(eq(t.shopId, shopId), eq(t.code, code)));
}

export async function setShopDefaultLanguage(db: Db, shopId: number, code: string): Promise<void> {
  await db
    .update(schema.shops)
    .set({ defaultLanguage: code, updatedAt: sql`now()` })
    .where(eq(schema.shops.id, shopId));
}

export async function readShopDefaultLanguage(db: Db, shopId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: schema.shops.defaultLanguage })
    .from(schema.shops)
    .where(eq(schema.shops.id, shopId));
  return row?.code;
}
