import { z } from 'zod';
import './messages';
import { secretsClearSchema, secretsSetSchema } from './secret-settings';
import {
  canadaPostServices,
  fedexServices,
  type ServiceOption,
  upsServices,
  uspsDomesticServices,
  uspsInternationalServices,
  uspsMailTypes,
  valuesOf,
} from './shipping-services';

/**
 * Shipping-module configuration entries (SPEC §3, type 3). Keys are
 * `module_shipping_{module}_{field}`; the admin panel sends and receives the
 * whole key/value object of one module. Multi-selects travel as arrays and are
 * stored joined by '|'.
 */
export const shippingModules = [
  'advancedshipper',
  'canadapost',
  'fedex',
  'flatrate',
  'freeshipping',
  'storepickup',
  'ups',
  'usps',
] as const;
export type ShippingModule = (typeof shippingModules)[number];
export const shippingModuleSchema = z.enum(shippingModules);

/** The modules' names as merchants and shoppers read them (panel titles, checkout messages). */
export const shippingModuleNames: Record<ShippingModule, string> = {
  advancedshipper: 'Advanced Shipper',
  canadapost: 'Canada Post',
  fedex: 'FedEx',
  flatrate: 'Flat Rate',
  freeshipping: 'Free Shipping',
  storepickup: 'Store Pickup',
  ups: 'UPS',
  usps: 'USPS',
};

/**
 * What a shopper reads at checkout when a module could not rate the cart
 * (timeout, refused credentials, provider error): never the provider's own
 * words, which are for staff (ADR 0028). i18n key checkout.shipping_unavailable.
 */
export const shippingUnavailableMessage = (module: ShippingModule) =>
  `${shippingModuleNames[module]} rates are unavailable right now; choose another method or try again.`;

/** A module the checkout could not rate, as shoppers see it. */
export const unavailableShippingSchema = z.object({
  module: shippingModuleSchema,
  /** The module's name (shippingModuleNames). */
  name: z.string(),
  message: z.string(),
});
export type UnavailableShipping = z.infer<typeof unavailableShippingSchema>;

/** GET /api/v1/admin/settings/shipping/errors: each module's last rating failure, with the provider's detail (staff only). */
export const carrierErrorSchema = z.object({
  module: shippingModuleSchema,
  kind: z.enum(['auth', 'timeout', 'network', 'rejected', 'configuration', 'unavailable']),
  detail: z.string(),
  count: z.number().int(),
  first_at: z.string(),
  last_at: z.string(),
});
export type CarrierErrorEntry = z.infer<typeof carrierErrorSchema>;
export const carrierErrorsResponseSchema = z.object({ data: z.array(carrierErrorSchema) });

export const carrierModules = ['canadapost', 'fedex', 'ups', 'usps'] as const;
export type CarrierModule = (typeof carrierModules)[number];

export const shippingKeyPrefix = (module: ShippingModule) => `module_shipping_${module}_` as const;

// ── Field kinds ────────────────────────────────────────────────────────────

const flag = z.enum(['0', '1'], { message: 'Choose Enabled or Disabled.' });
const freeText = z.string().trim().max(255, 'At most 255 characters.');
const required = (label: string) =>
  z.string().trim().min(1, `The ${label} field is required.`).max(255, 'At most 255 characters.');
/** SPEC §5: handling fee and sort order accept any decimal number (empty counts as 0). */
const decimal = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^$|^-?(?:\d+(?:\.\d+)?|\.\d+)$/, `The ${label} field must be a decimal number.`);
/** A geo zone id; 0 means none, i.e. every destination (SPEC §9). */
const shippingZone = z.string().trim().regex(/^\d+$/, 'Choose a shipping zone.');
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: `Choose one of ${values.join(', ')}.` });
const multi = (options: readonly ServiceOption[]) => {
  const values = valuesOf(options) as [string, ...string[]];
  return z
    .array(z.enum(values, { message: 'Choose services from the list.' }))
    .max(values.length * 2)
    .transform((list) => [...new Set(list)]);
};

