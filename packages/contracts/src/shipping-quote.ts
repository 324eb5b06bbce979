import { z } from 'zod';
import './messages';
import { idSchema, moneySchema } from './primitives';
import { shippingModuleSchema } from './shipping-settings';

/**
 * POST /api/v1/storefront/shipping/quote: the shipping methods offered for a
 * cart and a destination. The checkout calls the server-side seam
 * (quoteShipping) with the catalogue's weights; this endpoint exposes the same
 * quote to the SPA. Money is decimal here, minor units inside.
 */

export const quoteLineInputSchema = z.object({
  product_id: idSchema,
  quantity: z.number().int().min(1).max(100_000),
  /** kg and cm as in the catalogue; missing = unknown (0). */
  weight: z.number().min(0).max(100_000).optional(),
  length: z.number().min(0).max(10_000).optional(),
  width: z.number().min(0).max(10_000).optional(),
  height: z.number().min(0).max(10_000).optional(),
  price: moneySchema,
});

export const shippingDestinationSchema = z.object({
  country_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Choose a country.')
    .transform((c) => c.toUpperCase()),
  zone_code: z.string().trim().max(16).optional(),
  postcode: z.string().trim().max(16).optional(),
  city: z.string().trim().max(128).optional(),
});

export const shippingQuoteRequestSchema = z.object({
  lines: z.array(quoteLineInputSchema).min(1, 'The cart is empty.').max(500),
  /** Defaults to the sum of line prices × quantities. */
  subtotal: moneySchema.optional(),
  destination: shippingDestinationSchema,
});
export type ShippingQuoteRequest = z.input<typeof shippingQuoteRequestSchema>;

export const packedBoxSchema = z.object({
  /** null = the item's own packaging (ships alone or fits no box). */
  box_id: z.number().int().nullable(),
  name: z.string(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  /** Gross weight in kg, box included. */
  weight: z.number(),
  items: z.array(z.object({ product_id: z.number().int(), quantity: z.number().int() })),
  /** true when the item is larger or heavier than every box. */
  oversize: z.boolean(),
});

export const shippingMethodQuoteSchema = z.object({
  /** `{module}.{option}`, e.g. flatrate.flatrate, ups.03, advancedshipper.7. */
  code: z.string(),
  module: shippingModuleSchema,
  /** Display text in the shop's language (shop wording applied). */
  title: z.string(),
  /** i18n key when the title is the module's own wording (shipping.<module>.title). */
  title_key: z.string().nullable(),
  cost: z.number(),
  sort_order: z.number(),
  boxes: z.array(packedBoxSchema).optional(),
});
export type ShippingMethodQuote = z.infer<typeof shippingMethodQuoteSchema>;

export const shippingQuoteResponseSchema = z.object({
  data: z.object({
    methods: z.array(shippingMethodQuoteSchema),
    /**
     * Modules that could not rate the cart, each with a sentence for the shopper
     * ("UPS rates are unavailable right now; …"); the provider's own detail is for staff only.
     */
    errors: z.array(z.object({ module: shippingModuleSchema, message: z.string() })),
  }),
});
export type ShippingQuoteResponse = z.infer<typeof shippingQuoteResponseSchema>;
