import { schema } from '@emporia/db';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';

const {
  advancedShipperMethods: methods,
  advancedShipperRegions: regions,
  advancedShipperRates: rates,
} = schema;

export type RegionRow = typeof regions.$inferSelect;
export type RateRow = typeof rates.$inferSelect;

export async function listMethods(ctx: RequestContext) {
  return ctx.db
    .select({
      id: methods.id,
      name: methods.name,
      status: methods.status,
      sortOrder: methods.sortOrder,
      regionCount: count(regions.id),
    })
    .from(methods)
    .leftJoin(regions, and(eq(regions.methodId, methods.id), eq(regions.shopId, ctx.shop.id)))
    .where(eq(methods.shopId, ctx.shop.id))
    .groupBy(methods.shopId, methods.id)
    .orderBy(asc(methods.sortOrder), asc(methods.name), asc(methods.id));
}

export async function findMethod(ctx: RequestContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(methods)
    .where(and(eq(methods.shopId, ctx.shop.id), eq(methods.id, id)));
  return row;
}

export async function insertMethod(
  ctx: RequestContext,
  values: { name: string; status: number; sortOrder: number },
) {
  const [row] = await ctx.db
    .insert(methods)
    .values({ shopId: ctx.shop.id, ...values })
    .returning({ id: methods.id });
  return row!.id;
}

export async function updateMethod(
  ctx: RequestContext,
  id: number,
  values: { name: string; status: number; sortOrder: number },
) {
  await ctx.db
    .update(methods)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(methods.shopId, ctx.shop.id), eq(methods.id, id)));
}

export async function deleteMethod(ctx: RequestContext, id: number) {
  await ctx.db.delete(methods).where(and(eq(methods.shopId, ctx.shop.id), eq(methods.id, id)));
}

/** Regions of the given methods in the merchant's order, with their rate rows ascending. */
export async function regionsOf(ctx: RequestContext, methodIds: number[]) {
  if (methodIds.length === 0) return [];
  const regionRows = await ctx.db
    .select()
    .from(regions)
    .where(and(eq(regions.shopId, ctx.shop.id), inArray(regions.methodId, methodIds)))
    .orderBy(asc(regions.sortOrder), asc(regions.id));
  const rateRows = regionRows.length
    ? await ctx.db
        .select()
        .from(rates)
        .where(
          and(
            eq(rates.shopId, ctx.shop.id),
            inArray(
              rates.regionId,
              regionRows.map((r) => r.id),
            ),
          ),
        )
        .orderBy(asc(rates.upTo))
    : [];
  return regionRows.map((region) => ({ region, rates: rateRows.filter((r) => r.regionId === region.id) }));
}

export async function activeMethods(ctx: RequestContext) {
  return ctx.db
    .select()
    .from(methods)
    .where(and(eq(methods.shopId, ctx.shop.id), eq(methods.status, 1)))
    .orderBy(asc(methods.sortOrder), asc(methods.id));
}

export interface RegionValues {
  name: string;
  countries: string[];
  zones: string[];
  postcodes: string[];
  rateBasis: string;
  sortOrder: number;
}

export async function insertRegion(ctx: RequestContext, methodId: number, values: RegionValues) {
  const [row] = await ctx.db
    .insert(regions)
    .values({ shopId: ctx.shop.id, methodId, ...values })
    .returning({ id: regions.id });
  return row!.id;
}

export async function updateRegion(ctx: RequestContext, id: number, values: RegionValues) {
  await ctx.db
    .update(regions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(regions.shopId, ctx.shop.id), eq(regions.id, id)));
}

export async function findRegion(ctx: RequestContext, methodId: number, id: number) {
  const [row] = await ctx.db
    .select()
    .from(regions)
    .where(and(eq(regions.shopId, ctx.shop.id), eq(regions.methodId, methodId), eq(regions.id, id)));
  return row;
}

export async function deleteRegion(ctx: RequestContext, id: number) {
  await ctx.db.delete(regions).where(and(eq(regions.shopId, ctx.shop.id), eq(regions.id, id)));
}

export async function replaceRates(
  ctx: RequestContext,
  regionId: number,
  rows: { upTo: number; costMinor: number }[],
) {
  await ctx.db.delete(rates).where(and(eq(rates.shopId, ctx.shop.id), eq(rates.regionId, regionId)));
  if (rows.length > 0)
    await ctx.db.insert(rates).values(rows.map((r) => ({ shopId: ctx.shop.id, regionId, ...r })));
}
