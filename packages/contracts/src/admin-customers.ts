import { z } from 'zod';
import './messages';
import { addressSchema, customerOrderSchema } from './account';
import {
  emailSchema,
  firstnameSchema,
  lastnameSchema,
  newPasswordSchema,
  telephoneSchema,
} from './customer-auth';
import {
  chosenIdsSchema,
  cursorPagingSchema,
  idSchema,
  listPageMetaSchema,
  listSortSchema,
  pageNumberSchema,
  perPageSchema,
  searchTermSchema,
} from './primitives';

export const customerSortColumns = ['name', 'email', 'date_added', 'status'] as const;

export const adminCustomerListQuerySchema = z.object({
  search: searchTermSchema.optional(),
  ...listSortSchema(customerSortColumns, 'date_added'),
  status: z.enum(['active', 'disabled'], { error: 'Choose active or disabled.' }).optional(),
  page: pageNumberSchema.default(1),
  per_page: perPageSchema(100).default(20),
  customer_group_id: idSchema.optional(),
  ...cursorPagingSchema(100),
});
export type AdminCustomerListQuery = z.input<typeof adminCustomerListQuerySchema>;

/** The customer list's bulk action: enable or disable all of the chosen customers or none. */
export const customerBulkStatusSchema = z.object({
  ids: chosenIdsSchema('Select at least one customer.'),
  status: z.enum(['active', 'disabled'], { error: 'Choose active or disabled.' }),
});

export const adminCustomerRowSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  telephone: z.string(),
  customer_group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(['active', 'disabled']),
  newsletter: z.boolean(),
  date_added: z.string(),
  /**
   * Whether the customer can sign in with a password: `set`, `invited` (none yet, an invitation
   * e-mailed at `invited_at`) or `none` (e.g. imported from Shopify, which exports no passwords).
   */
  password_state: z.enum(['set', 'invited', 'none']),
  invited_at: z.string().nullable(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;

export const adminCustomerListResponseSchema = z.object({
  data: z.array(adminCustomerRowSchema),
  meta: listPageMetaSchema,
});

export const adminCustomerSchema = adminCustomerRowSchema.extend({
  sms_opt_in: z.boolean(),
  /** Staff's note, e.g. Shopify's customer Note kept by an import. */
  note: z.string(),
  /** Labels from another platform's export (Shopify Tags), shown to staff. */
  tags: z.array(z.string()),
  /** Shopify's Tax Exempt as imported; checkout does not apply it (shown as such). */
  tax_exempt: z.boolean(),
  has_password: z.boolean(),
  addresses: z.array(addressSchema),
  orders: z.array(customerOrderSchema),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;
export const adminCustomerResponseSchema = z.object({ data: adminCustomerSchema });

const customerFields = {
  firstname: firstnameSchema,
  lastname: lastnameSchema,
  email: emailSchema,
  telephone: telephoneSchema.default(''),
  newsletter: z.boolean().default(false),
  sms_opt_in: z.boolean().default(false),
  customer_group_id: idSchema.nullable().default(null),
  status: z.enum(['active', 'disabled']).default('active'),
};

/** A customer made by staff; without a password they are sent a link to choose one. */
export const adminCustomerCreateSchema = z.object({
  ...customerFields,
  password: newPasswordSchema.optional(),
});
export type AdminCustomerCreateForm = z.input<typeof adminCustomerCreateSchema>;

// No defaults here: a field left out stays as it is.
export const adminCustomerUpdateSchema = z
  .object({
    firstname: firstnameSchema,
    lastname: lastnameSchema,
    email: emailSchema,
    telephone: telephoneSchema,
    newsletter: z.boolean(),
    sms_opt_in: z.boolean(),
    customer_group_id: idSchema.nullable(),
    status: z.enum(['active', 'disabled']),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change.');
export type AdminCustomerUpdateForm = z.input<typeof adminCustomerUpdateSchema>;

/** One customer group, as the customers pages and the group prices read it (/api/v1/admin/customer-groups). */
export const customerGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Customers in the group. */
  customers: z.number().int(),
  /** Products with an own price for the group. */
  prices: z.number().int(),
});
export type CustomerGroup = z.infer<typeof customerGroupSchema>;
export const customerGroupListResponseSchema = z.object({ data: z.array(customerGroupSchema) });
export const customerGroupResponseSchema = z.object({ data: customerGroupSchema });
export const customerGroupFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter a group name.').max(64, 'A group name has at most 64 characters.'),
});
export type CustomerGroupForm = z.input<typeof customerGroupFormSchema>;

/** A one-time link that signs staff in to the storefront as this customer (via /auth/callback). */
export const customerSignInLinkResponseSchema = z.object({
  data: z.object({ url: z.string(), expires_at: z.string() }),
});

/** Invitations per shop per hour: a whole imported customer list goes out over a few hours. */
export const invitationsPerHour = 1000;

/**
 * E-mails customers without a password a link to choose one (ADR 0113): the chosen ones, or every
 * active customer without a password. Those invited in the last day are left out.
 */
export const customerInvitationsSchema = z
  .object({
    customer_ids: chosenIdsSchema('Select at least one customer.').optional(),
    all_without_password: z
      .literal(true, { error: 'Send true to invite everyone without a password.' })
      .optional(),
  })
  .refine((b) => !!b.customer_ids !== !!b.all_without_password, {
    message: 'Choose customers, or all customers without a password.',
  });
export type CustomerInvitationsForm = z.input<typeof customerInvitationsSchema>;
export const customerInvitationsResponseSchema = z.object({
  data: z.object({
    /** Invitations queued now. */
    sent: z.number().int(),
    /** Chosen customers left out: they have a password, are disabled, or were invited in the last day. */
    skipped: z.number().int(),
    /** Customers still to invite once the hour's allowance is back. */
    waiting: z.number().int(),
  }),
  message: z.string(),
});
