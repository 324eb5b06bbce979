// Plain data and types, no zod: the storefront header and footer read them on every first load (ADR 0047).

/** The shop's two menus: the header bar (nested dropdowns) and the footer block (columns of links). */
export const menuHandles = ['main-menu', 'footer'] as const;
export type MenuHandle = (typeof menuHandles)[number];
export type MenuKind = 'bar' | 'block';
export const menuKinds: Record<MenuHandle, MenuKind> = { 'main-menu': 'bar', footer: 'block' };
export const menuNames: Record<MenuHandle, string> = { 'main-menu': 'Main menu', footer: 'Footer menu' };
/** How deep items nest: a bar's dropdowns hold sub-lists; a block is columns of links. */
export const menuDepths: Record<MenuKind, number> = { bar: 3, block: 2 };
/** The most items one menu holds, at every level together. */
export const maxMenuItems = 100;

/** What an item points at. Records are kept by id, so a renamed slug is followed. */
export const menuItemKinds = [
  'heading',
  'category',
  'manufacturer',
  'article',
  'blog_category',
  'content_page',
  'page',
  'url',
] as const;
export type MenuItemKind = (typeof menuItemKinds)[number];
/** Kinds that point at a record of the shop by id. */
export const recordKinds = ['category', 'manufacturer', 'article', 'blog_category', 'content_page'] as const;
export type RecordKind = (typeof recordKinds)[number];

/** Storefront pages an item can point at without typing an address. */
export const storefrontPages = {
  home: { path: '/', name: 'Home' },
  blog: { path: '/blog', name: 'Learning Center' },
  'contact-us': { path: '/contact-us', name: 'Contact us' },
  cart: { path: '/cart', name: 'Cart' },
  account: { path: '/account', name: 'My account' },
  wishlist: { path: '/account/wishlist', name: 'Wishlist' },
  'quick-reorder': { path: '/account/quick-reorder', name: 'Quick reorder' },
  search: { path: '/extend/advanced-search', name: 'Search' },
  'track-order': { path: '/track-order', name: 'Track an order' },
  'return-exchange': { path: '/return-exchange', name: 'Returns & exchanges' },
  login: { path: '/login', name: 'Sign in' },
  register: { path: '/register', name: 'Create an account' },
} as const;
export type StorefrontPage = keyof typeof storefrontPages;

/** A menu item as the storefront draws it: resolved label and address (null for a heading). */
export interface MenuLink {
  label: string;
  href: string | null;
  children: MenuLink[];
}

/** The shop's menus on the storefront; a menu the shop has not set up is absent (the default links show). */
export interface StorefrontMenus {
  header?: MenuLink[];
  footer?: MenuLink[];
}