/**
 * The tax class of what the method charges (0 = untaxed): the shop's rates of
 * that class at the destination tax the shipping line like a product of the
 * class. Every module has it; optional so saves from older panels still pass.
 */
const taxClass = z.string().trim().regex(/^\d+$/, 'Choose a tax class.').optional();

/**
 * Prefixes the field names of a module with `module_shipping_{module}_`,
 * keeping their types, and adds the tax class every module carries.
 */
function moduleSchema<const M extends ShippingModule, S extends z.ZodRawShape>(module: M, shape: S) {
  const prefixed = Object.fromEntries(
    Object.entries({ ...shape, tax_class_id: taxClass }).map(([field, type]) => [
      `${shippingKeyPrefix(module)}${field}`,
      type,
    ]),
  );
  return z.strictObject(
    prefixed as {
      [K in (keyof S & string) | 'tax_class_id' as `module_shipping_${M}_${K}`]: K extends keyof S
        ? S[K]
        : typeof taxClass;
    },
  );
}

// ── The eight modules ──────────────────────────────────────────────────────

export const advancedShipperSettingsSchema = moduleSchema('advancedshipper', {
  active: flag,
  /** 1 cost ascending, 2 cost descending. */
  method_sorting: choice(['1', '2']),
  debug: flag,
  sort_order: decimal('Sort Order'),
  /** 1 shows the shipping-box fields on the admin product form. */
  shipping_box_status: flag,
});

export const canadaPostSettingsSchema = moduleSchema('canadapost', {
  active: flag,
  username: freeText,
  password: freeText,
  customer_number: freeText,
  postcode: freeText,
  hostname: choice(['development', 'production']),
  services: multi(canadaPostServices),
  weight_unit: choice(['lb', 'kg']),
  shipping_zone: shippingZone,
  handling_fee: decimal('Handling Fee'),
});

export const fedexRateRequestTypes = ['ACCOUNT', 'LIST', 'ACCOUNT_LIST'] as const;
export const fedexPickupTypes = [
  'CONTACT_FEDEX_TO_SCHEDULE',
  'DROPOFF_AT_FEDEX_LOCATION',
  'USE_SCHEDULED_PICKUP',
] as const;
export const fedexPackagingTypes = [
  'YOUR_PACKAGING',
  'FEDEX_ENVELOPE',
  'FEDEX_BOX',
  'FEDEX_10KG_BOX',
  'FEDEX_25KG_BOX',
  'FEDEX_PAK',
  'FEDEX_TUBE',
] as const;

export const fedexSettingsSchema = moduleSchema('fedex', {
  active: flag,
  account_number: required('Account Number'),
  client_id: required('Client ID'),
  client_secret: required('Client Secret'),
  signature: flag,
  weight_unit: choice(['lb', 'kg']),
  rate_request: choice(fedexRateRequestTypes),
  pickup_type: choice(fedexPickupTypes),
  packaging_type: choice(fedexPackagingTypes),
  saturday_delivery: flag,
  shipping_zone: shippingZone,
  handling_fee: decimal('Handling Fee'),
  services: multi(fedexServices),
  /** Shows carrier errors to shoppers (debug). */
  display_error: flag,
});

export const flatRateSettingsSchema = moduleSchema('flatrate', {
  active: flag,
  shipping_cost: freeText,
  shipping_zone: shippingZone,
  sort_order: decimal('Sort Order'),
  handling_fee: decimal('Handling Fee'),
});

const conditionalShape = {
  active: flag,
  shipping_cost: freeText,
  shipping_zone: shippingZone,
  sort_order: decimal('Sort Order'),
  handling_fee: decimal('Handling Fee'),
  /** Minimum order total. */
  total_condition: freeText,
  /** Minimum cart weight in kg. */
  weight_condition: freeText,
  /** Minimum number of items. */
  item_count_condition: freeText,
};
export const freeShippingSettingsSchema = moduleSchema('freeshipping', conditionalShape);
/** Same keys as free shipping; the three conditions are kept in the data but not shown in the form. */
export const storePickupSettingsSchema = moduleSchema('storepickup', conditionalShape);

