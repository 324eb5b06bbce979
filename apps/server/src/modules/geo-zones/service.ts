import type { GeoZone, GeoZoneInput, geoZoneInputSchema } from '@emporia/contracts/geo-zones';
import { shippingKeyPrefix, shippingModules } from '@emporia/contracts/shipping-settings';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { badRequest, conflict, notFound } from '../../kernel/errors';
import { readConfigEntries } from '../settings';
import {
  countTaxRatesIn,
  deleteGeoZone,
  findGeoZone,
  geoZoneCovers,
  insertGeoZone,
  knownCountries,
  listGeoZoneMembers,
  replaceGeoZoneMembers,
  updateGeoZone,
} from './queries';

type ParsedInput = z.output<typeof geoZoneInputSchema>;

export type { GeoZoneInput };

export interface ZoneAddress {
  countryCode: string;
  zoneCode?: string | null;
}

/**
 * Whether an address lies in one of the shop's geo zones. Zone 0 means no
 * restriction (SPEC §9 "shipping zone 0 means none"); an unknown zone covers
 * nothing, so a module pointing at a deleted zone is simply not offered.
 */
export async function isInGeoZone(
  ctx: RequestContext,
  geoZoneId: number,
  address: ZoneAddress,
): Promise<boolean> {
  if (geoZoneId === 0) return true;
  return geoZoneCovers(
    ctx,
    geoZoneId,
    address.countryCode.toUpperCase(),
    address.zoneCode?.toUpperCase() || null,
  );
}

export async function geoZoneDetails(ctx: RequestContext, id: number): Promise<GeoZone> {
  const zone = await findGeoZone(ctx, id);
  if (!zone) throw notFound('There is no such zone.');
  const members = await listGeoZoneMembers(ctx, id);
  return {
    ...zone,
    members: members.map((m) => ({
      ...m,
      country_name: m.country_name ?? m.country_code,
      zone_name: m.zone_name,
    })),
  };
}

/** Members must be known countries and states of them; duplicates collapse. */
async function checkedMembers(ctx: RequestContext, input: ParsedInput) {
  const known = await knownCountries(ctx, [...new Set(input.members.map((m) => m.country_code))]);
  const unique = new Map<string, { countryCode: string; zoneCode: string | null }>();
  input.members.forEach((member, index) => {
    const states = known.get(member.country_code);
    if (!states)
      throw badRequest(`${member.country_code} is not a country.`, {
        [`members.${index}.country_code`]: 'Choose a country.',
      });
    if (member.zone_code && !states.has(member.zone_code)) {
      throw badRequest(`${member.zone_code} is not a state of ${member.country_code}.`, {
        [`members.${index}.zone_code`]: 'Choose a state of the country.',
      });
    }
    unique.set(`${member.country_code}:${member.zone_code ?? ''}`, {
      countryCode: member.country_code,
      zoneCode: member.zone_code,
    });
  });
  return [...unique.values()];
}

export async function createGeoZone(ctx: RequestContext, input: ParsedInput): Promise<GeoZone> {
  const members = await checkedMembers(ctx, input);
  const id = await inTransaction(ctx, async (tx) => {
    const created = await insertGeoZone(tx, { name: input.name, description: input.description });
    await replaceGeoZoneMembers(tx, created, members);
    return created;
  });
  return geoZoneDetails(ctx, id);
}

export async function changeGeoZone(ctx: RequestContext, id: number, input: ParsedInput): Promise<GeoZone> {
  if (!(await findGeoZone(ctx, id))) throw notFound('There is no such zone.');
  const members = await checkedMembers(ctx, input);
  await inTransaction(ctx, async (tx) => {
    await updateGeoZone(tx, id, { name: input.name, description: input.description });
    await replaceGeoZoneMembers(tx, id, members);
  });
  return geoZoneDetails(ctx, id);
}

/** A zone a shipping module or a tax rate still uses cannot be deleted (tax rates would go with it). */
export async function removeGeoZone(ctx: RequestContext, id: number): Promise<void> {
  if (!(await findGeoZone(ctx, id))) throw notFound('There is no such zone.');
  const entries = await readConfigEntries(ctx, 'module_shipping_');
  const users = shippingModules.filter((m) => entries[`${shippingKeyPrefix(m)}shipping_zone`] === String(id));
  if (users.length > 0) throw conflict(`The zone is used by the shipping modules: ${users.join(', ')}.`);
  const taxRates = await countTaxRatesIn(ctx, id);
  if (taxRates > 0) throw conflict(`The zone is used by ${taxRates} tax rate${taxRates === 1 ? '' : 's'}.`);
  await deleteGeoZone(ctx, id);
}
