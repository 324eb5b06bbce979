import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AdminRecord, PagePreload } from '../../app/route-meta';
import { segmentMustMatch } from '../access/RecordGate';
import { orderGiftCardsQuery } from '../gift-card/api';
import { recordPreload } from '../route-data';
import { orderStatusesQuery } from './api/order-statuses';
import { orderQuery, paymentsQuery } from './api/orders';

// The admin pages of cart, checkout and orders: each its own lazily loaded chunk; `preload`
// names the queries a page asks first (admin/route-data.ts).
const lazyPage = (
  path: string,
  title: string,
  load: () => Promise<{ default: ComponentType }>,
  record?: AdminRecord,
  preload?: PagePreload,
): RouteObject => ({
  path,
  handle: { title, ...(record ? { record } : {}), ...(preload ? { preload } : {}) },
  lazy: async () => ({ Component: (await load()).default }),
});

const orders: AdminRecord = { noun: 'order', list: 'order/all', listLabel: 'Orders' };

/** The order of an order's page, and the rest of what the details page shows of it. */
const orderOfPage = recordPreload((id) => [orderQuery(id)]);
const orderDetails = recordPreload(
  (id) => [orderQuery(id), paymentsQuery(id), orderGiftCardsQuery(id)],
  [orderStatusesQuery],
);

/** What creating an order calls: orders, the customer list and the product search. */
export const orderCreation = ['orders', 'customers', 'catalog'] as const;
/** What editing an order's lines calls: orders and the product search. */
export const orderEditing = ['orders', 'catalog'] as const;

export const dashboardRoute = () =>
  lazyPage('dashboard', 'Dashboard', () => import('../dashboard/DashboardPage'));

/** order: all, new, {id}, {id}/edit, invoice, packingslip, {id}/return, abandoned/all; gift-card/all, gift-card/{id}. */
export const orderRoutes = (): RouteObject[] => [
  lazyPage('all', 'Orders', () => import('./OrderListPage')),
  // Creating an order picks a customer and products: it needs those areas too.
  {
    ...lazyPage('new', 'Create Order', () => import('./OrderNewPage')),
    handle: { title: 'Create Order', permission: orderCreation },
  },
  lazyPage(':id', 'Order Details', () => import('./OrderDetailsPage'), orders, orderDetails),
  {
    ...lazyPage(':id/edit', 'Edit Order', () => import('./OrderEditPage')),
    handle: { title: 'Edit Order', permission: orderEditing, record: orders, preload: orderOfPage },
  },
  lazyPage('invoice', 'Invoice', () => import('./PrintOrdersPage')),
  lazyPage('packingslip', 'Packing Slip', () => import('./PrintOrdersPage')),
  lazyPage(':id/return', 'Order Return', () => import('./OrderReturnPage'), orders, orderOfPage),
  lazyPage('abandoned/all', 'Abandoned Carts', () => import('./AbandonedCartsPage')),
  lazyPage('gift-card/all', 'Gift Cards', () => import('../gift-card/GiftCardListPage')),
  lazyPage('gift-card/:id', 'Gift Card', () => import('../gift-card/GiftCardDetailPage'), {
    noun: 'gift card',
    list: 'order/gift-card/all',
    listLabel: 'Gift Cards',
  }),
];

/** discount: all, new, {id}. */
export const discountRoutes = (): RouteObject[] => [
  lazyPage('all', 'Discounts', () => import('../discount/DiscountListPage')),
  lazyPage('new', 'Add Discount', () => import('../discount/DiscountFormPage')),
  lazyPage(':id', 'Edit Discount', () => import('../discount/DiscountFormPage'), {
    noun: 'discount',
    list: 'discount/all',
    listLabel: 'Discounts',
  }),
];

export const generalSettingsRoute = () =>
  lazyPage('general', 'General Settings', () => import('../setting/GeneralSettingsPage'));
export const currencyRoute = () =>
  lazyPage('currency', 'Currencies', () => import('../setting/CurrencyPage'));

/** setting/tax: class and class-{id}/rate (a whole segment with its prefix). */
export const taxRoutes = (): RouteObject[] => [
  lazyPage('class', 'Tax Classes', () => import('../setting/tax/TaxClassPage')),
  {
    ...lazyPage(':taxClass/rate', 'Tax Rates', () => import('../setting/tax/TaxRatePage'), {
      noun: 'tax class',
      list: 'setting/tax/class',
      listLabel: 'Tax Classes',
    }),
    ...segmentMustMatch('taxClass', /^class-\d+$/),
  },
];
