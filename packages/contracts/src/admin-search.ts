import { z } from 'zod';
import './messages';
import { adminOrderRowSchema, dashboardSchema } from './admin-orders';
import { searchTermSchema } from './primitives';

/** The admin top bar's search box: what was typed. */
export const adminSearchQuerySchema = z.object({ q: searchTermSchema });

export { adminSearchMinLength } from './admin-search-terms';

/** The most results one group answers; the group's list page shows the rest. */
export const adminSearchLimit = 5;

export const adminSearchProductSchema = z.object({
  id: z.number().int(),
  /** Set for a variant: its page is its parent's variants page. */
  parent_id: z.number().int().nullable(),
  name: z.string(),
  sku: z.string(),
  /** 1 enabled, 0 disabled. */
  status: z.number().int(),
  quantity: z.number().int(),
});
export type AdminSearchProduct = z.infer<typeof adminSearchProductSchema>;

export const adminSearchCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** active | disabled */
  status: z.string(),
});
export type AdminSearchCustomer = z.infer<typeof adminSearchCustomerSchema>;

/** A URL redirect whose old or new address holds the search (ADR 0113). */
export const adminSearchRedirectSchema = z.object({ id: z.number().int(), from: z.string(), to: z.string() });
export type AdminSearchRedirect = z.infer<typeof adminSearchRedirectSchema>;

/**
 * Results grouped by kind. A group is present only when the viewer's role may
 * see that kind (orders: `orders`, products: `catalog`, customers: `customers`).
 */
export const adminSearchResultsSchema = z.object({
  orders: z.array(adminOrderRowSchema).optional(),
  products: z.array(adminSearchProductSchema).optional(),
  customers: z.array(adminSearchCustomerSchema).optional(),
  /** With `catalog`: redirects whose old or new address contains the search. */
  redirects: z.array(adminSearchRedirectSchema).optional(),
  currency: dashboardSchema.shape.currency,
});
export type AdminSearchResults = z.infer<typeof adminSearchResultsSchema>;
export const adminSearchResponseSchema = z.object({ data: adminSearchResultsSchema });
