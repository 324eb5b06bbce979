import { type Db, schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import { type Shop, toShop } from './shop';

const { shops, shopDomains } = schema;

export async function findActiveShopBySubdomain(db: Db, subdomain: string): Promise<Shop | undefined> {
  const [row] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.subdomain, subdomain), eq(shops.status, 'active')));
  return row ? toShop(row) : undefined;
}

export async function findActiveShopByDomain(db: Db, hostname: string): Promise<Shop | undefined> {
  const [row] = await db
    .select({ shop: shops })
    .from(shopDomains)
    .innerJoin(shops, eq(shops.id, shopDomains.shopId))
    .where(
      and(
        eq(shopDomains.hostname, hostname),
        eq(shopDomains.status, 'connected'),
        eq(shops.status, 'active'),
      ),
    );
  return row ? toShop(row.shop) : undefined;
}

/** The connected domain a shop's storefront pages redirect to, if it has chosen one. */
export async function primaryHostOf(db: Db, shopId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ hostname: shopDomains.hostname })
    .from(shopDomains)
    .where(
      and(
        eq(shopDomains.shopId, shopId),
        eq(shopDomains.isPrimary, true),
        eq(shopDomains.status, sql`'connected'`),
      ),
    );
  return row?.hostname;
}

/** A suspended shop behind a host, with the operator's reason (only its admin door tells it) and its name. */
export async function findSuspendedShop(
  db: Db,
  target: { by: 'subdomain'; subdomain: string } | { by: 'domain'; hostname: string },
): Promise<{ name: string; adminPath: string; reason: string | null } | undefined> {
  const columns = { name: shops.name, adminPath: shops.adminPath, reason: shops.suspensionReason };
  const [row] =
    target.by === 'subdomain'
      ? await db
          .select(columns)
          .from(shops)
          .where(and(eq(shops.subdomain, target.subdomain), eq(shops.status, 'suspended')))
      : await db
          .select(columns)
          .from(shopDomains)
          .innerJoin(shops, eq(shops.id, shopDomains.shopId))
          .where(
            and(
              eq(shopDomains.hostname, target.hostname),
              eq(shopDomains.status, 'connected'),
              eq(shops.status, 'suspended'),
            ),
          );
  return row;
}
