/**
 * Rules for a page and everything under it, but not for other addresses that
 * merely start with its name: a product may be called /cartography-kit.
 */
const pageAndBelow = (path: string) => [`${path}$`, `${path}/`, `${path}?`];

/**
 * robots.txt of one shop at the host it was asked on (ADR 0041, 0045):
 * crawlers keep out of the admin, the cart, checkout, the account pages,
 * addresses naming an order, token or shopper's list, and any listing or
 * search with filters or another sort, whose combinations are endless. Plain
 * search results, listings, products and articles stay open. Google and Bing
 * read `*` (any characters), `$` (end of address) and the longest match wins,
 * so an Allow for a form beats the Disallow of its folder.
 */
export function robotsTxt(origin: string, adminPath: string): string {
  const admin = `/${adminPath.replace(/^\/+|\/+$/g, '')}`;
  const disallowed = [
    ...pageAndBelow(admin),
    ...pageAndBelow('/cart'),
    ...pageAndBelow('/checkout'),
    '/checkout-success/',
    ...pageAndBelow('/account'),
    '/invoice/',
    '/reset-password/',
    '/auth/',
    '/logout$',
    '/track-order/',
    '/return-exchange/',
    '/extend/wishlist',
    '/*?flt=',
    '/*&flt=',
    '/*?sortby=',
    '/*&sortby=',
    '/api/',
  ];
  return [
    'User-agent: *',
    'Allow: /track-order/form',
    'Allow: /return-exchange/form',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
