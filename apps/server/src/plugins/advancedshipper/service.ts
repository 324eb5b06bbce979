import type {
  AdvancedShipperMethod,
  AdvancedShipperRegion,
  advancedShipperMethodInputSchema,
  advancedShipperRegionInputSchema,
  RateBasis,
} from '@emporia/contracts/shipping-plugins';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { badRequest, notFound } from '../../kernel/errors';
import { knownCountries } from '../../modules/geo-zones';
import { decimalNumberToMinor, minorToDecimal } from '../../shipping';
import {
  activeMethods,
  deleteMethod,
  deleteRegion,
  findMethod,
  findRegion,
  insertMethod,
  insertRegion,
  listMethods,
  type RateRow,
  type RegionRow,
  regionsOf,
  replaceRates,
  updateMethod,
  updateRegion,
} from './queries';
import type { ShipperMethod } from './rates';

type MethodInput = z.output<typeof advancedShipperMethodInputSchema>;
type RegionInput = z.output<typeof advancedShipperRegionInputSchema>;

/** Rate-table limits are stored as integers: grams, minor units or items. */
const storedLimit = (basis: RateBasis, upTo: number) =>
  basis === 'weight'
    ? Math.max(1, Math.round(upTo * 1000))
    : basis === 'subtotal'
      ? decimalNumberToMinor(upTo)
      : upTo;
const shownLimit = (basis: RateBasis, upTo: number) =>
  basis === 'weight' ? upTo / 1000 : basis === 'subtotal' ? minorToDecimal(upTo) : upTo;

export async function methodList(ctx: RequestContext): Promise<AdvancedShipperMethod[]> {
  const rows = await listMethods(ctx);
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    status: m.status,
    sort_order: m.sortOrder,
    region_count: m.regionCount,
  }));
}

export async function methodDetails(ctx: RequestContext, id: number): Promise<AdvancedShipperMethod> {
  const method = (await methodList(ctx)).find((m) => m.id === id);
  if (!method) throw notFound('There is no such shipping method.');
  return method;
}

export async function createMethod(ctx: RequestContext, input: MethodInput) {
  const id = await insertMethod(ctx, { name: input.name, status: input.status, sortOrder: input.sort_order });
  return methodDetails(ctx, id);
}

export async function changeMethod(ctx: RequestContext, id: number, input: MethodInput) {
  if (!(await findMethod(ctx, id))) throw notFound('There is no such shipping method.');
  await updateMethod(ctx, id, { name: input.name, status: input.status, sortOrder: input.sort_order });
  return methodDetails(ctx, id);
}

export async function removeMethod(ctx: RequestContext, id: number) {
  if (!(await findMethod(ctx, id))) throw notFound('There is no such shipping method.');
  await deleteMethod(ctx, id);
}

function regionOut(region: RegionRow, rates: RateRow[]): AdvancedShipperRegion {
  const basis = region.rateBasis as RateBasis;
  return {
    id: region.id,
    method_id: region.methodId,
    name: region.name,
    countries: region.countries,
    zones: region.zones,
    postcodes: region.postcodes,
    rate_basis: basis,
    rates: rates.map((r) => ({ up_to: shownLimit(basis, r.upTo), cost: minorToDecimal(r.costMinor) })),
    sort_order: region.sortOrder,
  };
}

async function requireMethod(ctx: RequestContext, methodId: number) {
  const method = await findMethod(ctx, methodId);
  if (!method) throw notFound('There is no such shipping method.');
  return method;
}

export async function regionList(ctx: RequestContext, methodId: number): Promise<AdvancedShipperRegion[]> {
  await requireMethod(ctx, methodId);
  return (await regionsOf(ctx, [methodId])).map(({ region, rates }) => regionOut(region, rates));
}

export async function regionDetails(ctx: RequestContext, methodId: number, regionId: number) {
  const region = (await regionList(ctx, methodId)).find((r) => r.id === regionId);
  if (!region) throw notFound('There is no such region.');
  return region;
}

/** Countries and US-CA style states must exist in the platform's lists. */
async function checkPlaces(ctx: RequestContext, input: RegionInput) {
  const countryCodes = [...new Set([...input.countries, ...input.zones.map((z) => z.slice(0, 2))])];
  const known = await knownCountries(ctx, countryCodes);
  input.countries.forEach((code, i) => {
    if (!known.has(code))
      throw badRequest(`${code} is not a country.`, { [`countries.${i}`]: 'Choose a country.' });
  });
  input.zones.forEach((code, i) => {
    const [country, state] = [code.slice(0, 2), code.slice(3)];
    if (!known.get(country)?.has(state))
      throw badRequest(`${code} is not a state.`, { [`zones.${i}`]: 'Choose a state.' });
  });
}

const regionValues = (input: RegionInput) => ({
  name: input.name,
  countries: [...new Set(input.countries)],
  zones: [...new Set(input.zones)],
  postcodes: [...new Set(input.postcodes.map((p) => p.replace(/\s+/g, '').toUpperCase()))],
  rateBasis: input.rate_basis,
  sortOrder: input.sort_order,
});
const rateRows = (input: RegionInput) =>
  input.rates.map((r) => ({
    upTo: storedLimit(input.rate_basis, r.up_to),
    costMinor: decimalNumberToMinor(r.cost),
  }));

function checkRates(input: RegionInput) {
  const limits = rateRows(input).map((r) => r.upTo);
  if (new Set(limits).size !== limits.length) {
    throw badRequest('Two rates have the same "up to" value.', {
      rates: 'Two rates have the same "up to" value.',
    });
  }
}

export async function createRegion(ctx: RequestContext, methodId: number, input: RegionInput) {
  await requireMethod(ctx, methodId);
  await checkPlaces(ctx, input);
  checkRates(input);
  const id = await inTransaction(ctx, async (tx) => {
    const regionId = await insertRegion(tx, methodId, regionValues(input));
    await replaceRates(tx, regionId, rateRows(input));
    return regionId;
  });
  return regionDetails(ctx, methodId, id);
}

export async function changeRegion(
  ctx: RequestContext,
  methodId: number,
  regionId: number,
  input: RegionInput,
) {
  if (!(await findRegion(ctx, methodId, regionId))) throw notFound('There is no such region.');
  await checkPlaces(ctx, input);
  checkRates(input);
  await inTransaction(ctx, async (tx) => {
    await updateRegion(tx, regionId, regionValues(input));
    await replaceRates(tx, regionId, rateRows(input));
  });
  return regionDetails(ctx, methodId, regionId);
}

export async function removeRegion(ctx: RequestContext, methodId: number, regionId: number) {
  if (!(await findRegion(ctx, methodId, regionId))) throw notFound('There is no such region.');
  await deleteRegion(ctx, regionId);
}

/** The active methods with their regions, for rating. */
export async function shipperMethods(ctx: RequestContext): Promise<ShipperMethod[]> {
  const methods = await activeMethods(ctx);
  const regions = await regionsOf(
    ctx,
    methods.map((m) => m.id),
  );
  return methods.map((m) => ({
    id: m.id,
    name: m.name,
    sortOrder: m.sortOrder,
    regions: regions
      .filter(({ region }) => region.methodId === m.id)
      .map(({ region, rates }) => ({
        id: region.id,
        name: region.name,
        countries: region.countries,
        zones: region.zones,
        postcodes: region.postcodes,
        rateBasis: region.rateBasis as RateBasis,
        rates: rates.map((r) => ({ upTo: r.upTo, costMinor: r.costMinor })),
      })),
  }));
}
