import { z } from 'zod';
import './messages';
import {
  calendarDateSchema,
  chosenIdsSchema,
  cursorPagingSchema,
  idSchema,
  listPageMetaSchema,
  listSortSchema,
  pageNumberSchema,
  perPageSchema,
  searchTermSchema,
} from './primitives';

export const couponTypes = ['percent', 'fixed', 'free_shipping'] as const;

const optionalDate = calendarDateSchema.nullable().default(null);
const optionalLimit = z
  .number()
  .int()
  .min(1, 'A limit is at least 1.')
  .max(10_000_000)
  .nullable()
  .default(null);

/**
 * Admin discount/new and discount/{id}: a coupon code worth a percentage, a
 * fixed amount or free shipping; an optional minimum subtotal, dates (the end
 * date is the last day it works), usage limits and product/category scope.
 */
export const couponFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the coupon name.').max(128, 'At most 128 characters.'),
    code: z
      .string()
      .trim()
      .min(3, 'A code has 3 to 64 characters.')
      .max(64, 'A code has 3 to 64 characters.')
      .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only.'),
    type: z.enum(couponTypes, { error: 'Choose percent, fixed amount or free shipping.' }),
    /** Percent off (10 = 10 %) or amount off (decimal); ignored for free shipping. */
    value: z
      .number({ error: 'Enter the discount.' })
      .min(0, 'The discount cannot be negative.')
      .max(100_000_000)
      .default(0),
    minimum_total: z.number().min(0, 'The minimum cannot be negative.').max(100_000_000).default(0),
    starts_on: optionalDate,
    ends_on: optionalDate,
    uses_total: optionalLimit,
    uses_per_customer: optionalLimit,
    status: z.boolean().default(true),
    product_ids: z.array(idSchema).max(500).default([]),
    category_ids: z.array(idSchema).max(500).default([]),
  })
  .refine((c) => c.type !== 'percent' || (c.value > 0 && c.value <= 100), {
    message: 'A percentage is more than 0 and at most 100.',
    path: ['value'],
  })
  .refine((c) => c.type !== 'fixed' || c.value > 0, { message: 'Enter the amount off.', path: ['value'] })
  .refine((c) => !c.starts_on || !c.ends_on || c.starts_on <= c.ends_on, {
    message: 'The end date cannot be before the start date.',
    path: ['ends_on'],
  });
export type CouponForm = z.input<typeof couponFormSchema>;

export const couponSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  type: z.enum(couponTypes),
  value: z.number(),
  minimum_total: z.number(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  uses_total: z.number().int().nullable(),
  uses_per_customer: z.number().int().nullable(),
  times_used: z.number().int(),
  status: z.boolean(),
  product_ids: z.array(z.number().int()),
  category_ids: z.array(z.number().int()),
  date_added: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponResponseSchema = z.object({ data: couponSchema });
export const couponListResponseSchema = z.object({
  data: z.array(couponSchema),
  meta: listPageMetaSchema,
});
export const couponSortColumns = ['date_added', 'code', 'name', 'times_used', 'status'] as const;
export const couponListQuerySchema = z.object({
  search: searchTermSchema.optional(),
  status: z.enum(['enabled', 'disabled'], { error: 'Choose enabled or disabled.' }).optional(),
  ...listSortSchema(couponSortColumns, 'date_added'),
  page: pageNumberSchema.default(1),
  per_page: perPageSchema(100).default(20),
  ...cursorPagingSchema(100),
});
export type CouponListQuery = z.input<typeof couponListQuerySchema>;

const chosenCoupons = chosenIdsSchema('Select at least one discount.');
/** The discount list's bulk actions: all of the chosen coupons or none. */
export const couponBulkStatusSchema = z.object({ ids: chosenCoupons, status: z.boolean() });
export const couponBulkDeleteSchema = z.object({ ids: chosenCoupons });
