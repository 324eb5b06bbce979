/**
 * Meta templates (admin appearance/meta) without zod: the storefront fills a
 * page's title in the browser with these, and a first load must not carry zod
 * (ADR 0047). The request and answer shapes are in meta-templates.ts.
 */
export const metaRoutes = [
  'home',
  'category',
  'manufacturer',
  'product',
  'blog',
  'article',
  'search',
  'page',
] as const;
export type MetaRoute = (typeof metaRoutes)[number];

/** The placeholders each kind of page fills, with what they hold. */
export const metaPlaceholders: Record<MetaRoute, Record<string, string>> = {
  home: { shop: 'The shop’s name', description: 'The shop’s description' },
  category: {
    name: 'The category’s name (its SEO title when set)',
    shop: 'The shop’s name',
    description: 'The category’s SEO description, else the start of its text',
    page: 'The page number, on page 2 and later (else empty)',
  },
  manufacturer: { name: 'The manufacturer’s name', shop: 'The shop’s name' },
  product: {
    name: 'The product’s name (its SEO title when set)',
    shop: 'The shop’s name',
    price: 'Its price, e.g. $24.00',
    category: 'Its main category',
    manufacturer: 'Its manufacturer',
    sku: 'Its SKU',
    description: 'Its SEO description, else the start of its text',
  },
  blog: { shop: 'The shop’s name', description: 'The shop’s description' },
  article: {
    name: 'The article’s title (its SEO title when set)',
    shop: 'The shop’s name',
    description: 'The article’s SEO description or summary',
    author: 'The author’s name',
    category: 'The article’s category',
  },
  search: {
    keyword: 'What the shopper searched for',
    shop: 'The shop’s name',
    description: 'The shop’s description',
  },
  page: {
    name: 'The page’s title (its SEO title when set)',
    shop: 'The shop’s name',
    description: 'The page’s SEO description, else the start of its text',
  },
};

/** The built-in title and description of each kind of page. */
export const defaultMetaTemplates: Record<MetaRoute, { title: string; description: string }> = {
  home: { title: '{shop}', description: '{description}' },
  category: { title: '{name} | {shop}', description: '{description}' },
  manufacturer: { title: '{name} | {shop}', description: '{name} at {shop}.' },
  product: { title: '{name} | {shop}', description: '{description}' },
  blog: { title: 'Learning Center | {shop}', description: '{description}' },
  article: { title: '{name} | {shop}', description: '{description}' },
  search: { title: '{keyword} Search Results | {shop}', description: '{description}' },
  page: { title: '{name} | {shop}', description: '{description}' },
};

export const metaRouteNames: Record<MetaRoute, string> = {
  home: 'Home page',
  category: 'Category pages',
  manufacturer: 'Manufacturer pages',
  product: 'Product pages',
  blog: 'Learning Center (blog)',
  article: 'Articles',
  search: 'Search results',
  page: 'Pages (About us, policies…)',
};

const placeholder = /\{([a-z_]+)\}/g;

/** Placeholders a template names that its kind of page does not fill. */
export function unknownMetaPlaceholders(route: MetaRoute, template: string): string[] {
  const known = metaPlaceholders[route];
  return [...new Set([...template.matchAll(placeholder)].map((m) => m[1]!))].filter(
    (name) => !(name in known),
  );
}

/**
 * Fills a template: each {placeholder} takes its value ('' when the page has none), spaces are
 * tidied and a separator left dangling by an empty value ('| Shop', 'Name |') is dropped.
 */
export function fillMetaTemplate(template: string, values: Record<string, string | undefined>): string {
  return (
    template
      .replace(placeholder, (_, name: string) => values[name] ?? '')
      .replace(/\s+/g, ' ')
      .replace(/^[\s|–—-]+|[\s|–—-]+$/g, '')
      .replace(/\s+([.,;:!?])/g, '$1')
      // 'Emporia Gear Co.' + '.' ends one sentence once.
      .replace(/(?<!\.)\.\.(?!\.)/g, '.')
      .trim()
  );
}
