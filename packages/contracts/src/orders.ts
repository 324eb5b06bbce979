import { z } from 'zod';
import './messages';
import { lineMetaSchema, totalLineSchema } from './cart';
import { emailSchema } from './customer-auth';
import { orderStatusSchema } from './order-statuses';
import { idSchema } from './primitives';
import { currencySchema } from './shop';

/** Order references: random, unguessable, upper-case base32 (no 0/1/8/9). */
export const orderRefSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z2-7]{12}$/, 'An order reference has 12 letters and digits.');

export const orderAddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  postcode: z.string(),
  country_code: z.string(),
  country: z.string(),
  zone_code: z.string(),
  zone: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  sku: z.string(),
  options: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  total: z.number(),
  tax: z.number(),
  discount: z.number(),
  is_digital: z.number().int(),
  meta: lineMetaSchema,
  returned_quantity: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  comment: z.string(),
  notify: z.boolean(),
  date_added: z.string(),
});

/**
 * An order as the shopper sees it (checkout-success, invoice, track-order);
 * SPEC §3 order: id, subtotal, shipping_amount, order_tax, order_total, items, discounts.
 */
/** An order imported from another platform (issue 35): the platform and its order number there. */
export const importedOrderMarkSchema = z.object({ from: z.string(), number: z.string() });
export type ImportedOrderMark = z.infer<typeof importedOrderMarkSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  date_added: z.string(),
  status: orderStatusSchema,
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  telephone: z.string(),
  shipping_address: orderAddressSchema.nullable(),
  /** null: billed to the shipping address (or, when nothing ships, to the buyer's name and e-mail). */
  billing_address: orderAddressSchema.nullable(),
  shipping_method: z.object({ code: z.string(), title: z.string() }).nullable(),
  payment_method: z.object({ code: z.string(), title_key: z.string() }),
  subtotal: z.number(),
  discount: z.number(),
  shipping_amount: z.number(),
  order_tax: z.number(),
  /** The part of order_tax charged on shipping. */
  shipping_tax: z.number(),
  order_total: z.number(),
  items: z.array(orderItemSchema),
  discounts: z.array(z.object({ code: z.string(), title: z.string(), amount: z.number() })),
  total_lines: z.array(totalLineSchema),
  comment: z.string(),
  /** The currency the order was placed in: every amount of the order is in it. */
  currency: currencySchema,
  history: z.array(orderHistoryEntrySchema),
  /** A guest order whose buyer has no account yet: the success page invites them. */
  can_create_account: z.boolean(),
  /** History imported from another platform; absent or null for orders placed here. */
  imported: importedOrderMarkSchema.nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = z.object({ data: orderSchema });

/** One click on the success page: an account for the guest, this order attached. */
export const guestAccountResponseSchema = z.object({
  data: z.object({
    token: z.string(),
    customer: z.object({ id: z.number().int(), firstname: z.string(), email: z.string() }),
    message: z.string(),
  }),
});

/** The track-order form: the reference and the e-mail it was placed with. */
export const trackOrderRequestSchema = z.object({
  ref: orderRefSchema,
  email: emailSchema,
});
export type TrackOrderForm = z.input<typeof trackOrderRequestSchema>;
export const trackOrderResponseSchema = z.object({ data: z.object({ ref: z.string(), key: z.string() }) });

export const returnReasons = ['dead_on_arrival', 'faulty', 'wrong_item', 'order_error', 'other'] as const;
export const returnReasonLabels: Record<(typeof returnReasons)[number], string> = {
  dead_on_arrival: 'Dead on arrival',
  faulty: 'Faulty, please supply details',
  wrong_item: 'Received wrong item',
  order_error: 'Order error',
  other: 'Other, please supply details',
};
export const returnStatuses = ['requested', 'approved', 'completed', 'rejected'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];
export const returnActions = ['refund', 'exchange'] as const;

/** The return-exchange form. */
export const returnRequestSchema = z.object({
  ref: orderRefSchema,
  email: emailSchema,
  action: z.enum(returnActions, { error: 'Choose a refund or an exchange.' }),
  reason: z.enum(returnReasons, { error: 'Choose a reason.' }),
  comment: z.string().trim().max(1000, 'The comment has at most 1000 characters.').default(''),
  items: z
    .array(
      z.object({
        item_id: idSchema,
        quantity: z.number().int().min(1, 'Return at least one unit.').max(10_000),
      }),
    )
    .min(1, 'Choose at least one item to return.')
    .max(100),
});
export type ReturnRequestForm = z.input<typeof returnRequestSchema>;

export const orderReturnSchema = z.object({
  id: z.number().int(),
  action: z.enum(returnActions),
  reason: z.enum(returnReasons),
  comment: z.string(),
  status: z.enum(returnStatuses),
  refund: z.number(),
  date_added: z.string(),
  items: z.array(
    z.object({ item_id: z.number().int(), name: z.string(), sku: z.string(), quantity: z.number().int() }),
  ),
  history: z.array(z.object({ status: z.enum(returnStatuses), comment: z.string(), date_added: z.string() })),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/** return-exchange/{ref}: the order's returns with their status. */
export const orderReturnsResponseSchema = z.object({
  data: z.object({ ref: z.string(), status: orderStatusSchema, returns: z.array(orderReturnSchema) }),
});
export const returnCreatedResponseSchema = z.object({
  data: z.object({ ref: z.string(), key: z.string(), id: z.number().int(), message: z.string() }),
});
