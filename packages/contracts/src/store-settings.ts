import { z } from 'zod';
import './messages';
import { emailSchema } from './customer-auth';
import { idSchemaWith } from './primitives';
import { trackingTagsInputSchema } from './tracking-tags';

/** Admin setting/general: who the shop is and how new orders start. */
export const generalSettingsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter the store name.')
    .max(64, 'The store name has at most 64 characters.'),
  owner: z.string().trim().max(64, 'The owner has at most 64 characters.').default(''),
  address: z.string().trim().max(500, 'The address has at most 500 characters.').default(''),
  email: z.union([z.literal(''), emailSchema]).default(''),
  telephone: z.string().trim().max(32, 'A telephone number has at most 32 characters.').default(''),
  /** The status of an order whose payment method sets none. */
  order_status_id: idSchemaWith('Choose an order status.'),
  /** A cart with a known e-mail idle this long counts as abandoned. */
  abandoned_cart_minutes: z
    .number({ error: 'Enter a number of minutes.' })
    .int('Enter whole minutes.')
    .min(5, 'At least 5 minutes.')
    .max(60 * 24 * 60, 'At most 60 days.')
    .default(60),
});
export type GeneralSettings = z.output<typeof generalSettingsSchema>;
export type GeneralSettingsForm = z.input<typeof generalSettingsSchema>;
export const generalSettingsResponseSchema = z.object({ data: generalSettingsSchema });
/**
 * setting/general's one Save: the general settings and, when sent, the storefront's tags (the
 * page's "Tags and tracking" card), written in one transaction: all of it or none.
 */
export const generalSettingsSaveSchema = generalSettingsSchema.extend({
  tracking_tags: trackingTagsInputSchema.optional(),
});
export type GeneralSettingsSaveForm = z.input<typeof generalSettingsSaveSchema>;

/** Admin setting/currency: how a currency is shown (SPEC §3: symbol, position, decimal digits). */
export const currencyFormSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'A currency code has three letters, e.g. USD.'),
  title: z.string().trim().min(1, 'Enter the currency name.').max(64),
  symbol: z.string().trim().min(1, 'Enter the symbol.').max(8, 'A symbol has at most 8 characters.'),
  position: z.enum(['l', 'r'], { error: 'Choose left or right.' }),
  decimal_digits: z
    .number({ error: 'Enter the decimal digits.' })
    .int()
    .min(0, 'From 0 to 2.')
    .max(2, 'From 0 to 2.'),
  status: z.boolean().default(true),
});
export type CurrencyForm = z.input<typeof currencyFormSchema>;
export const currencyRowSchema = currencyFormSchema.extend({
  code: z.string(),
  status: z.boolean(),
  default: z.boolean(),
});
export type CurrencyRow = z.infer<typeof currencyRowSchema>;
export const currencyListResponseSchema = z.object({ data: z.array(currencyRowSchema) });
export const defaultCurrencyRequestSchema = z.object({ code: currencyFormSchema.shape.code });

/** Admin setting/tax/class. */
export const taxClassFormSchema = z.object({
  title: z.string().trim().min(1, 'Enter the tax class title.').max(64, 'At most 64 characters.'),
  description: z.string().trim().max(255, 'At most 255 characters.').default(''),
});
export type TaxClassForm = z.input<typeof taxClassFormSchema>;
export const taxClassSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  rates: z.number().int(),
});
export type TaxClass = z.infer<typeof taxClassSchema>;
export const taxClassListResponseSchema = z.object({ data: z.array(taxClassSchema) });
export const taxClassResponseSchema = z.object({ data: taxClassSchema });

/** Admin setting/tax/class-{id}/rate: a percent or a fixed amount per unit, for one geo zone. */
export const taxRateFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the tax name.').max(64, 'At most 64 characters.'),
    geo_zone_id: idSchemaWith('Choose a geo zone.'),
    type: z.enum(['percent', 'fixed'], { error: 'Choose percent or fixed amount.' }),
    /** Percent (8.25) or amount per unit (0.50). */
    rate: z
      .number({ error: 'Enter the rate.' })
      .min(0, 'The rate cannot be negative.')
      .max(100_000, 'The rate is too large.')
      .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, 'Use at most three decimals.'),
    sort_order: z.number().int().min(0).max(1000).default(0),
  })
  .refine((r) => r.type === 'fixed' || r.rate <= 100, {
    message: 'A percent rate is at most 100.',
    path: ['rate'],
  });
export type TaxRateForm = z.input<typeof taxRateFormSchema>;
export const taxRateSchema = z.object({
  id: z.number().int(),
  tax_class_id: z.number().int(),
  name: z.string(),
  geo_zone: z.object({ id: z.number().int(), name: z.string() }),
  type: z.enum(['percent', 'fixed']),
  rate: z.number(),
  sort_order: z.number().int(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;
export const taxRateListResponseSchema = z.object({
  data: z.object({ tax_class: taxClassSchema, rates: z.array(taxRateSchema) }),
});
export const taxRateResponseSchema = z.object({ data: taxRateSchema });
