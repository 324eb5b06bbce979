import type { BannerPlacement } from '@emporia/contracts/banners';
import { type Db, schema } from '@emporia/db';
import { and, asc, eq, gt, inArray, isNull, lte, max, min, or, sql } from 'drizzle-orm';

const { banners, categories } = schema;
export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'shopId' | 'createdAt' | 'updatedAt'>;

const placementOrder = [asc(banners.placement), asc(banners.sortOrder), asc(banners.id)];

export const listBanners = (db: Db, shopId: number): Promise<BannerRow[]> =>
  db
    .select()
    .from(banners)
    .where(eq(banners.shopId, shopId))
    .orderBy(...placementOrder);

/** The banners that show at `now`: switched on, started (or without a start) and not yet ended. */
export const listLiveBanners = (db: Db, shopId: number, now: Date): Promise<BannerRow[]> =>
  db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.shopId, shopId),
        eq(banners.active, true),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(...placementOrder);

export async function findBanner(db: Db, shopId: number, id: number): Promise<BannerRow | undefined> {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.shopId, shopId), eq(banners.id, id)));
  return row;
}

/** A new banner goes last in its placement. */
export async function insertBanner(db: Db, shopId: number, values: BannerValues): Promise<BannerRow> {
  const [row] = await db
    .insert(banners)
    .values({ ...values, shopId })
    .returning();
  return row!;
}

export async function nextSortOrder(db: Db, shopId: number, placement: BannerPlacement): Promise<number> {
  const [last] = await db
    .select({ n: max(banners.sortOrder) })
    .from(banners)
    .where(and(eq(banners.shopId, shopId), eq(banners.placement, placement)));
  return last?.n === null || last?.n === undefined ? 0 : last.n + 1;
}

export async function updateBanner(
  db: Db,
  shopId: number,
  id: number,
  values: BannerValues,
): Promise<BannerRow | undefined> {
  const [row] = await db
    .update(banners)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(banners.shopId, shopId), eq(banners.id, id)))
    .returning();
  return row;
}

export async function deleteBanner(db: Db, shopId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(banners)
    .where(and(eq(banners.shopId, shopId), eq(banners.id, id)))
    .returning({ id: banners.id });
  return removed.length > 0;
}

/** The ids of the shop's banners in one placement. */
export async function idsInPlacement(db: Db, shopId: number, placement: BannerPlacement): Promise<number[]> {
  const rows = await db
    .select({ id: banners.id })
    .from(banners)
    .where(and(eq(banners.shopId, shopId), eq(banners.placement, placement)));
  return rows.map((row) => row.id);
}

export async function setSortOrders(db: Db, shopId: number, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .update(banners)
      .set({ sortOrder: index })
      .where(and(eq(banners.shopId, shopId), eq(banners.id, id)));
  }
}

export async function categoryExists(db: Db, shopId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.shopId, shopId), inArray(categories.id, [id])));
  return rows.length > 0;
}

/** The next moment a switched-on banner starts or ends after `now`, or undefined. */
export async function nextBannerChange(db: Db, shopId: number, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({
      starts: min(
        sql`CASE WHEN ${banners.startsAt} > ${now.toISOString()}::timestamptz THEN ${banners.startsAt} END`,
      ).mapWith(banners.startsAt),
      ends: min(
        sql`CASE WHEN ${banners.endsAt} > ${now.toISOString()}::timestamptz THEN ${banners.endsAt} END`,
      ).mapWith(banners.endsAt),
    })
    .from(banners)
    .where(and(eq(banners.shopId, shopId), eq(banners.active, true)));
  const times = [row?.starts, row?.ends].filter((at): at is Date => at instanceof Date);
  return times.length ? new Date(Math.min(...times.map((at) => at.getTime()))) : undefined;
}