export const upsSettingsSchema = moduleSchema('ups', {
  active: flag,
  username: required('Username'),
  password: required('Password'),
  access_license_number: required('Access License'),
  source_country: z
    .string()
    .trim()
    .min(1, 'The Country field is required.')
    .regex(/^[A-Za-z]{2}$/, 'Choose a country.')
    .transform((code) => code.toUpperCase()),
  source_postcode: required('Postcode'),
  weight_unit: choice(['LBS', 'KGS']),
  unit_of_measurement: choice(['IN', 'CM']),
  shipping_zone: shippingZone,
  handling_fee: decimal('Handling Fee'),
  services: multi(upsServices),
});

export const uspsSettingsSchema = moduleSchema('usps', {
  active: flag,
  username: freeText,
  origination_postcode: freeText,
  services: multi(uspsDomesticServices),
  international_services: multi(uspsInternationalServices),
  mail_type: choice(valuesOf(uspsMailTypes) as [string, ...string[]]),
  size: choice(['REGULAR', 'LARGE']),
  machinable: flag,
  shipping_zone: shippingZone,
  handling_fee: decimal('Handling Fee'),
});

export const shippingSettingsSchemas = {
  advancedshipper: advancedShipperSettingsSchema,
  canadapost: canadaPostSettingsSchema,
  fedex: fedexSettingsSchema,
  flatrate: flatRateSettingsSchema,
  freeshipping: freeShippingSettingsSchema,
  storepickup: storePickupSettingsSchema,
  ups: upsSettingsSchema,
  usps: uspsSettingsSchema,
} as const;

export type ShippingSettingsOf<M extends ShippingModule> = z.input<(typeof shippingSettingsSchemas)[M]>;
export type AdvancedShipperSettings = z.output<typeof advancedShipperSettingsSchema>;
export type CanadaPostSettings = z.output<typeof canadaPostSettingsSchema>;
export type FedexSettings = z.output<typeof fedexSettingsSchema>;
export type FlatRateSettings = z.output<typeof flatRateSettingsSchema>;
export type FreeShippingSettings = z.output<typeof freeShippingSettingsSchema>;
export type StorePickupSettings = z.output<typeof storePickupSettingsSchema>;
export type UpsSettings = z.output<typeof upsSettingsSchema>;
export type UspsSettings = z.output<typeof uspsSettingsSchema>;

/** Fields holding several values (stored joined by '|'). */
export const multiValueFields: Partial<Record<ShippingModule, readonly string[]>> = {
  canadapost: ['services'],
  fedex: ['services'],
  ups: ['services'],
  usps: ['services', 'international_services'],
};

/** Fields sealed at rest and write-only (ADR 0021): typed in plain text inputs, never sent back. */
export const secretFields: Partial<Record<ShippingModule, readonly string[]>> = {
  canadapost: ['password'],
  fedex: ['client_secret'],
  ups: ['password'],
};

/** The full keys of a module's secret fields. */
export const secretKeysOf = (module: ShippingModule): string[] =>
  (secretFields[module] ?? []).map((field) => `${shippingKeyPrefix(module)}${field}`);

/**
 * What a panel saves (admin_config_update_shipping): the module's fields, with
 * secret fields allowed empty (an empty secret keeps the saved one; whether a
 * required secret is then present is checked against the stored value) and
 * `secrets_clear` naming secrets to remove (ADR 0021).
 */
