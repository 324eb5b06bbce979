import { type Db, schema } from '@emporia/db';
import { asc, eq, inArray } from 'drizzle-orm';

const { shops, shopDomains } = schema;

export type ShopInsert = typeof shops.$inferInsert;

export async function listShopsWithDomains(db: Db, subdomain?: string) {
  const rows = await db
    .select()
    .from(shops)
    .where(subdomain ? eq(shops.subdomain, subdomain) : undefined)
    .orderBy(asc(shops.id));
  const domains = rows.length
    ? await db
        .select()
        .from(shopDomains)
        .where(
          inArray(
            shopDomains.shopId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((shop) => ({ shop, domains: domains.filter((d) => d.shopId === shop.id) }));
}

export async function insertShop(db: Db, values: ShopInsert) {
  const [row] = await db.insert(shops).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateShopBySubdomain(db: Db, subdomain: string, values: Partial<ShopInsert>) {
  const [row] = await db
    .update(shops)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shops.subdomain, subdomain))
    .returning();
  return row;
}

export async function upsertDomain(db: Db, shopId: number, hostname: string, status: string) {
  const [row] = await db
    .insert(shopDomains)
    .values({ shopId, hostname, status })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [existing] = await db.select().from(shopDomains).where(eq(shopDomains.hostname, hostname));
  if (existing?.shopId !== shopId) return undefined;
  const [updated] = await db
    .update(shopDomains)
    .set({ status })
    .where(eq(shopDomains.id, existing.id))
    .returning();
  return updated;
}
