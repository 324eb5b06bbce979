import type { LucideIcon } from 'lucide-react';
import Accessibility from 'lucide-react/icons/accessibility';
import Archive from 'lucide-react/icons/archive';
import BadgePercent from 'lucide-react/icons/badge-percent';
import Blocks from 'lucide-react/icons/blocks';
import Calculator from 'lucide-react/icons/calculator';
import ChartColumn from 'lucide-react/icons/chart-column';
import Coins from 'lucide-react/icons/coins';
import CreditCard from 'lucide-react/icons/credit-card';
import FileText from 'lucide-react/icons/file-text';
import Globe from 'lucide-react/icons/globe';
import History from 'lucide-react/icons/history';
import Languages from 'lucide-react/icons/languages';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Package from 'lucide-react/icons/package';
import Palette from 'lucide-react/icons/palette';
import Plug from 'lucide-react/icons/plug';
import Settings from 'lucide-react/icons/settings';
import Share2 from 'lucide-react/icons/share-2';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import Store from 'lucide-react/icons/store';
import Truck from 'lucide-react/icons/truck';
import UserCog from 'lucide-react/icons/user-cog';
import Users from 'lucide-react/icons/users';
import Wallet from 'lucide-react/icons/wallet';
import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/route-meta';
import type { RequiredPermission } from '../access/staff-permissions';
import { adminPlugins } from '../extensions/plugin-pages';

// Admin wording stays in the admin chunk: the storefront's translation file ships with every page.

/** The headings of the settings index. */
export const settingsTopics = ['Store', 'Selling and shipping', 'Team and data'] as const;
export type SettingsTopic = (typeof settingsTopics)[number];

/** One page in the sidebar. */
export interface MenuItem {
  label: string;
  /** Path under the admin path, e.g. 'product/all'. */
  to: string;
  /** Further paths whose pages belong to this entry (edit and new pages, children): 'product'. */
  sections?: string[];
  /** A settings area: the settings index shows it as a card with this line and icon, under its topic. */
  area?: { description: string; icon: LucideIcon; topic: SettingsTopic };
  /** A plugin's page: listed only while the shop has that plugin on. */
  plugin?: string;
}

/** A sidebar entry: one page, or a group that opens to its pages. */
export interface MenuGroup {
  key: string;
  label: string;
  icon: LucideIcon;
  /** The group's own overview page, if it has one (the breadcrumb links the group there). */
  home?: string;
  items: MenuItem[];
}

const single = (key: string, label: string, icon: LucideIcon, to: string, sections: string[] = []) => ({
  key,
  label,
  icon,
  items: [{ label, to, sections }],
});

