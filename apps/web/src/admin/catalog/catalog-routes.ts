import type { RouteObject } from 'react-router';
import type { AdminRecord, PagePreload } from '../../app/route-meta';
import { segmentMustMatch } from '../access/RecordGate';
import { customerGroupsQuery } from '../customer/api';
import { recordPreload } from '../route-data';
import { importsQuery } from './api/imports';
import { productQuery } from './api/products';
import { categoriesQuery, manufacturersQuery, optionsQuery, taxClassChoicesQuery } from './api/taxonomy';

// The admin catalogue's pages, each its own lazily loaded chunk (the rich-text editor stays in
// them); `preload` names the queries a page asks first (admin/route-data.ts).
const lazyPage = (
  path: string,
  title: string,
  load: () => Promise<{ default: React.ComponentType }>,
  record?: AdminRecord,
  preload?: PagePreload,
): RouteObject => ({
  path,
  handle: { title, ...(record ? { record } : {}), ...(preload ? { preload } : {}) },
  lazy: async () => ({ Component: (await load()).default }),
});

const products: AdminRecord = { noun: 'product', list: 'product/all', listLabel: 'Products' };

/** The product form's lists, and the product on its edit page. */
const productForm = recordPreload(
  (id) => [productQuery(id)],
  [categoriesQuery, manufacturersQuery, taxClassChoicesQuery, customerGroupsQuery],
);
const categories: PagePreload = () => [categoriesQuery];
const manufacturers: PagePreload = () => [manufacturersQuery];

const productEdit = () => import('./product/ProductEditPage');
const categoryEdit = () => import('./category/CategoryEditPage');
const manufacturerEdit = () => import('./manufacturer/ManufacturerEditPage');
const reviewEdit = () => import('./review/ReviewEditPage');

/** product/…: products, variants, imports, categories, manufacturers, reviews and restock notices. */
export function catalogProductRoutes(): RouteObject[] {
  return [
    lazyPage('all', 'Products', () => import('./product/ProductListPage')),
    lazyPage('new', 'Add Product', productEdit, undefined, productForm),
    lazyPage(
      'import',
      'Import',
      () => import('./import/ImportWizardPage'),
      undefined,
      () => [importsQuery],
    ),
    lazyPage(':id', 'Edit Product', productEdit, products, productForm),
    lazyPage('children-products/:id', 'Child Products', () => import('./product/VariantsPage'), products),
    {
      path: 'category',
      children: [
        lazyPage('all', 'Categories', () => import('./category/CategoryListPage')),
        lazyPage('new', 'Add Category', categoryEdit, undefined, categories),
        lazyPage(
          ':id',
          'Edit Category',
          categoryEdit,
          { noun: 'category', list: 'product/category/all', listLabel: 'Categories' },
          categories,
        ),
      ],
    },
    {
      path: 'manufacturer',
      children: [
        lazyPage('all', 'Manufacturers', () => import('./manufacturer/ManufacturerListPage')),
        lazyPage('new', 'Add Manufacturer', manufacturerEdit, undefined, manufacturers),
        lazyPage(
          ':id',
          'Edit Manufacturer',
          manufacturerEdit,
          { noun: 'manufacturer', list: 'product/manufacturer/all', listLabel: 'Manufacturers' },
          manufacturers,
        ),
      ],
    },
    {
      path: 'review',
      children: [
        lazyPage('all', 'Reviews', () => import('./review/ReviewListPage')),
        lazyPage('new', 'Add Review', reviewEdit),
        lazyPage(':id', 'Edit Review', reviewEdit, {
          noun: 'review',
          list: 'product/review/all',
          listLabel: 'Reviews',
        }),
      ],
    },
    lazyPage('restock', 'Restock Notifications', () => import('./product/RestockPage')),
    lazyPage('redirect', 'URL Redirects', () => import('./redirect/RedirectsPage')),
  ];
}

/** customer/group-pricing/…: the own prices of customer groups. */
export function groupPricingRoutes(): RouteObject[] {
  return [
    lazyPage('all', 'Group Pricing', () => import('./group-pricing/GroupPricingListPage')),
    lazyPage(':id', 'Edit Group Pricing', () => import('./group-pricing/GroupPricingEditPage'), {
      noun: 'customer group',
      list: 'customer/group-pricing/all',
      listLabel: 'Group Pricing',
    }),
  ];
}

/**
 * setting/option and setting/option-{id}/value (the segment must start with option-). Options
 * live under settings in the address but are catalogue data: their API needs `catalog`.
 */
export function optionRoutes(): RouteObject[] {
  return [
    {
      ...lazyPage('option', 'Options', () => import('./option/OptionListPage')),
      handle: { title: 'Options', permission: 'catalog', preload: () => [optionsQuery] },
    },
    {
      ...lazyPage(':option/value', 'Option Values', () => import('./option/OptionValuesPage')),
      handle: {
        title: 'Option Values',
        permission: 'catalog',
        record: { noun: 'option', list: 'setting/option', listLabel: 'Options' },
      },
      ...segmentMustMatch('option', /^option-\d+$/),
    },
  ];
}
