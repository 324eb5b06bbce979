/**
 * A resource family in plain words: what reading shows, and what writing allows (null: read only).
 * `write` defaults to "See and edit …", since a write scope includes reading.
 */
function words<W extends string | null = string>(holds: string, write?: W) {
  return { read: `See ${holds}`, write: (write === undefined ? `See and edit ${holds}` : write) as W };
}

/**
 * What an app may be granted: one scope per resource family it reads or writes (ADR 0105).
 * Each family says in plain words what it holds; the consent screen shows these words, and the
 * server's table of Admin API operations (kernel/auth/app-operation-scopes.ts) names one scope
 * for every operation. A family whose `write` is null can only be read.
 */
export const scopeResources = {
  products: words('products, variants, categories, manufacturers and options'),
  redirects: words('redirects from old web addresses to new ones'),
  reviews: words('product reviews and their reviewers’ names'),
  restock_requests: words('restock requests and the e-mail addresses waiting on them', null),
  customers: words('customers and their addresses, and customer groups'),
  contact_messages: words(
    'messages sent through your contact form',
    'See and answer messages sent through your contact form',
  ),
  newsletter_subscribers: words('newsletter subscribers and their e-mail addresses', null),
  orders: words('orders, their statuses and returns'),
  payments: words('payments', 'See payments, and capture, refund or void them'),
  gift_cards: words('gift cards and their codes'),
  abandoned_carts: words(
    'abandoned carts and the shoppers’ e-mail addresses',
    'See abandoned carts and send shoppers reminders',
  ),
  discounts: words('discounts and coupon codes'),
  analytics: words('reports and analytics', null),
  themes: words('the theme, logo, favicon and e-mail templates'),
  content: words('blog posts, pages, banners, menus, page titles and storefront wording'),
  files: words('files and folders in your file manager'),
  settings: words('store details, currencies, languages, zones, taxes and social links'),
  shipping: words('shipping methods and carrier settings'),
  tracking_tags: words('tracking tags added to your storefront'),
  plugins: words('plugins and their settings'),
} as const;

export type ScopeResource = keyof typeof scopeResources;
type WritableResource = {
  [R in ScopeResource]: (typeof scopeResources)[R]['write'] extends string ? R : never;
}[ScopeResource];
export type AppScope = `read_${ScopeResource}` | `write_${WritableResource}`;

export const appScopes: readonly AppScope[] = (
  Object.entries(scopeResources) as [ScopeResource, { write: string | null }][]
).flatMap(([resource, { write }]) =>
  write
    ? [`read_${resource}` as AppScope, `write_${resource}` as AppScope]
    : [`read_${resource}` as AppScope],
);

export const isAppScope = (value: string): value is AppScope =>
  (appScopes as readonly string[]).includes(value);

/** True when `granted` covers `needed`: a write scope includes reading the same thing. */
export function scopeCovers(granted: readonly string[], needed: AppScope): boolean {
  if (granted.includes(needed)) return true;
  return needed.startsWith('read_') && granted.includes(needed.replace('read_', 'write_'));
}

/** The scope in plain words for the consent screen, from the one list above. */
export function scopeInWords(scope: AppScope): string {
  const write = scope.startsWith('write_');
  const resource = scope.slice(write ? 'write_'.length : 'read_'.length) as ScopeResource;
  const { read, write: edit } = scopeResources[resource];
  return write && edit ? edit : read;
}
