import { schema } from '@emporia/db';
import { asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';

const { countries, zones } = schema;

// Countries and zones are platform-wide reference data: no shop filter.

/** What the shop reads of a country, in the API's names. */
const countryColumns = {
  id: countries.id,
  iso_code_2: countries.isoCode2,
  iso_code_3: countries.isoCode3,
  name: countries.name,
};

export async function listCountries(ctx: RequestContext) {
  return ctx.db.select(countryColumns).from(countries).orderBy(asc(countries.name));
}

export async function findCountry(ctx: RequestContext, by: { id: number } | { iso2: string }) {
  const [row] = await ctx.db
    .select(countryColumns)
    .from(countries)
    .where('id' in by ? eq(countries.id, by.id) : eq(countries.isoCode2, by.iso2));
  return row;
}

export async function listZones(ctx: RequestContext, countryId: number) {
  return ctx.db
    .select({ id: zones.id, code: zones.code, name: zones.name })
    .from(zones)
    .where(eq(zones.countryId, countryId))
    .orderBy(asc(zones.name));
}

export async function findZone(ctx: RequestContext, zoneId: number) {
  const [row] = await ctx.db
    .select({ id: zones.id, countryId: zones.countryId, code: zones.code, name: zones.name })
    .from(zones)
    .where(eq(zones.id, zoneId));
  return row;
}
