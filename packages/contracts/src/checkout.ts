import { z } from 'zod';
import './messages';
import { postalAddressSchema } from './account';
import { cartSchema } from './cart';
import { emailSchema, firstnameSchema, lastnameSchema, telephoneSchema } from './customer-auth';
import { paymentDataSchema, paymentMethodIdSchema } from './payments';
import { idSchema } from './primitives';
import { shippingModuleSchema, unavailableShippingSchema } from './shipping-settings';

/** Sent with every order placement; a retry with the same key returns the first order. */
export { idempotencyKeyHeader } from './storefront-keys';
export const idempotencyKeySchema = z
  .string({ error: 'Send an Idempotency-Key header.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'The Idempotency-Key header must be 8 to 128 letters, digits, - or _.');

const text = (max: number, what: string) =>
  z.string().trim().max(max, `The ${what} has at most ${max} characters.`);

/** A shipping address typed at checkout: the address book's fields without its default flag. */
export const checkoutAddressSchema = postalAddressSchema;
export type CheckoutAddressForm = z.input<typeof checkoutAddressSchema>;

/**
 * Where to ship: one of the customer's saved addresses, or an address typed
 * in. The shipping step may quote with only country and state known.
 */
export const quoteRequestSchema = z.object({
  address_id: idSchema.optional(),
  country_id: idSchema.optional(),
  zone_id: idSchema.nullable().optional(),
  postcode: text(16, 'postcode').optional(),
  /** The method the shopper picked; the totals then include it. */
  shipping_method: z.string().trim().max(100).optional(),
  /** A guest's e-mail, remembered on the cart (abandoned-cart recovery). */
  email: emailSchema.optional(),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export const shippingOptionSchema = z.object({
  code: z.string(),
  module: shippingModuleSchema,
  title: z.string(),
  /** i18n key of the module's own wording (shipping.flatrate.title, …), or null. */
  title_key: z.string().nullable(),
  cost: z.number(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const quoteResponseSchema = z.object({
  data: z.object({
    methods: z.array(shippingOptionSchema),
    /** Modules that could not rate the cart just now, each with a sentence for the shopper. */
    unavailable: z.array(unavailableShippingSchema),
    cart: cartSchema,
  }),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>['data'];

export const orderCommentSchema = text(1000, 'comment').default('');

/** The order placement (the payment step's Place Order). */
export const placeOrderRequestSchema = z
  .object({
    /** A guest's contact; a signed-in customer's comes from the account. */
    email: emailSchema.optional(),
    firstname: firstnameSchema.optional(),
    lastname: lastnameSchema.optional(),
    telephone: telephoneSchema.default(''),
    address_id: idSchema.optional(),
    address: checkoutAddressSchema.optional(),
    /** Where the bill goes when it is not the shipping address; left out or null: the shipping address. */
    billing_address: checkoutAddressSchema.nullable().optional(),
    shipping_method: z.string().trim().max(100).optional(),
    /** Not needed when gift cards pay the whole order. */
    payment_method: paymentMethodIdSchema.optional(),
    payment_data: paymentDataSchema.default({}),
    comment: orderCommentSchema,
    /** The total the shopper saw; a different total now (prices moved) stops the placement. */
    expected_total: z.number().min(0).optional(),
    /** 'Sign Up for Deals' ticked: the buyer's address gets the double opt-in link with the order. */
    newsletter: z.boolean().default(false),
  })
  .refine((b) => !(b.address_id && b.address), {
    message: 'Send a saved address or a new one, not both.',
    path: ['address'],
  });
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

const placedOrderSchema = z.object({ ref: z.string(), id: z.number().int(), order_total: z.number() });
export const placedOrderResponseSchema = z.object({
  /** `order_key` opens the order's public pages without an account (orders.ts orderKeyHeader). */
  data: placedOrderSchema.extend({ order_key: z.string() }),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;
export type PlacedOrderAnswer = z.infer<typeof placedOrderResponseSchema>['data'];
