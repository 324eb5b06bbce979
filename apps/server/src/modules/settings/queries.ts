import { type Db, schema } from '@emporia/db';
import { and, eq, like } from 'drizzle-orm';

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