/** Every SPEC §2 admin section, at most two clicks from the sidebar: a group, then its page. */
export const adminMenu: MenuGroup[] = [
  single('dashboard', 'Dashboard', LayoutDashboard, 'dashboard'),
  {
    key: 'orders',
    label: 'Orders',
    icon: ShoppingCart,
    items: [
      { label: 'Orders', to: 'order/all', sections: ['order'] },
      { label: 'Abandoned Carts', to: 'order/abandoned/all', sections: ['order/abandoned'] },
      { label: 'Gift Cards', to: 'order/gift-card/all', sections: ['order/gift-card'] },
    ],
  },
  {
    key: 'catalog',
    label: 'Catalog',
    icon: Package,
    items: [
      { label: 'Products', to: 'product/all', sections: ['product'] },
      { label: 'Import', to: 'product/import' },
      { label: 'Categories', to: 'product/category/all', sections: ['product/category'] },
      { label: 'Manufacturers', to: 'product/manufacturer/all', sections: ['product/manufacturer'] },
      {
        label: 'Options',
        to: 'setting/option',
        area: {
          description: 'Sizes, colours and other choices that variants are made of.',
          icon: SlidersHorizontal,
          topic: 'Selling and shipping',
        },
      },
      { label: 'Reviews', to: 'product/review/all', sections: ['product/review'] },
      { label: 'Restock Notifications', to: 'product/restock' },
      { label: 'URL Redirects', to: 'product/redirect' },
    ],
  },
  {
    key: 'customers',
    label: 'Customers',
    icon: Users,
    items: [
      { label: 'Customers', to: 'customer/all', sections: ['customer'] },
      { label: 'Group Pricing', to: 'customer/group-pricing/all', sections: ['customer/group-pricing'] },
      { label: 'Messages', to: 'customer/messages', sections: ['customer/messages'] },
      { label: 'Newsletter', to: 'customer/newsletter' },
    ],
  },
  single('discounts', 'Discounts', BadgePercent, 'discount/all', ['discount']),
  {
    key: 'appearance',
    label: 'Appearance',
    icon: Palette,
    home: 'appearance/dashboard',
    items: [
      { label: 'Overview', to: 'appearance/dashboard', sections: ['appearance'] },
      { label: 'Themes', to: 'appearance/theme/index', sections: ['appearance/theme'] },
      { label: 'Wording', to: 'appearance/theme/language' },
      { label: 'Email Layouts', to: 'appearance/email-layout/index', sections: ['appearance/email-layout'] },
      { label: 'Menus', to: 'appearance/menu/index', sections: ['appearance/menu'] },
      { label: 'Articles', to: 'appearance/article/all', sections: ['appearance/article'] },
      { label: 'Pages', to: 'appearance/page/all', sections: ['appearance/page'] },
      { label: 'Banners', to: 'appearance/banner/all', sections: ['appearance/banner'] },
      { label: 'Meta Tags', to: 'appearance/meta/index', sections: ['appearance/meta'] },
    ],
  },
  single('analytics', 'Analytics', ChartColumn, 'analytic/dashboard', ['analytic']),
  {
    key: 'apps',
    label: 'Apps',
    icon: Blocks,
    home: 'app/dashboard',
    items: [
      { label: 'Your Apps', to: 'app/dashboard', sections: ['app'] },
      { label: 'Request API Access', to: 'app/request-grant' },
    ],
  },
  {
    key: 'plugins',
    label: 'Plugins',
    icon: Plug,
    home: 'plugin/index',
    items: [
      { label: 'Manage Plugins', to: 'plugin/index' },
      ...adminPlugins.map((plugin) => ({
        label: plugin.label,
        to: `plugin/${plugin.name}`,
        sections: [`plugin/${plugin.name}`],
        plugin: plugin.name,
      })),
    ],
  },
  {
    key: 'subscription',
    label: 'Subscription',
    icon: CreditCard,
    home: 'subscription/dashboard',
    items: [
      { label: 'Overview', to: 'subscription/dashboard', sections: ['subscription'] },
      { label: 'Plans', to: 'subscription/plan', sections: ['subscription/period'] },
      { label: 'Billing Address', to: 'subscription/address' },
    ],
  },
  {
    key: 'users',
    label: 'Users',
    icon: UserCog,
    items: [
      {
        label: 'Users',
        to: 'users',
        area: {
          description: 'Staff accounts, their roles and what each role may manage.',
          icon: UserCog,
          topic: 'Team and data',
        },
      },
    ],
  },
  {
    key: 'settings',
    label: 'Settings',
    icon: Settings,
    home: 'setting/index',
    items: [
      { label: 'All Settings', to: 'setting/index' },
      {
        label: 'General',
        to: 'setting/general',
        area: {
          description: 'Store name, owner, address, contact details and order defaults.',
          icon: Store,
          topic: 'Store',
        },
      },
      {
        label: 'Payments',
        to: 'setting/payment',
        area: {
          description: 'Card, wallet and money-order methods and their keys.',
          icon: Wallet,
          topic: 'Selling and shipping',
        },
      },
      {
        label: 'Shipping',
        to: 'setting/shipping',
        area: {
          description: 'Carriers, flat and free shipping, pickup and rates.',
          icon: Truck,
          topic: 'Selling and shipping',
        },
      },
      {
        label: 'Taxes',
        to: 'setting/tax/class',
        sections: ['setting/tax'],
        area: {
          description: 'Tax classes and the rates each charges by zone.',
          icon: Calculator,
          topic: 'Selling and shipping',
        },
      },
      {
        label: 'Currencies',
        to: 'setting/currency',
        area: {
          description: 'Currencies you sell in and how prices show: symbol, side, decimals.',
          icon: Coins,
          topic: 'Store',
        },
      },
      {
        label: 'Zones',
        to: 'setting/zone',
        area: {
          description: 'Groups of countries and states for shipping and tax.',
          icon: MapPin,
          topic: 'Selling and shipping',
        },
      },
      {
        label: 'Languages',
        to: 'setting/language',
        area: { description: 'Languages your storefront speaks.', icon: Languages, topic: 'Store' },
      },
      {
        label: 'Email',
        to: 'setting/email',
        area: { description: 'How and from whom your shop sends its e-mails.', icon: Mail, topic: 'Store' },
      },
      {
        label: 'Domains',
        to: 'setting/domain/index',
        sections: ['setting/domain'],
        area: { description: 'Connect or register the address shoppers type.', icon: Globe, topic: 'Store' },
      },
      {
        label: 'Accessibility',
        to: 'setting/accessibility',
        area: {
          description:
            'Your accessibility statement: conformance, known exceptions, contact, enforcement body.',
          icon: Accessibility,
          topic: 'Store',
        },
      },
      {
        label: 'Social Networks',
        to: 'setting/social',
        area: {
          description: 'Links to your shop’s social profiles, and sign-in with Google or Facebook.',
          icon: Share2,
          topic: 'Store',
        },
      },
      {
        label: 'Files',
        to: 'setting/file',
        area: {
          description: 'Images and documents you have uploaded.',
          icon: FileText,
          topic: 'Team and data',
        },
      },
      {
        label: 'Backup',
        to: 'setting/backup',
        area: {
          description: 'Back up, download and restore your shop; daily backups.',
          icon: Archive,
          topic: 'Team and data',
        },
      },
      {
        label: 'Activity Log',
        to: 'setting/log',
        area: {
          description: 'Who changed what in the admin, and when.',
          icon: History,
          topic: 'Team and data',
        },
      },
    ],
  },
];