export const shippingSaveSchemas = Object.fromEntries(
  shippingModules.map((module): [ShippingModule, z.ZodType] => {
    const keys = secretKeysOf(module);
    const base: z.ZodObject = shippingSettingsSchemas[module];
    if (keys.length === 0) return [module, base];
    return [
      module,
      base.extend({
        ...Object.fromEntries(keys.map((key) => [key, freeText])),
        secrets_clear: secretsClearSchema(keys),
      }),
    ];
  }),
) as unknown as Record<ShippingModule, z.ZodType<ShippingSaveBody, Record<string, unknown>>>;

/** A parsed panel save: full key → value (a list for multi-values), and `secrets_clear`. */
export type ShippingSaveBody = Record<string, string | string[] | undefined>;

/** Every module's defaults with the tax class field: 0, untaxed. */
function withTaxClass<T extends Record<ShippingModule, Record<string, string | string[]>>>(defaults: T): T {
  for (const values of Object.values(defaults)) values.tax_class_id = '0';
  return defaults;
}

const conditionalDefaults = {
  active: '0',
  shipping_cost: '',
  shipping_zone: '0',
  sort_order: '0',
  handling_fee: '0',
  total_condition: '',
  weight_condition: '',
  item_count_condition: '',
};

/** SPEC §3/§4/§9 defaults by field: disabled, zone 0, handling fee 0, and each select's stated default; untaxed. */
export const shippingDefaults: { [M in ShippingModule]: Record<string, string | string[]> } = withTaxClass({
  advancedshipper: {
    active: '0',
    method_sorting: '1',
    debug: '0',
    sort_order: '0',
    shipping_box_status: '0',
  },
  canadapost: {
    active: '0',
    username: '',
    password: '',
    customer_number: '',
    postcode: '',
    hostname: 'production',
    services: [],
    weight_unit: 'lb',
    shipping_zone: '0',
    handling_fee: '0',
  },
  fedex: {
    active: '0',
    account_number: '',
    client_id: '',
    client_secret: '',
    signature: '0',
    weight_unit: 'lb',
    rate_request: 'ACCOUNT',
    pickup_type: 'USE_SCHEDULED_PICKUP',
    packaging_type: 'YOUR_PACKAGING',
    saturday_delivery: '0',
    shipping_zone: '0',
    handling_fee: '0',
    services: [],
    display_error: '0',
  },
  flatrate: { active: '0', shipping_cost: '', shipping_zone: '0', sort_order: '0', handling_fee: '0' },
  freeshipping: { ...conditionalDefaults },
  storepickup: { ...conditionalDefaults },
  ups: {
    active: '0',
    username: '',
    password: '',
    access_license_number: '',
    source_country: '',
    source_postcode: '',
    weight_unit: 'LBS',
    unit_of_measurement: 'IN',
    shipping_zone: '0',
    handling_fee: '0',
    services: [],
  },
  usps: {
    active: '0',
    username: '',
    origination_postcode: '',
    services: [],
    international_services: [],
    mail_type: 'PARCEL',
    size: 'REGULAR',
    machinable: '1',
    shipping_zone: '0',
    handling_fee: '0',
  },
});

/** One module's stored values as the admin sees them (full keys). */
export const moduleValuesSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
export type ModuleValues = z.infer<typeof moduleValuesSchema>;

/**
 * GET /api/v1/admin/settings/shipping: every module, defaults filled in,
 * secrets always '' (write-only, ADR 0021); `secrets_set` names, per module,
 * the secret keys that hold a saved value.
 */
export const shippingSettingsResponseSchema = z.object({
  data: z.object(
    Object.fromEntries(shippingModules.map((m) => [m, moduleValuesSchema])) as Record<
      ShippingModule,
      typeof moduleValuesSchema
    >,
  ),
  secrets_set: z.object(
    Object.fromEntries(shippingModules.map((m) => [m, secretsSetSchema])) as Record<
      ShippingModule,
      typeof secretsSetSchema
    >,
  ),
});
export type ShippingSettingsResponse = z.infer<typeof shippingSettingsResponseSchema>;

/** The answer of admin_config_update_shipping. */
export const updatedResponseSchema = z.object({ message: z.literal('Updated!') });
