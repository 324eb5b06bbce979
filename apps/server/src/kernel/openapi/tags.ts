/**
 * The document's tags: one per area of a surface, named `Surface: area`, each described for a
 * developer browsing the reference. Routes declare a tag in their schema; it is normalised here
 * (`admin catalog` and `admin: catalog` are one tag), and a tag missing below fails
 * openapi.test.ts, so a new area is described when it is added.
 */
export const tagDescriptions: Readonly<Record<string, string>> = {
  'Admin: account': 'The signed-in staff member’s own account: profile, password, two-factor sign-in.',
  'Admin: analytics': 'Sales and traffic reports of the shop.',
  'Admin: appearance':
    'What shoppers see: themes, logo, favicon, e-mail templates, blog, pages, banners, menus, page titles and wording.',
  'Admin: catalog':
    'Products with their variants, pictures, prices and imports; categories, manufacturers, options and reviews.',
  'Admin: customers':
    'Customers, their addresses and customer groups; contact messages and newsletter subscribers.',
  'Admin: dashboard': 'The admin’s start page figures, its search, and the order statuses.',
  'Admin: discounts': 'Discounts and coupon codes.',
  'Admin: gift cards': 'Gift cards sold or issued by the shop, their balances and codes.',
  'Admin: onboarding': 'The new shop’s first steps and its launch.',
  'Admin: orders': 'Orders, returns, refunds, payments and abandoned carts.',
  'Admin: plugins': 'Plugins and their own settings (advanced shipping, shipping boxes, product groups).',
  'Admin: settings':
    'Store details, currencies, languages, zones, taxes, domains, e-mail, payment and shipping methods, backups and logs.',
  'Admin: sign-in': 'Signing staff in and out: password, two-factor code, sign-in links and password resets.',
  'Admin: subscription': 'The shop’s own plan with the platform, its invoices and payment card.',
  'Admin: users': 'Staff members, their roles and sign-in lockouts.',
  'Apps: installations':
    'Apps a merchant installs: the directory, the consent screen, installed apps and their webhook deliveries.',
  'Apps: webhooks':
    'An installed app’s webhook subscriptions in the shop: topic, address and API version. Each topic’s payload is in the document’s webhooks.',
  'Apps: OAuth': 'The token endpoint an app exchanges its authorisation code at for an access token.',
  'Developer: dashboard':
    'App developers’ own accounts on the platform home: sign-up, sign-in, their apps, secrets, development shop and webhook deliveries.',
  'Platform: health': 'Whether this server and its database answer.',
  'Platform: operator':
    'The platform operator’s API: shops, their plans, suspension, deletion, domains and registered apps. Needs the operator token.',
  'Platform: sign-up': 'Opening a new shop on the platform.',
  'Storefront: account':
    'Customers signing up, in and out, and managing their profile, addresses and past orders.',
  'Storefront: analytics': 'Page-view and event beacons the storefront sends.',
  'Storefront: blog': 'The shop’s blog: posts, categories, authors and search.',
  'Storefront: cart':
    'The server-side cart. A guest names their cart with the X-Cart-Token header the first add hands out; a customer with their bearer token.',
  'Storefront: catalog':
    'The home page, categories, manufacturers, products, their reviews and restock alerts.',
  'Storefront: checkout': 'The one-page checkout: shipping quote, gift cards, and placing the order.',
  'Storefront: contact': 'The contact form.',
  'Storefront: locations': 'Countries and their zones for address forms.',
  'Storefront: marketing': 'Newsletter subscription and unsubscribing.',
  'Storefront: orders': 'A placed order, tracking it, and asking for a return or exchange.',
  'Storefront: pages': 'The shop’s content pages.',
  'Storefront: shipping': 'Shipping estimates for a destination.',
  'Storefront: shop':
    'The storefront’s configuration, payment methods, search and payment providers’ webhooks.',
  'Storefront: wishlist': 'A customer’s wishlist and shared wishlists.',
};

const renamed: Readonly<Record<string, string>> = {
  admin: 'admin: dashboard',
  storefront: 'storefront: shop',
  platform: 'platform: health',
  signup: 'platform: sign-up',
  oauth: 'apps: oauth',
  'admin: apps': 'apps: installations',
};

const capitalised = (tag: string) =>
  tag
    .replace(/^\w/, (c) => c.toUpperCase())
    .replace(/: oauth$/, ': OAuth')
    .replace(/: (\w)/, (_, c: string) => `: ${c}`);

/** The one tag of an operation: the operator's paths are one area; other routes name theirs. */
export function tagOf(path: string, declared: string | undefined): string {
  if (path.startsWith('/api/v1/platform/')) return 'Platform: operator';
  const normal = (declared ?? '').toLowerCase().replace(/^(admin|storefront)[: ]+/, '$1: ');
  return capitalised(renamed[normal] ?? normal);
}
