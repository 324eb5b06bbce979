import { z } from 'zod';
import './messages';
import {
  emailSchema,
  firstnameSchema,
  lastnameSchema,
  newPasswordSchema,
  telephoneSchema,
} from './customer-auth';
import { importedOrderMarkSchema } from './orders';
import { idSchema, idSchemaWith } from './primitives';
import { currencySchema } from './shop';

/** The account profile page (SPEC §2 account/profile). */
export const profileSchema = z.object({
  firstname: firstnameSchema,
  lastname: lastnameSchema,
  email: emailSchema,
  telephone: telephoneSchema,
  newsletter: z.boolean(),
  sms_opt_in: z.boolean(),
});
export type ProfileForm = z.input<typeof profileSchema>;
export const profileResponseSchema = z.object({ data: profileSchema.extend({ id: z.number().int() }) });
export type Profile = z.infer<typeof profileResponseSchema>['data'];

export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: 'Enter your current password.' })
      .min(1, 'Enter your current password.')
      .max(128),
    password: newPasswordSchema,
    confirm: z.string({ error: 'Confirm your password.' }),
  })
  .refine((b) => b.password === b.confirm, { message: 'The passwords do not match.', path: ['confirm'] });
export type ChangePasswordForm = z.input<typeof changePasswordSchema>;

const text = (max: number, what: string) =>
  z.string().trim().max(max, `The ${what} has at most ${max} characters.`);
const required = (max: number, what: string) => text(max, what).min(1, `Enter the ${what}.`);

/**
 * A postal address as a shopper types it, in the address book and at checkout
 * alike (labels per SPEC §9 overrides: address.postcode, …).
 */
export const postalAddressSchema = z.object({
  firstname: firstnameSchema,
  lastname: lastnameSchema,
  company: text(64, 'company').default(''),
  address_1: required(128, 'address'),
  address_2: text(128, 'second address line').default(''),
  city: required(64, 'city'),
  postcode: text(16, 'postcode').default(''),
  country_id: idSchemaWith('Choose a country.'),
  /** Required when the country has states or regions. */
  zone_id: idSchema.nullable().default(null),
});

/** An address book entry as the form sends it. */
export const addressFormSchema = postalAddressSchema.extend({
  default: z.boolean().default(false),
});
export type AddressForm = z.input<typeof addressFormSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  postcode: z.string(),
  country_id: z.number().int(),
  country: z.object({ iso_code_2: z.string(), name: z.string() }),
  zone_id: z.number().int().nullable(),
  zone: z.object({ code: z.string(), name: z.string() }).nullable(),
  default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressResponseSchema = z.object({ data: addressSchema });
export const addressListResponseSchema = z.object({ data: z.array(addressSchema) });

/** SPEC §3 order status. */
export const orderStatusSchema = z.object({ id: z.number().int(), name: z.string() });

/** A line of a customer's order (SPEC §3 customer order items: id, name, sku, price data). */
export const customerOrderItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  sku: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  total: z.number(),
});
export type CustomerOrderItem = z.infer<typeof customerOrderItemSchema>;

/** What the account's order list and quick reorder read: action account_customer_orders (one order's details: `orderSchema`). */
export const customerOrderSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  date_added: z.string(),
  status: orderStatusSchema,
  subtotal: z.number(),
  shipping_amount: z.number(),
  order_tax: z.number(),
  order_total: z.number(),
  /** The currency the order was placed in: its amounts are in it. */
  currency: currencySchema,
  items: z.array(customerOrderItemSchema),
  /** History imported from another platform (the account labels it); null for orders placed here. */
  imported: importedOrderMarkSchema.nullable().optional(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
export const customerOrderListResponseSchema = z.object({ data: z.array(customerOrderSchema) });
