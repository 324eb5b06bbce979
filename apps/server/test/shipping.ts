// Helpers for shipping tests: module settings in their stored (full-key) shape.
import {
  type ShippingModule,
  shippingDefaults,
  shippingKeyPrefix,
  shippingSettingsSchemas,
} from '@emporia/contracts/shipping-settings';
import type { z } from 'zod';

/** A module's whole key/value object: defaults, then `fields` (short names), under full keys. */
export function panelValues(module: ShippingModule, fields: Record<string, string | string[]> = {}) {
  const values: Record<string, string | string[]> = {};
  for (const [field, value] of Object.entries({ ...shippingDefaults[module], ...fields })) {
    values[`${shippingKeyPrefix(module)}${field}`] = value;
  }
  return values;
}

/** The same, parsed by the module's schema as the rating code receives it. */
export function moduleSettings<M extends ShippingModule>(
  module: M,
  fields: Record<string, string | string[]> = {},
): z.output<(typeof shippingSettingsSchemas)[M]> {
  return shippingSettingsSchemas[module].parse(panelValues(module, fields)) as z.output<
    (typeof shippingSettingsSchemas)[M]
  >;
}
