import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import type { AdminRecord, PagePreload } from '../app/route-meta';
import { AdminNotFoundPage, segmentMustMatch } from './access/RecordGate';
import { appQuery, appsQuery } from './app/api';
import { articleQuery, blogSetupQuery } from './appearance/articles/articles-api';
import { catalogProductRoutes, groupPricingRoutes, optionRoutes } from './catalog/catalog-routes';
import { customerGroupsQuery, customerQuery } from './customer/api';
import { adminPluginRoutes } from './extensions/plugin-pages';
import { registerAdminRouteTable } from './layout/admin-menu';
import {
  currencyRoute,
  dashboardRoute,
  discountRoutes,
  generalSettingsRoute,
  orderRoutes,
  taxRoutes,
} from './order/order-routes';
import { recordPreload } from './route-data';

export { startShellQueries, withPagePreloads } from './route-data';

// Pages of later issues share one component that shows the route's title; each later
// page replaces its `lazy` with its own module and so gets its own chunk.
const titledPage = async () => ({ Component: (await import('./pages/AdminPage')).default });

const _page = (path: string, title: string): RouteObject => ({ path, handle: { title }, lazy: titledPage });

/** A record page: a wrong id or name gets the record's not-found state (admin/access/RecordGate). */
const recordPage = (
  path: string,
  title: string,
  record: AdminRecord,
  load: () => Promise<{ default: React.ComponentType }>,
  preload?: PagePreload,
): RouteObject => ({
  path,
  handle: preload ? { title, record, preload } : { title, record },
  lazy: async () => ({ Component: (await load()).default }),
});

const menus: AdminRecord = { noun: 'menu', list: 'appearance/menu/index', listLabel: 'Menus' };

/**
 * SPEC §2 admin routes, relative to the shop's admin path (its root redirects to dashboard).
 * Each section names the permission its API declares (`handle.permission`): the admin layout
 * shows a no-access page instead of a page the viewer's role cannot use, and the sidebar
 * leaves such pages out. Dashboard and account are every staff member's.
 */
