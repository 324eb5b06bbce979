import { type ActivityKind, words } from '../logs';

const count = (noun: string) => (ids: unknown) =>
  Array.isArray(ids) && ids.length ? `${ids.length} ${noun}${ids.length === 1 ? '' : 's'}` : 'none';

/** How discount (coupon) entries read in the activity log (admin discount/{id}). */
export const couponActivity: ActivityKind = {
  kind: 'coupon',
  noun: 'discount',
  areas: ['discounts'],
  path: (id) => `discount/${id}`,
  fields: {
    status: { label: 'status', words: (on) => (on ? 'Enabled' : 'Disabled') },
    minimum_total: { label: 'minimum total', words: words.money },
    starts_on: { label: 'start date' },
    ends_on: { label: 'end date' },
    uses_total: { label: 'uses in all' },
    uses_per_customer: { label: 'uses per customer' },
    product_ids: { label: 'products', words: count('product') },
    category_ids: { label: 'categories', words: count('category') },
    times_used: null,
    date_added: null,
  },
};
