import { z } from 'zod';
import './messages';
import { cartQuantityLimits, cartQuantityMessages } from './cart-quantity';
import { productImageSchema } from './catalog';
import { emailSchema } from './customer-auth';
import { appliedGiftCardSchema } from './gift-cards';
import { idSchemaWith } from './primitives';
import { shopSummarySchema } from './shop';

/**
 * The server-side cart (SPEC §3 cart: items and total). A guest's cart is
 * found by the token in the X-Cart-Token header (handed out by the first
 * cart_add_product); a signed-in customer's by their bearer token.
 */
export { cartTokenHeader } from './storefront-keys';

/** SPEC §3 gift-card fields of a digital product; shown as Receiver, Email to, Message. */
export const giftCardMetaSchema = z.object({
  gc_receiver_name: z
    .string({ error: 'Enter the receiver’s name.' })
    .trim()
    .min(1, 'Enter the receiver’s name.')
    .max(64, 'The receiver’s name has at most 64 characters.'),
  gc_email_to: emailSchema,
  gc_message: z.string().trim().max(500, 'The message has at most 500 characters.').default(''),
});
export type GiftCardMeta = z.infer<typeof giftCardMetaSchema>;

/** The gift-card lines as stored on a cart or order line: each present only for gift cards. */
export const lineMetaSchema = z.object({
  gc_receiver_name: z.string().optional(),
  gc_email_to: z.string().optional(),
  gc_message: z.string().optional(),
});
export type LineMeta = z.infer<typeof lineMetaSchema>;

export const cartQuantitySchema = z
  .number({ error: cartQuantityMessages.missing })
  .int(cartQuantityMessages.whole)
  .min(cartQuantityLimits.min, cartQuantityMessages.tooSmall)
  .max(cartQuantityLimits.max, cartQuantityMessages.tooBig);

/**
 * Action cart_add_product: a product (a variant's id for configurable
 * products) and a quantity; gift cards also send their meta fields. Lines from
 * the browser may carry more fields (attributes, images); they are ignored.
 */
export const cartAddRequestSchema = z.preprocess(
  // SPEC §7: quick reorder names the product `product_id`; everything else sends `id`.
  (body) =>
    body && typeof body === 'object' && !('id' in body) && 'product_id' in body
      ? { ...body, id: (body as { product_id: unknown }).product_id }
      : body,
  z.looseObject({
    id: idSchemaWith('Choose a product.'),
    cart_quantity: cartQuantitySchema.default(1),
    meta: z.record(z.string(), z.unknown()).optional(),
  }),
);
export type CartAddRequest = { id: number; cart_quantity?: number; meta?: Record<string, unknown> };

export const cartUpdateRequestSchema = z.object({ cart_quantity: cartQuantitySchema });

/** Action order_apply_discount (SPEC §3 coupon form data: module CouponModule with coupon_code). */
export const applyDiscountRequestSchema = z.object({
  module: z.literal('CouponModule', { error: 'Unknown discount module.' }),
  coupon_code: z
    .string({ error: 'Enter a coupon code.' })
    .trim()
    .min(1, 'Enter a coupon code.')
    .max(64, 'A coupon code has at most 64 characters.'),
});
export type ApplyDiscountRequest = z.input<typeof applyDiscountRequestSchema>;

/** Where the shopper ships to; enough for taxes and shipping quotes. */
export const destinationSchema = z.object({
  country_code: z
    .string({ error: 'Choose a country.' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Choose a country.')
    .transform((c) => c.toUpperCase()),
  zone_code: z
    .string()
    .trim()
    .max(16)
    .nullish()
    .transform((c) => (c ? c.toUpperCase() : null)),
  postcode: z
    .string()
    .trim()
    .max(16)
    .nullish()
    .transform((c) => c || null),
});
export type DestinationInput = z.input<typeof destinationSchema>;
export type Destination = z.output<typeof destinationSchema>;

export const cartItemSchema = z.object({
  /** The line's own id (two gift cards of one product are two lines). */
  key: z.number().int(),
  /** The product bought: the variant for a configurable product. */
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  cart_quantity: z.number().int(),
  name: z.string(),
  sku: z.string(),
  /** The product page: /{slug} (the parent's for a variant). */
  slug: z.string(),
  /** A variant's options, e.g. Color: Red. */
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  images: z.array(productImageSchema),
  meta: lineMetaSchema,
  is_digital: z.number().int(),
  /** Unit price this shopper pays now, and the regular one. */
  price: z.number(),
  base_price: z.number(),
  total: z.number(),
  /** Units available now; the line cannot be ordered beyond it. */
  stock: z.number().int(),
  in_stock: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** One total line as shown (sub_total, discount, shipping, tax, total), in order. */
export const totalLineSchema = z.object({ code: z.string(), title: z.string(), value: z.number() });
export type TotalLine = z.infer<typeof totalLineSchema>;

export const cartTotalsSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  /** All tax, shipping tax included. */
  tax: z.number(),
  /** The tax charged on shipping by the method's tax class (part of tax). */
  shipping_tax: z.number(),
  total: z.number(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const appliedCouponSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(['percent', 'fixed', 'free_shipping']),
});

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  /** Units in the cart (the header badge). */
  item_count: z.number().int(),
  /** SPEC §3 cart total. */
  total: z.number(),
  totals: cartTotalsSchema,
  total_lines: z.array(totalLineSchema),
  coupon: appliedCouponSchema.nullable(),
  /** Gift cards applied at checkout; each pays part of the total (its total line says how much). */
  gift_cards: z.array(appliedGiftCardSchema),
  /** False when every line is digital (gift cards): no shipping step. */
  needs_shipping: z.boolean(),
  destination: z
    .object({ country_code: z.string(), zone_code: z.string().nullable(), postcode: z.string().nullable() })
    .nullable(),
  /** The shipping method the totals include, when one was chosen at checkout. */
  shipping_method: z.object({ code: z.string(), title: z.string() }).nullable(),
  email: z.string().nullable(),
  currency: shopSummarySchema.shape.currency,
  /** Lines whose stock no longer covers their quantity, named for the shopper. */
  warnings: z.array(z.string()),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = z.object({ data: cartSchema });
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** Answer of cart_add_product and the other changes: the message to show, the cart, and a new guest cart token. */
export const cartChangeResponseSchema = z.object({
  data: z.object({
    message: z.string(),
    cart: cartSchema,
    /** Set when this call created the guest cart: send it as X-Cart-Token from now on. */
    cart_token: z.string().optional(),
  }),
});
export type CartChangeResponse = z.infer<typeof cartChangeResponseSchema>;

/** Abandoned-cart recovery: the token from the e-mail's link. */
export const cartRestoreRequestSchema = z.object({
  token: z.string({ error: 'The link is incomplete.' }).min(16, 'The link is incomplete.').max(200),
});

export const cartEstimateRequestSchema = destinationSchema;
