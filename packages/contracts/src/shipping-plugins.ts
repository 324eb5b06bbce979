import { z } from 'zod';
import './messages';
import { idSchema, moneySchema } from './primitives';

/**
 * The shipping plugins of SPEC §2 (admin/plugin/…): shipping box manager,
 * product nesting groups and Advanced Shipper. As in the catalogue, the API
 * speaks cm and kg (decimals) and money as decimals; the database keeps mm,
 * grams and minor units.
 */

const centimetres = (label: string) =>
  z.coerce
    .number({ message: `The ${label} must be a number.` })
    .positive(`The ${label} must be above 0.`)
    .max(10_000, `The ${label} is too large.`);
const kilograms = (label: string, min: 'zero' | 'positive') => {
  const n = z.coerce
    .number({ message: `The ${label} must be a number.` })
    .max(100_000, `The ${label} is too large.`);
  return min === 'zero'
    ? n.min(0, `The ${label} must be 0 or more.`)
    : n.positive(`The ${label} must be above 0.`);
};
const flag = z.coerce.number().int().min(0).max(1);
const sortOrder = z.coerce.number().int('Use a whole number.').min(-100_000).max(100_000).default(0);

// ── Shipping box manager ───────────────────────────────────────────────────

export const shippingBoxInputSchema = z
  .object({
    name: z.string().trim().min(1, 'The Box Name field is required.').max(128),
    /** Outside size, sent to carriers. */
    outer_length: centimetres('outer length'),
    outer_width: centimetres('outer width'),
    outer_height: centimetres('outer height'),
    /** Inside size, the room items are packed into. */
    inner_length: centimetres('inner length'),
    inner_width: centimetres('inner width'),
    inner_height: centimetres('inner height'),
    empty_weight: kilograms('empty weight', 'zero'),
    /** The most the packed box may weigh, box included. */
    max_weight: kilograms('maximum weight', 'positive'),
    status: flag.default(1),
  })
  .superRefine((b, ctx) => {
    for (const side of ['length', 'width', 'height'] as const) {
      if (b[`inner_${side}`] > b[`outer_${side}`]) {
        ctx.addIssue({
          code: 'custom',
          path: [`inner_${side}`],
          message: `The inner ${side} cannot exceed the outer ${side}.`,
        });
      }
    }
    if (b.max_weight <= b.empty_weight) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_weight'],
        message: 'The maximum weight must be above the empty weight.',
      });
    }
  });
export type ShippingBoxInput = z.input<typeof shippingBoxInputSchema>;

export const shippingBoxSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  outer_length: z.number(),
  outer_width: z.number(),
  outer_height: z.number(),
  inner_length: z.number(),
  inner_width: z.number(),
  inner_height: z.number(),
  empty_weight: z.number(),
  max_weight: z.number(),
  status: z.number().int(),
});
export type ShippingBox = z.infer<typeof shippingBoxSchema>;
export const shippingBoxListResponseSchema = z.object({ data: z.array(shippingBoxSchema) });
export const shippingBoxResponseSchema = z.object({ data: shippingBoxSchema });

/** The shipping-box fields of the admin product form (shown when shipping_box_status is 1). */
export const productShippingBoxInputSchema = z.object({
  /** 1 = the product ships on its own, in its own packaging. */
  ship_alone: flag.default(0),
  /** The box this product always ships in; null = any box that fits. */
  box_id: idSchema.nullable().default(null),
});
export type ProductShippingBoxInput = z.input<typeof productShippingBoxInputSchema>;
export const productShippingBoxResponseSchema = z.object({
  data: z.object({
    /** module_shipping_advancedshipper_shipping_box_status: 1 shows the fields on the product form. */
    shipping_box_status: z.number().int(),
    product_id: z.number().int(),
    ship_alone: z.number().int(),
    box_id: z.number().int().nullable(),
    boxes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});

// ── Product nesting groups ─────────────────────────────────────────────────

export const nestingGroupInputSchema = z.object({
  name: z.string().trim().min(1, 'The Group Name field is required.').max(128),
  /** Height each further nested item adds to the stack, in cm (0 = they vanish inside the largest). */
  stacking_height: z.coerce.number().min(0, 'Must be 0 or more.').max(1000).default(0),
  product_ids: z
    .array(idSchema)
    .max(500)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, 'Each product once.'),
});
export type NestingGroupInput = z.input<typeof nestingGroupInputSchema>;

export const nestingGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stacking_height: z.number(),
  products: z.array(z.object({ id: z.number().int(), sku: z.string(), name: z.string() })),
});
export type NestingGroup = z.infer<typeof nestingGroupSchema>;
export const nestingGroupListResponseSchema = z.object({ data: z.array(nestingGroupSchema) });
export const nestingGroupResponseSchema = z.object({ data: nestingGroupSchema });

