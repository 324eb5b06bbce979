import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { adminPluginRoutes } from '../modules/admin-plugins';
import { catalogProductRoutes, groupPricingRoutes, optionRoutes } from './catalog/catalog-routes';
import {
  currencyRoute,
  dashboardRoute,
  discountRoutes,
  generalSettingsRoute,
  orderRoutes,
  taxRoutes,
} from './order/order-routes';

// Pages of later issues share one component that shows the route's title; each later
// page replaces its `lazy` with its own module and so gets its own chunk.
const titledPage = async () => ({ Component: (await import('./pages/AdminPage')).default });

const page = (path: string, title: string): RouteObject => ({ path, handle: { title }, lazy: titledPage });

/**
 * A segment such as `option-{id}` or `edit-{name}`: the router matches whole segments
 * only, so the segment is a parameter and anything without the prefix is not found.
 */
const prefixedPage = (path: string, param: string, prefix: string, title: string): RouteObject => ({
  ...page(path, title),
  loader: ({ params }: LoaderFunctionArgs) => {
    const value = params[param] ?? '';
    return value.startsWith(prefix) && value.length > prefix.length ? null : redirect('/page-not-found');
  },
});

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
        {
          path: ':id',
          handle: { title: 'Edit Customer' },
          lazy: async () => ({ Component: (await import('./customer/CustomerEditPage')).default }),
        },
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
        {
          path: 'messages/:id',
          handle: { title: 'Message' },
          lazy: async () => ({ Component: (await import('./customer/ContactMessagePage')).default }),
        },
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
            {
              path: 'edit/:theme',
              handle: { title: 'Customise Theme' },
              lazy: async () => ({ Component: (await import('./appearance/ThemeEditorPage')).default }),
            },
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
            {
              path: 'edit/:template',
              handle: { title: 'Edit Email Layout' },
              lazy: async () => ({ Component: (await import('./appearance/EmailTemplatePage')).default }),
            },
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
            {
              path: ':menu/bar',
              handle: { title: 'Menu Bar' },
              lazy: async () => ({ Component: (await import('./appearance/menus/MenuBarPage')).default }),
            },
            {
              path: ':menu/block',
              handle: { title: 'Menu Block' },
              lazy: async () => ({ Component: (await import('./appearance/menus/MenuBlockPage')).default }),
            },
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
            ...['new', ':id'].map((path) => ({
              path,
              handle: { title: path === 'new' ? 'Add Article' : 'Edit Article' },
              lazy: async () => ({
                Component: (await import('./appearance/articles/ArticleEditPage')).default,
              }),
            })),
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
            ...['new', ':id'].map((path) => ({
              path,
              handle: { title: path === 'new' ? 'Add Page' : 'Edit Page' },
              lazy: async () => ({ Component: (await import('./appearance/pages/PageEditPage')).default }),
            })),
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
            {
              path: ':id',
              handle: { title: 'Edit Banner' },
              lazy: async () => ({ Component: (await import('./appearance/BannerEditPage')).default }),
            },
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
              ...prefixedPage(':metaName', 'metaName', 'edit-', 'Edit Meta Tag'),
              lazy: async () => ({ Component: (await import('./appearance/MetaTemplateEditPage')).default }),
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
          handle: { title: 'Apps' },
          lazy: async () => ({ Component: (await import('./app/AppsDashboardPage')).default }),
        },
        {
          path: 'request-grant',
          handle: { title: 'Request API Access' },
          lazy: async () => ({ Component: (await import('./app/RequestGrantPage')).default }),
        },
        {
          path: ':id',
          handle: { title: 'App Details' },
          lazy: async () => ({ Component: (await import('./app/AppDetailPage')).default }),
        },
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
  ];
}
