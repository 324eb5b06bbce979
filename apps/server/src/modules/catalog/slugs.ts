/**
 * First path segments the storefront routes use (SPEC §2). A product slug is
 * a whole path (/{productslug}), so it must never shadow one of them.
 */
const reservedSlugs = new Set([
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'account',
  'invoice',
  'category',
  'manufacturer',
  'product-review-write',
  'search-result',
  'page-not-found',
  'cart',
  'checkout',
  'checkout-success',
  'logout',
  'contact-us',
  'accessibility',
  'track-order',
  'return-exchange',
  'unsubscribe',
  'blog',
  'article',
  'auth',
  'extend',
  'admin',
  'api',
  'storage',
  'css',
  'assets',
  'tracker-js',
]);

export function isReservedSlug(slug: string, adminPath: string): boolean {
  return reservedSlugs.has(slug) || slug === adminPath.replace(/^\//, '');
}

/** 'Trail Runner 2 — Blue' → 'trail-runner-2-blue' */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180)
    .replace(/-+$/g, '');
}