// The admin's route table, handed over by admin-routes.tsx as it loads (it imports the pages, and
// pages import this menu, so the menu may not import the table).
let routeTableOf: () => RouteObject[] = () => [];
let routeTable: RouteObject[] | undefined;
const permissionsByPath = new Map<string, RequiredPermission>();

export function registerAdminRouteTable(table: () => RouteObject[]): void {
  routeTableOf = table;
  routeTable = undefined;
  permissionsByPath.clear();
}

/**
 * The permission(s) the page at `path` (under the admin path) needs, read from the route table
 * once per path, in the path's section only: matching ranks every route it is given, and the
 * sidebar asks for each of its entries on every render (a fifth of an admin page's script time).
 */
export function permissionAt(path: string): RequiredPermission {
  if (permissionsByPath.has(path)) return permissionsByPath.get(path);
  // Only the path's own section is matched (every section starts with a fixed segment).
  const section = path.split('/')[0];
  routeTable ??= routeTableOf();
  const sectionRoutes = routeTable.filter((route) => route.path?.split('/')[0] === section);
  const matches = matchRoutes(sectionRoutes, `/${path}`) ?? [];
  const permission = matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.permission)
    .findLast((held) => held !== undefined);
  permissionsByPath.set(path, permission);
  return permission;
}

const owns = (path: string, section: string) =>
  path === section || path.startsWith(`${section}/`) || path.startsWith(`${section}-`);

/** The sidebar entry a page belongs to: the one owning the longest part of its path. */
export function menuEntryOf(path: string): { group: MenuGroup; item: MenuItem } | undefined {
  let best: { group: MenuGroup; item: MenuItem; length: number } | undefined;
  for (const group of adminMenu) {
    for (const item of group.items) {
      for (const section of [item.to, ...(item.sections ?? [])]) {
        if (owns(path, section) && section.length > (best?.length ?? -1))
          best = { group, item, length: section.length };
      }
    }
  }
  return best && { group: best.group, item: best.item };
}

/**
 * The menu as the viewer may use it: pages their role cannot open are left out, and empty groups
 * with them; a plugin's pages show once the shop's plugins are known and that one is on.
 */
export function menuFor(
  may: (permission: RequiredPermission) => boolean,
  pluginsOn?: ReadonlySet<string>,
): MenuGroup[] {
  const shown = (item: MenuItem) =>
    may(permissionAt(item.to)) && (!item.plugin || (pluginsOn?.has(item.plugin) ?? false));
  return adminMenu
    .map((group) => ({ ...group, items: group.items.filter(shown) }))
    .filter((group) => group.items.length > 0);
}

/** Every settings area, as the settings index lists them (options and users live in other groups). */
export const settingsAreas: MenuItem[] = adminMenu
  .flatMap((group) => group.items)
  .filter((item) => item.area);
