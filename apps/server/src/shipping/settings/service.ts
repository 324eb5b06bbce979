import { errorCodes } from '@emporia/contracts/errors';
import {
  type ModuleValues,
  multiValueFields,
  type ShippingModule,
  secretFields,
  shippingDefaults,
  shippingKeyPrefix,
  shippingModules,
  shippingSettingsSchemas,
} from '@emporia/contracts/shipping-settings';
import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { findGeoZone } from '../../modules/geo-zones/queries';
import {
  configTypes,
  joinMulti,
  readConfigEntries,
  splitMulti,
  writeConfigEntries,
} from '../../modules/settings/config-entries';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';

export type AllShippingSettings = Record<ShippingModule, ModuleValues>;

/** Every module's values under its full keys, defaults filled, multi-values split back into lists. */
export async function readShippingSettings(ctx: RequestContext): Promise<AllShippingSettings> {
  const stored = await readConfigEntries(ctx, 'module_shipping_');
  const all = {} as AllShippingSettings;
  for (const module of shippingModules) {
    const prefix = shippingKeyPrefix(module);
    const multi = new Set(multiValueFields[module] ?? []);
    const values: ModuleValues = {};
    for (const [field, fallback] of Object.entries(shippingDefaults[module])) {
      const raw = stored[`${prefix}${field}`];
      values[`${prefix}${field}`] = raw === undefined ? fallback : multi.has(field) ? splitMulti(raw) : raw;
    }
    all[module] = values;
  }
  return all;
}

const invalid = (fields: Record<string, string>) =>
  new AppError(400, errorCodes.validation, Object.values(fields)[0] ?? 'The settings are not valid.', fields);

/**
 * admin_config_update_shipping: the module's whole key/value object, already
 * checked by the module's schema; here the checks that need the database
 * (the shipping zone is one of the shop's geo zones, the UPS country exists).
 */
export async function saveShippingSettings<M extends ShippingModule>(
  ctx: RequestContext,
  module: M,
  values: z.output<(typeof shippingSettingsSchemas)[M]>,
): Promise<void> {
  const prefix = shippingKeyPrefix(module);
  const entries: Record<string, string> = {};
  for (const [key, value] of Object.entries(values as Record<string, string | string[]>)) {
    entries[key] = Array.isArray(value) ? joinMulti(value) : value;
  }

  const zoneKey = `${prefix}shipping_zone`;
  const zoneId = Number(entries[zoneKey] ?? '0');
  if (zoneKey in entries && zoneId !== 0 && !(await findGeoZone(ctx, zoneId))) {
    throw invalid({ [zoneKey]: "Choose one of the shop's shipping zones." });
  }
  if (module === 'ups') {
    const countryKey = `${prefix}source_country`;
    const [country] = await ctx.db
      .select({ id: schema.countries.id })
      .from(schema.countries)
      .where(eq(schema.countries.isoCode2, entries[countryKey] ?? ''));
    if (!country) throw invalid({ [countryKey]: 'Choose a country.' });
  }

  const secrets = new Set((secretFields[module] ?? []).map((field) => `${prefix}${field}`));
  await writeConfigEntries(ctx, configTypes.shipping, entries, secrets);
}

/** A module's stored values parsed by its schema, for rating; undefined when they do not (yet) pass. */
export function parsedSettings<M extends ShippingModule>(
  module: M,
  values: ModuleValues,
): z.output<(typeof shippingSettingsSchemas)[M]> | undefined {
  const parsed = shippingSettingsSchemas[module].safeParse(values);
  return parsed.success ? (parsed.data as z.output<(typeof shippingSettingsSchemas)[M]>) : undefined;
}
