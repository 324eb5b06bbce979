import type { RouteObject } from 'react-router';
import type { AdminRecord } from '../../app/route-meta';
import { segmentMustMatch } from '../access/RecordGate';

// The admin catalogue's pages, each its own lazily loaded chunk (the rich-text editor stays in them).
const lazyPage = (
  path: string,
  title: string,
  load: () => Promise<{ default: React.ComponentType }>,
  record?: AdminRecord,
): RouteObject => ({
  path,
  handle: record ? { title, record } : { title },
  lazy: async () => ({ Component: (await load()).default }),
});

const products: AdminRecord = { noun: 'product', list: 'product/all', listLabel: 'Products' };

const productEdit = () => import('./product/ProductEditPage');
const categoryEdit = () => import('./category/CategoryEditPage');
const manufacturerEdit = () => import('./manufacturer/ManufacturerEditPage');
const reviewEdit = () => import('./review/ReviewEditPage');

/** product/…: products, variants, categories, manufacturers, reviews and restock notices. */
export function catalogProductRoutes(): RouteObject[] {
  return [
    lazyPage('all', 'Products', () => import('./product/ProductListPage')),
    lazyPage('new', 'Add Product', productEdit),
    lazyPage(':id', 'Edit Product', productEdit, products),
    lazyPage('children-products/:id', 'Child Products', () => import('./product/VariantsPage'), products),
    {
      path: 'category',
      children: [
        lazyPage('all', 'Categories', () => import('./category/CategoryListPage')),
        lazyPage('new', 'Add Category', categoryEdit),
        lazyPage(':id', 'Edit Category', categoryEdit, {
          noun: 'category',
          list: 'product/category/all',
          listLabel: 'Categories',
        }),
      ],
    },
    {
      path: 'manufacturer',
      children: [
        lazyPage('all', 'Manufacturers', () => import('./manufacturer/ManufacturerListPage')),
        lazyPage('new', 'Add Manufacturer', manufacturerEdit),
        lazyPage(':id', 'Edit Manufacturer', manufacturerEdit, {
          noun: 'manufacturer',
          list: 'product/manufacturer/all',
          listLabel: 'Manufacturers',
        }),
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
      handle: { title: 'Options', permission: 'catalog' },
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