// ── Advanced Shipper ───────────────────────────────────────────────────────

export const advancedShipperMethodInputSchema = z.object({
  name: z.string().trim().min(1, 'The Method Name field is required.').max(128),
  status: flag.default(1),
  sort_order: sortOrder,
});
export type AdvancedShipperMethodInput = z.input<typeof advancedShipperMethodInputSchema>;

export const rateBases = ['weight', 'subtotal', 'item_count'] as const;
export type RateBasis = (typeof rateBases)[number];

/** One rate table row: up to and including `up_to` (kg, order amount or items) costs `cost`. */
export const rateRowInputSchema = z.object({
  up_to: z.coerce.number({ message: 'Enter a number.' }).positive('Must be above 0.').max(10_000_000),
  cost: moneySchema,
});

export const advancedShipperRegionInputSchema = z
  .object({
    name: z.string().trim().min(1, 'The Region Name field is required.').max(128),
    /** ISO alpha-2 codes; empty = every country. */
    countries: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[A-Za-z]{2}$/, 'Use two-letter country codes.')
          .transform((c) => c.toUpperCase()),
      )
      .max(300)
      .default([]),
    /** ISO 3166-2 style codes such as US-CA; empty = every state. */
    zones: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[A-Za-z]{2}-[A-Za-z0-9]{1,10}$/, 'Use codes such as US-CA.')
          .transform((c) => c.toUpperCase()),
      )
      .max(1000)
      .default([]),
    /** Patterns such as 90210, 902*, 90000-96199; empty = every postcode. */
    postcodes: z
      .array(
        z
          .string()
          .trim()
          .regex(
            /^[A-Za-z0-9 *]+(?:-[A-Za-z0-9 ]+)?$/,
            'Use a postcode, a prefix ending in * or a range such as 90000-96199.',
          ),
      )
      .max(1000)
      .default([]),
    rate_basis: z.enum(rateBases, { message: 'Choose weight, subtotal or item count.' }),
    rates: z.array(rateRowInputSchema).min(1, 'Add at least one rate.').max(200),
    sort_order: sortOrder,
  })
  .superRefine((r, ctx) => {
    const limits = r.rates.map((row) => row.up_to);
    if (limits.some((limit, i) => i > 0 && limit <= limits[i - 1]!)) {
      ctx.addIssue({
        code: 'custom',
        path: ['rates'],
        message: 'List the rates by increasing "up to" values.',
      });
    }
    if (r.rate_basis === 'item_count' && limits.some((limit) => !Number.isInteger(limit))) {
      ctx.addIssue({ code: 'custom', path: ['rates'], message: 'Item counts are whole numbers.' });
    }
  });
export type AdvancedShipperRegionInput = z.input<typeof advancedShipperRegionInputSchema>;

export const advancedShipperRegionSchema = z.object({
  id: z.number().int(),
  method_id: z.number().int(),
  name: z.string(),
  countries: z.array(z.string()),
  zones: z.array(z.string()),
  postcodes: z.array(z.string()),
  rate_basis: z.enum(rateBases),
  rates: z.array(z.object({ up_to: z.number(), cost: z.number() })),
  sort_order: z.number().int(),
});
export type AdvancedShipperRegion = z.infer<typeof advancedShipperRegionSchema>;

export const advancedShipperMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  sort_order: z.number().int(),
  region_count: z.number().int(),
});
export type AdvancedShipperMethod = z.infer<typeof advancedShipperMethodSchema>;

export const advancedShipperMethodListResponseSchema = z.object({
  data: z.array(advancedShipperMethodSchema),
});
export const advancedShipperMethodResponseSchema = z.object({ data: advancedShipperMethodSchema });
export const advancedShipperRegionListResponseSchema = z.object({
  data: z.array(advancedShipperRegionSchema),
});
export const advancedShipperRegionResponseSchema = z.object({ data: advancedShipperRegionSchema });

export const deletedResponseSchema = z.object({ message: z.string() });
