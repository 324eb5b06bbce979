import { schema } from '@emporia/db';
import { and, asc, count, eq, inArray, isNull, or } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';

const { geoZones, geoZoneMembers, countries, zones, taxRates } = schema;

export async function listGeoZones(ctx: RequestContext) {
  return ctx.db
    .select({
      id: geoZones.id,
      name: geoZones.name,
      description: geoZones.description,
      member_count: count(geoZoneMembers.id),
    })
    .from(geoZones)
    .leftJoin(
      geoZoneMembers,
      and(eq(geoZoneMembers.geoZoneId, geoZones.id), eq(geoZoneMembers.shopId, ctx.shop.id)),
    )
    .where(eq(geoZones.shopId, ctx.shop.id))
    .groupBy(geoZones.shopId, geoZones.id)
    .orderBy(asc(geoZones.name), asc(geoZones.id));
}

export async function findGeoZone(ctx: RequestContext, id: number) {
  const [row] = await ctx.db
    .select({ id: geoZones.id, name: geoZones.name, description: geoZones.description })
    .from(geoZones)
    .where(and(eq(geoZones.shopId, ctx.shop.id), eq(geoZones.id, id)));
  return row;
}

/** Members with the country's and state's names (from the platform's reference lists). */
export async function listGeoZoneMembers(ctx: RequestContext, geoZoneId: number) {
  return ctx.db
    .select({
      country_code: geoZoneMembers.countryCode,
      country_name: countries.name,
      zone_code: geoZoneMembers.zoneCode,
      zone_name: zones.name,
    })
    .from(geoZoneMembers)
    .leftJoin(countries, eq(countries.isoCode2, geoZoneMembers.countryCode))
    .leftJoin(zones, and(eq(zones.countryId, countries.id), eq(zones.code, geoZoneMembers.zoneCode)))
    .where(and(eq(geoZoneMembers.shopId, ctx.shop.id), eq(geoZoneMembers.geoZoneId, geoZoneId)))
    .orderBy(asc(countries.name), asc(zones.name));
}

export async function insertGeoZone(ctx: RequestContext, values: { name: string; description: string }) {
  const [row] = await ctx.db
    .insert(geoZones)
    .values({ shopId: ctx.shop.id, ...values })
    .returning({ id: geoZones.id });
  return row!.id;
}

export async function updateGeoZone(
  ctx: RequestContext,
  id: number,
  values: { name: string; description: string },
) {
  await ctx.db
    .update(geoZones)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(geoZones.shopId, ctx.shop.id), eq(geoZones.id, id)));
}

export async function replaceGeoZoneMembers(
  ctx: RequestContext,
  geoZoneId: number,
  members: { countryCode: string; zoneCode: string | null }[],
) {
  await ctx.db
    .delete(geoZoneMembers)
    .where(and(eq(geoZoneMembers.shopId, ctx.shop.id), eq(geoZoneMembers.geoZoneId, geoZoneId)));
  if (members.length === 0) return;
  await ctx.db.insert(geoZoneMembers).values(members.map((m) => ({ shopId: ctx.shop.id, geoZoneId, ...m })));
}

export async function deleteGeoZone(ctx: RequestContext, id: number) {
  await ctx.db.delete(geoZones).where(and(eq(geoZones.shopId, ctx.shop.id), eq(geoZones.id, id)));
}

/** Whether the zone has a member for the whole country or for the given state of it. */
export async function geoZoneCovers(
  ctx: RequestContext,
  geoZoneId: number,
  countryCode: string,
  zoneCode: string | null,
) {
  const [row] = await ctx.db
    .select({ id: geoZoneMembers.id })
    .from(geoZoneMembers)
    .where(
      and(
        eq(geoZoneMembers.shopId, ctx.shop.id),
        eq(geoZoneMembers.geoZoneId, geoZoneId),
        eq(geoZoneMembers.countryCode, countryCode),
        zoneCode
          ? or(isNull(geoZoneMembers.zoneCode), eq(geoZoneMembers.zoneCode, zoneCode))
          : isNull(geoZoneMembers.zoneCode),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The known countries among `codes`, with their state codes. */
export async function knownCountries(ctx: RequestContext, codes: string[]) {
  if (codes.length === 0) return new Map<string, Set<string>>();
  const rows = await ctx.db
    .select({ iso: countries.isoCode2, zone: zones.code })
    .from(countries)
    .leftJoin(zones, eq(zones.countryId, countries.id))
    .where(inArray(countries.isoCode2, codes));
  const known = new Map<string, Set<string>>();
  for (const row of rows) {
    const states = known.get(row.iso) ?? new Set<string>();
    if (row.zone) states.add(row.zone.toUpperCase());
    known.set(row.iso, states);
  }
  return known;
}

/** Tax rates (checkout area) charged in the zone. */
export async function countTaxRatesIn(ctx: RequestContext, geoZoneId: number) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(taxRates)
    .where(and(eq(taxRates.shopId, ctx.shop.id), eq(taxRates.geoZoneId, geoZoneId)));
  return row?.n ?? 0;
}
