import { z } from 'zod';
import './messages';
import { cartQuantitySchema } from './cart';
import { checkoutAddressSchema, orderCommentSchema } from './checkout';
import { orderStatusSchema } from './order-statuses';
import { orderReturnSchema, orderSchema, returnStatuses } from './orders';
import { paymentMethodIdSchema } from './payments';
import {
  calendarDateSchema,
  chosenIdsSchema,
  cursorPagingSchema,
  idListSchema,
  idSchema,
  idSchemaWith,
  listPageMetaSchema,
  listSortSchema,
  moneySchema,
  pageNumberSchema,
  perPageSchema,
  searchTermSchema,
} from './primitives';
import { packedBoxSchema } from './shipping-quote';
import { currencySchema } from './shop';

const isoDate = calendarDateSchema.optional();

export const adminOrderSortColumns = ['date_added', 'ref', 'customer', 'status', 'total'] as const;

/** Admin order/all filters: status, date range, customer (name or e-mail), total range; sorted, paginated. */
export const adminOrderListQuerySchema = z.object({
  ...listSortSchema(adminOrderSortColumns, 'date_added'),
  status_id: idSchema.optional(),
  date_from: isoDate,
  date_to: isoDate,
  customer: searchTermSchema.optional(),
  total_min: moneySchema.optional(),
  total_max: moneySchema.optional(),
  page: pageNumberSchema.default(1),
  per_page: perPageSchema(100).default(20),
  ...cursorPagingSchema(100),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  customer: z.string(),
  email: z.string(),
  customer_id: z.number().int().nullable(),
  status: orderStatusSchema,
  order_total: z.number(),
  /** The currency the order was placed in: order_total is in it. */
  currency: currencySchema,
  date_added: z.string(),
  /** Imported history: the platform and its number there (the list's "Imported" badge). */
  imported: z.object({ from: z.string(), number: z.string() }).nullable().optional(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListResponseSchema = z.object({
  data: z.array(adminOrderRowSchema),
  meta: listPageMetaSchema,
});

/** One box the order ships in, as packed at checkout: which box, what goes in it, its gross weight. */
export const orderPackageSchema = packedBoxSchema.extend({
  items: z.array(
    z.object({ product_id: z.number().int(), name: z.string(), sku: z.string(), quantity: z.number().int() }),
  ),
});
export type OrderPackage = z.infer<typeof orderPackageSchema>;

/** An order as staff see it: the shopper's view plus returns and every history comment (payments: GET /api/v1/admin/payments). */
export const adminOrderSchema = orderSchema.extend({
  customer_id: z.number().int().nullable(),
  refunded: z.number(),
  source: z.string(),
  /** Whether a cancellation or refund already put the stock back. */
  stock_restored: z.boolean(),
  returns: z.array(orderReturnSchema),
  /** The boxes it ships in, for the packing slip (empty for orders placed before boxes were kept). */
  packages: z.array(orderPackageSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderResponseSchema = z.object({ data: adminOrderSchema });

/** Several orders at once (printable invoices and packing slips). */
export const adminOrderBatchQuerySchema = z.object({
  ids: idListSchema,
});
export const adminOrderBatchResponseSchema = z.object({ data: z.array(adminOrderSchema) });

/** A status change with its comment; the customer is e-mailed when `notify` is set. */
export const orderStatusChangeSchema = z.object({
  status_id: idSchemaWith('Choose an order status.'),
  comment: z.string().trim().max(2000, 'A comment has at most 2000 characters.').default(''),
  notify: z.boolean().default(false),
});
export type OrderStatusChangeForm = z.input<typeof orderStatusChangeSchema>;

/** The order list's bulk status change: every chosen order or none, each with its history line. */
export const orderBulkStatusSchema = orderStatusChangeSchema.extend({
  ids: chosenIdsSchema('Select at least one order.'),
});
export type OrderBulkStatusForm = z.input<typeof orderBulkStatusSchema>;

/** Cancel or refund the whole order: stock goes back and the payment is voided or refunded. */
export const orderCloseSchema = z.object({
  comment: z.string().trim().max(2000).default(''),
  notify: z.boolean().default(false),
});

const lineSchema = z.object({
  product_id: idSchemaWith('Choose a product.'),
  quantity: cartQuantitySchema,
  meta: z.record(z.string(), z.unknown()).optional(),
});

/** Staff's order edit (order/{id}/edit): the lines, the address and the shipping method; totals are recomputed. */
export const orderEditSchema = z.object({
  lines: z.array(lineSchema).min(1, 'An order needs at least one line.').max(200),
  address: checkoutAddressSchema.nullable().default(null),
  shipping_method: z.string().trim().max(100).nullable().default(null),
});
export type OrderEditForm = z.input<typeof orderEditSchema>;

/** The shipping methods for lines and an address (the staff order forms). */
export const staffShippingQuoteSchema = z.object({
  lines: orderEditSchema.shape.lines,
  address: checkoutAddressSchema,
});

/** Staff create an order for a customer (order/new): priced and checked like a checkout. */
export const adminOrderCreateSchema = orderEditSchema.extend({
  customer_id: idSchemaWith('Choose a customer.'),
  payment_method: paymentMethodIdSchema,
  coupon_code: z.string().trim().max(64).optional(),
  comment: orderCommentSchema,
});
export type AdminOrderCreateForm = z.input<typeof adminOrderCreateSchema>;

/** Processing a return (order/{id}/return): its new status, what comes back to stock, how much is refunded. */
export const returnProcessSchema = z.object({
  status: z.enum(returnStatuses, { error: 'Choose a status.' }),
  comment: z.string().trim().max(2000).default(''),
  /** With status completed: put the returned units back in stock. */
  restock: z.boolean().default(true),
  /** With status completed: the amount refunded to the customer (decimal). */
  refund: z.number().min(0).max(100_000_000).default(0),
});
export type ReturnProcessForm = z.input<typeof returnProcessSchema>;

/** Staff record a return on the customer's behalf. */
export const adminReturnCreateSchema = z.object({
  action: z.enum(['refund', 'exchange']),
  reason: z.enum(['dead_on_arrival', 'faulty', 'wrong_item', 'order_error', 'other']),
  comment: z.string().trim().max(1000).default(''),
  items: z
    .array(z.object({ item_id: idSchema, quantity: z.number().int().min(1).max(10_000) }))
    .min(1)
    .max(100),
});

/** Abandoned carts (order/abandoned/all): idle longer than the configured time, with a known e-mail. */
export const abandonedCartSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  customer: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  total: z.number(),
  updated_at: z.string(),
  recovery_sent_at: z.string().nullable(),
  /** How many of the scheduled reminders it got (each goes once). */
  reminders_sent: z.number().int(),
  /** The address asked for no marketing e-mail: nothing is sent to it, by schedule or by hand. */
  unsubscribed: z.boolean(),
});
export type AbandonedCart = z.infer<typeof abandonedCartSchema>;

/**
 * GET/PUT /api/v1/admin/abandoned-carts/settings: whether reminders go out on
 * their own, and after how many hours of idleness each one does (up to three, ascending).
 */
export const abandonedCartScheduleSchema = z.object({
  auto_send: z.boolean(),
  delays_hours: z
    .array(
      z
        .number({ error: 'Enter a number of hours.' })
        .int('Enter whole hours.')
        .min(1, 'Wait at least 1 hour.')
        .max(720, 'Wait at most 720 hours (30 days).'),
    )
    .min(1, 'Give at least one delay.')
    .max(3, 'Give at most three delays.')
    .refine((list) => list.every((h, i) => i === 0 || h > list[i - 1]!), {
      error: 'Give each delay longer than the one before.',
    }),
});
export type AbandonedCartSchedule = z.infer<typeof abandonedCartScheduleSchema>;
export const abandonedCartScheduleResponseSchema = z.object({ data: abandonedCartScheduleSchema });
export const abandonedCartListResponseSchema = z.object({
  data: z.array(abandonedCartSchema),
  meta: z.object({
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    idle_minutes: z.number().int(),
  }),
});

const dashboardWindowsSchema = z.object({
  today: z.number().int(),
  last_7_days: z.number().int(),
  last_30_days: z.number().int(),
});

/**
 * The admin dashboard's figures. Each card is present only when the viewer's
 * role may see it: sales, orders and the latest orders need `orders`, new
 * customers need `customers`, low stock needs `catalog`. Sales are counted as the analytics
 * dashboard's revenue (ADR 0110): order lines after discounts, without tax and shipping (decimals).
 */
export const dashboardSchema = z.object({
  sales: z.object({ today: z.number(), last_7_days: z.number(), last_30_days: z.number() }).optional(),
  orders: dashboardWindowsSchema.optional(),
  new_customers: dashboardWindowsSchema.optional(),
  low_stock: z
    .array(z.object({ id: z.number().int(), name: z.string(), sku: z.string(), quantity: z.number().int() }))
    .optional(),
  latest_orders: z.array(adminOrderRowSchema).optional(),
  currency: z.object({
    code: z.string(),
    symbol: z.string(),
    position: z.enum(['l', 'r']),
    decimal_digits: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({ data: dashboardSchema });
