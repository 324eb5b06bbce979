import { type Db, schema } from '@emporia/db';
import { and, eq, inArray, like, sql } from 'drizzle-orm';

const { shopSettings, shopTextOverrides } = schema;

/** Configuration entries whose key starts with `prefix`, as key → value. */
export async function listSettings(db: Db, shopId: number, prefix: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: shopSettings.key, value: shopSettings.value })
    .from(shopSettings)
    .where(and(eq(shopSettings.shopId, shopId), like(shopSettings.key, `${prefix}%`)));
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function listTextOverrides(
  db: Db,
  shopId: number,
  locale: string,
): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: shopTextOverrides.key, value: shopTextOverrides.value })
    .from(shopTextOverrides)
    .where(and(eq(shopTextOverrides.shopId, shopId), eq(shopTextOverrides.locale, locale)));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Writes the shop's texts of `locale`: a text replaces the default, null removes the shop's own. */
export async function saveTextOverrides(
  db: Db,
  shopId: number,
  locale: string,
  changes: Record<string, string | null>,
): Promise<void> {
  const entries = Object.entries(changes);
  const removed = entries.filter(([, value]) => !value).map(([key]) => key);
  const written = entries.filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (removed.length)
    await db
      .delete(shopTextOverrides)
      .where(
        and(
          eq(shopTextOverrides.shopId, shopId),
          eq(shopTextOverrides.locale, locale),
          inArray(shopTextOverrides.key, removed),
        ),
      );
  if (written.length)
    await db
      .insert(shopTextOverrides)
      .values(written.map(([key, value]) => ({ shopId, locale, key, value })))
      .onConflictDoUpdate({
        target: [shopTextOverrides.shopId, shopTextOverrides.locale, shopTextOverrides.key],
        set: { value: sql`excluded.value` },
      });
}
