/**
 * robots.txt of one shop at the host it was asked on: crawlers keep out of
 * the admin, the cart, checkout (and checkout-success), the account pages and
 * searches with filters, whose combinations are endless (ADR 0024); the plain
 * listings and products stay open. Disallow matches by prefix.
 */
export function robotsTxt(origin: string, adminPath: string): string {
  const admin = `/${adminPath.replace(/^\/+|\/+$/g, '')}`;
  return [
    'User-agent: *',
    `Disallow: ${admin}/`,
    `Disallow: ${admin}$`,
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /account',
    'Disallow: /search-result/',
    'Disallow: /extend/advanced-search',
    'Disallow: /*?flt=',
    'Disallow: /*&flt=',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