export function adminAreaRoutes(): RouteObject[] {
  return [
    dashboardRoute(),
    {
      path: 'account',
      handle: { title: 'My Account' },
      lazy: async () => ({ Component: (await import('./account/AdminAccountPage')).default }),
    },
    {
      path: 'users',
      handle: { title: 'Users', permission: 'users' },
      lazy: async () => ({ Component: (await import('./users/AdminUsersPage')).default }),
    },
    { path: 'logout', lazy: async () => ({ Component: (await import('./auth/AdminLogoutPage')).default }) },
    {
      path: 'product',
      handle: { permission: 'catalog' },
      children: catalogProductRoutes(),
    },
    {
      path: 'customer',
      handle: { permission: 'customers' },
      children: [
        {
          path: 'all',
          handle: { title: 'Customers' },
          lazy: async () => ({ Component: (await import('./customer/CustomerListPage')).default }),
        },
        {
          path: 'new',
          handle: { title: 'Add Customer' },
          lazy: async () => ({ Component: (await import('./customer/CustomerNewPage')).default }),
        },
        recordPage(
          ':id',
          'Edit Customer',
          { noun: 'customer', list: 'customer/all', listLabel: 'Customers' },
          () => import('./customer/CustomerEditPage'),
          recordPreload((id) => [customerQuery(id)], [customerGroupsQuery]),
        ),
        {
          path: 'messages',
          handle: { title: 'Messages' },
          lazy: async () => ({ Component: (await import('./customer/ContactMessagesPage')).default }),
        },
        {
          path: 'newsletter',
          handle: { title: 'Newsletter Subscribers' },
          lazy: async () => ({ Component: (await import('./customer/NewsletterSubscribersPage')).default }),
        },
        recordPage(
          'messages/:id',
          'Message',
          { noun: 'message', list: 'customer/messages', listLabel: 'Messages' },
          () => import('./customer/ContactMessagePage'),
        ),
        {
          path: 'group-pricing',
          // Group prices are catalogue data (the customer-groups price API needs `catalog`).
          handle: { permission: 'catalog' },
          children: groupPricingRoutes(),
        },
      ],
    },
    {
      path: 'order',
      handle: { permission: 'orders' },
      children: orderRoutes(),
    },
    {
      path: 'setting',
      handle: { permission: 'settings' },
      children: [
        {
          path: 'index',
          handle: { title: 'Settings' },
          lazy: async () => ({ Component: (await import('./setting/SettingsIndexPage')).default }),
        },
        generalSettingsRoute(),
        {
          path: 'language',
          handle: { title: 'Languages' },
          lazy: async () => ({ Component: (await import('./setting/LanguagesPage')).default }),
        },
        currencyRoute(),
        {
          path: 'payment',
          handle: { title: 'Payment Methods' },
          lazy: async () => ({ Component: (await import('./setting/PaymentSettingsPage')).default }),
        },
        {
          path: 'shipping',
          handle: { title: 'Shipping Methods' },
          lazy: async () => ({ Component: (await import('./setting/ShippingSettingsPage')).default }),
        },
        ...optionRoutes(),
        {
          path: 'zone',
          handle: { title: 'Zones' },
          lazy: async () => ({ Component: (await import('./setting/GeoZonesPage')).default }),
        },
        {
          path: 'backup',
          handle: { title: 'Backup' },
          lazy: async () => ({ Component: (await import('./setting/backup/BackupSettingsPage')).default }),
        },
        {
          path: 'file',
          handle: { title: 'Files' },
          lazy: async () => ({ Component: (await import('./setting/files/FileManagerPage')).default }),
        },
        {
          path: 'accessibility',
          handle: { title: 'Accessibility Statement' },
          lazy: async () => ({
            Component: (await import('./setting/accessibility/AccessibilitySettingsPage')).default,
          }),
        },
        {
          path: 'social',
          handle: { title: 'Social Networks' },
          lazy: async () => ({ Component: (await import('./setting/SocialSettingsPage')).default }),
        },
        {
          path: 'tax',
          children: taxRoutes(),
        },
        {
          path: 'domain',
          children: [
            {
              path: 'index',
              handle: { title: 'Domains' },
              lazy: async () => ({ Component: (await import('./setting/domain/DomainsPage')).default }),
            },
            {
              path: 'connect',
              handle: { title: 'Connect a Domain' },
              lazy: async () => ({ Component: (await import('./setting/domain/ConnectDomainPage')).default }),
            },
            {
              path: 'registration',
              handle: { title: 'Register a Domain' },
              lazy: async () => ({ Component: (await import('./setting/domain/RegistrationPage')).default }),
            },
            {
              path: 'checkout',
              handle: { title: 'Domain Checkout' },
              lazy: async () => ({ Component: (await import('./setting/domain/CheckoutPage')).default }),
            },
          ],
        },
        {
          path: 'email',
          handle: { title: 'Email Settings' },
          lazy: async () => ({ Component: (await import('./setting/email/EmailSettingsPage')).default }),
        },
        {
          path: 'log',
          handle: { title: 'Activity Log' },
          lazy: async () => ({ Component: (await import('./setting/log/ActivityLogPage')).default }),
        },
      ],
    },
    { path: 'discount', handle: { permission: 'discounts' }, children: discountRoutes() },
    {
      path: 'appearance',
      handle: { permission: 'appearance' },
      children: [
        {
          path: 'dashboard',
          handle: { title: 'Appearance' },
          lazy: async () => ({ Component: (await import('./appearance/AppearanceOverviewPage')).default }),
        },
        {
          path: 'theme',
          children: [
            {
              path: 'index',
              handle: { title: 'Themes' },
              lazy: async () => ({ Component: (await import('./appearance/ThemesPage')).default }),
            },
            recordPage(
              'edit/:theme',
              'Customise Theme',
              { noun: 'theme', list: 'appearance/theme/index', listLabel: 'Themes' },
              () => import('./appearance/ThemeEditorPage'),
            ),
            {
              path: 'language',
              handle: { title: 'Storefront Wording' },
              lazy: async () => ({ Component: (await import('./appearance/WordingPage')).default }),
            },
          ],
        },
        {
          path: 'email-layout',
          children: [
            {
              path: 'index',
              handle: { title: 'Email Layouts' },
              lazy: async () => ({ Component: (await import('./appearance/EmailLayoutsPage')).default }),
            },
            recordPage(
              'edit/:template',
              'Edit Email Layout',
              { noun: 'e-mail template', list: 'appearance/email-layout/index', listLabel: 'Email Layouts' },
              () => import('./appearance/EmailTemplatePage'),
            ),
          ],
        },
        {
          path: 'menu',
          children: [
            {
              path: 'index',
              handle: { title: 'Menus' },
              lazy: async () => ({ Component: (await import('./appearance/menus/MenusPage')).default }),
            },
            recordPage(':menu/bar', 'Menu Bar', menus, () => import('./appearance/menus/MenuBarPage')),
            recordPage(':menu/block', 'Menu Block', menus, () => import('./appearance/menus/MenuBlockPage')),
          ],
        },
        {
          path: 'article',
          children: [
            {
              path: 'all',
              handle: { title: 'Articles' },
              lazy: async () => ({
                Component: (await import('./appearance/articles/ArticleListPage')).default,
              }),
            },
            ...['new', ':id'].map((path) =>
              recordPage(
                path,
                path === 'new' ? 'Add Article' : 'Edit Article',
                { noun: 'article', list: 'appearance/article/all', listLabel: 'Articles' },
                () => import('./appearance/articles/ArticleEditPage'),
                recordPreload((id) => [articleQuery(id)], [blogSetupQuery]),
              ),
            ),
          ],
        },
        {
          path: 'page',
          children: [
            {
              path: 'all',
              handle: { title: 'Pages' },
              lazy: async () => ({ Component: (await import('./appearance/pages/PageListPage')).default }),
            },
            ...['new', ':id'].map((path) =>
              recordPage(
                path,
                path === 'new' ? 'Add Page' : 'Edit Page',
                { noun: 'page', list: 'appearance/page/all', listLabel: 'Pages' },
                () => import('./appearance/pages/PageEditPage'),
              ),
            ),
          ],
        },
        {
          path: 'banner',
          children: [
            {
              path: 'all',
              handle: { title: 'Banners' },
              lazy: async () => ({ Component: (await import('./appearance/BannerListPage')).default }),
            },
            {
              path: 'new',
              handle: { title: 'Add Banner' },
              lazy: async () => ({ Component: (await import('./appearance/BannerEditPage')).default }),
            },
            recordPage(
              ':id',
              'Edit Banner',
              { noun: 'banner', list: 'appearance/banner/all', listLabel: 'Banners' },
              () => import('./appearance/BannerEditPage'),
            ),
          ],
        },
        {
          path: 'meta',
          children: [
            {
              path: 'index',
              handle: { title: 'Meta Tags' },
              lazy: async () => ({ Component: (await import('./appearance/MetaTemplatesPage')).default }),
            },
            {
              path: 'new',
              handle: { title: 'Add Meta Tag' },
              lazy: async () => ({ Component: (await import('./appearance/MetaTemplateNewPage')).default }),
            },
            {
              ...recordPage(
                ':metaName',
                'Edit Meta Tag',
                { noun: 'meta tag', list: 'appearance/meta/index', listLabel: 'Meta Tags' },
                () => import('./appearance/MetaTemplateEditPage'),
              ),
              ...segmentMustMatch('metaName', /^edit-./),
            },
          ],
        },
      ],
    },
    {
      path: 'analytic/dashboard',
      handle: { title: 'Analytics', permission: 'analytics' },
      lazy: async () => ({ Component: (await import('./analytic/AnalyticsDashboardPage')).default }),
    },
    {
      path: 'app',
      handle: { permission: 'apps' },
      children: [
        {
          path: 'dashboard',
          handle: { title: 'Apps', preload: () => [appsQuery] },
          lazy: async () => ({ Component: (await import('./app/AppsDashboardPage')).default }),
        },
        {
          path: 'request-grant',
          handle: { title: 'Request API Access' },
          lazy: async () => ({ Component: (await import('./app/RequestGrantPage')).default }),
        },
        recordPage(
          ':id',
          'App Details',
          { noun: 'app', list: 'app/dashboard', listLabel: 'Apps' },
          () => import('./app/AppDetailPage'),
          recordPreload((id) => [appQuery(id)]),
        ),
      ],
    },
    {
      path: 'subscription',
      handle: { permission: 'subscription' },
      children: [
        {
          path: 'dashboard',
          handle: { title: 'Subscription' },
          lazy: async () => ({ Component: (await import('./subscription/DashboardPage')).default }),
        },
        {
          path: 'plan',
          handle: { title: 'Plans' },
          lazy: async () => ({ Component: (await import('./subscription/PlansPage')).default }),
        },
        {
          path: 'period',
          children: (
            [
              ['basic', 'Basic Plan Billing Period'],
              ['enterprise', 'Enterprise Plan Billing Period'],
              ['advanced', 'Advanced Plan Billing Period'],
            ] as const
          ).map(([path, title]) => ({
            path,
            handle: { title },
            lazy: async () => ({ Component: (await import('./subscription/PeriodPage')).default }),
          })),
        },
        {
          path: 'address',
          handle: { title: 'Billing Address' },
          lazy: async () => ({ Component: (await import('./subscription/AddressPage')).default }),
        },
      ],
    },
    {
      path: 'plugin',
      handle: { permission: 'plugins' },
      children: [
        {
          index: true,
          loader: ({ request }: LoaderFunctionArgs) =>
            redirect(`${new URL(request.url).pathname.replace(/\/$/, '')}/index`),
        },
        {
          path: 'index',
          handle: { title: 'Plugins' },
          lazy: async () => ({ Component: (await import('./plugins/PluginsPage')).default }),
        },
        ...adminPluginRoutes(),
      ],
    },
    // Any other address under the admin path: the admin's not-found page, in its layout.
    { path: '*', handle: { title: 'Page Not Found' }, element: <AdminNotFoundPage /> },
  ];
}

registerAdminRouteTable(adminAreaRoutes);
