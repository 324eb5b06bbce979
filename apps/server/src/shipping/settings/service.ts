import { errorCodes } from '@emporia/contracts/errors';
import {
  type ModuleValues,
  multiValueFields,
  type ShippingModule,
  type ShippingSaveBody,
  secretKeysOf,
  shippingDefaults,
  shippingKeyPrefix,
  shippingModules,
  shippingSettingsSchemas,
} from '@emporia/contracts/shipping-settings';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { findGeoZone } from '../../modules/geo-zones';
import {
  configTypes,
  hideSecrets,
  joinMulti,
  readConfigEntries,
  secretsToWrite,
  splitMulti,
  writeConfigEntries,
} from '../../modules/settings';

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

/**
 * What the admin panels get: every module's values with each secret as ''
 * (saved secrets are never sent back, ADR 0021), and per module the secret
 * keys that hold a value.
 */
export async function shippingSettingsForAdmin(
  ctx: RequestContext,
): Promise<{ data: AllShippingSettings; secrets_set: Record<ShippingModule, string[]> }> {
  const all = await readShippingSettings(ctx);
  const data = {} as AllShippingSettings;
  const secretsSet = {} as Record<ShippingModule, string[]>;
  for (const module of shippingModules) {
    const hidden = hideSecrets(all[module], new Set(secretKeysOf(module)));
    data[module] = hidden.values;
    secretsSet[module] = hidden.secretsSet;
  }
  return { data, secrets_set: secretsSet };
}

const invalid = (fields: Record<string, string>) =>
  new AppError(400, errorCodes.validation, Object.values(fields)[0] ?? 'The settings are not valid.', fields);

/**
 * admin_config_update_shipping: the module's whole key/value object, already
 * checked by the module's save schema. An empty secret keeps the saved one
 * (ADR 0021), so the module's own schema (required fields) is applied to the
 * values as they will be stored; then the checks that need the database (the
 * shipping zone is one of the shop's geo zones, the UPS country exists).
 */
export async function saveShippingSettings(
  ctx: RequestContext,
  module: ShippingModule,
  body: ShippingSaveBody,
): Promise<void> {
  const prefix = shippingKeyPrefix(module);
  const { secrets_clear: clear, ...values } = body;
  const secrets = new Set(secretKeysOf(module));
  const typed: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) typed[key] = Array.isArray(value) ? joinMulti(value) : value;
  }
  const entries = secretsToWrite(typed, secrets, Array.isArray(clear) ? clear : []);

  const stored = (await readShippingSettings(ctx))[module];
  const merged = { ...stored, ...values };
  for (const key of secrets) merged[key] = key in entries ? (entries[key] ?? '') : (stored[key] ?? '');
  const checked = shippingSettingsSchemas[module].safeParse(merged);
  if (!checked.success) {
    const fields: Record<string, string> = {};
    for (const issue of checked.error.issues) fields[String(issue.path[0])] ??= issue.message;
    throw invalid(fields);
  }

  const zoneKey = `${prefix}shipping_zone`;
  const zoneId = Number(entries[zoneKey] ?? '0');
  if (zoneKey in entries && zoneId !== 0 && !(await findGeoZone(ctx, zoneId))) {
    throw invalid({ [zoneKey]: "Choose one of the shop's shipping zones." });
  }
  const taxKey = `${prefix}tax_class_id`;
  const taxClassId = Number(entries[taxKey] ?? '0');
  if (taxKey in entries && taxClassId !== 0) {
    const [taxClass] = await ctx.db
      .select({ id: schema.taxClasses.id })
      .from(schema.taxClasses)
      .where(and(eq(schema.taxClasses.shopId, ctx.shop.id), eq(schema.taxClasses.id, taxClassId)));
    if (!taxClass) throw invalid({ [taxKey]: "Choose one of the shop's tax classes." });
  }
  if (module === 'ups') {
    const countryKey = `${prefix}source_country`;
    const [country] = await ctx.db
      .select({ id: schema.countries.id })
      .from(schema.countries)
      .where(eq(schema.countries.isoCode2, entries[countryKey] ?? ''));
    if (!country) throw invalid({ [countryKey]: 'Choose a country.' });
  }

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
